import { onboardingAiKeywords, onboardingAiTopics } from '@inroad/contracts/ai';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { completeGettingStartedGuide, ONBOARDING_MESSAGES, submitOnboarding } from '@inroad/contracts/onboarding';
import { listSources } from '@inroad/contracts/source';
import { listTrackers, updateTracker } from '@inroad/contracts/tracker';
import { getUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../../test/engage-fixtures.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { getOnboardingAnswers } from './onboarding.service.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('onboarding@example.com');
});
afterAll(async () => {
  await t?.close();
});

const answers: EndpointBody<typeof submitOnboarding> = {
  mode: 'basic',
  feedPreferences: ['content_topics', 'competitors', 'influencers', 'target_accounts'],
  solution: 'Payroll software for restaurants',
  topics: [{ name: 'Restaurant payroll', keywords: [' tip pooling ', 'Tip pooling', ''] }],
  keywords: ['tip pooling'],
  competitors: ['Acme Payroll'],
  complementarySoftware: ['Example POS'],
  influencers: [{ name: 'Ada Example', linkedInId: 'ada-example' }],
  experts: [{ name: 'Grace Example', headline: 'Chef and author' }],
  targetCompanies: [{ name: 'Example Foods', companyId: '1234' }],
  complements: [],
  hotLeadKeywords: ['looking for'],
};

async function sources(as = token) {
  return expectOk(await t.call(listSources, { token: as })).body;
}

async function trackers(as = token) {
  return expectOk(await t.call(listTrackers, { token: as })).body;
}

describe('onboarding submit', () => {
  it('creates the feeds and the hot-lead tracker and marks onboarding complete', async () => {
    const res = await t.call(submitOnboarding, { token, body: answers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', sourcesCreated: 6, trackersCreated: 1 });

    const created = await sources();
    expect(created.map((s) => s.name).sort()).toEqual([
      'Adjacent Product: Example POS',
      'Competitor Mention: Acme Payroll',
      'Influencer: Ada Example',
      'Search Topic: Restaurant payroll',
      'Target Account: Example Foods',
      'Topic Expert: Grace Example',
    ]);
    expect(created.find((s) => s.name.startsWith('Search Topic'))).toMatchObject({
      platform: 'linkedin',
      followedEntityType: 'search',
      keywords: ['tip pooling'],
      query: '"tip pooling"',
      active: true,
    });
    expect(created.find((s) => s.name.startsWith('Influencer'))).toMatchObject({
      followedEntityType: 'profile_feed',
      profile: { name: 'Ada Example', linkedInId: 'ada-example' },
    });
    expect(created.find((s) => s.name.startsWith('Target Account'))?.posterWorksAtCompanies).toEqual([
      expect.objectContaining({ name: 'Example Foods', companyId: '1234' }),
    ]);

    const [hotLead] = await trackers();
    expect(hotLead).toMatchObject({ name: 'Hot lead', platform: 'all', tags: ['Hot lead'] });
    expect(hotLead?.rules[0]?.inputs).toEqual([{ type: 'include', value: 'looking for' }]);

    const settings = await t.call(getUserSettings, { token });
    expect(settings.body).toMatchObject({ metadata: { onboardingWizardComplete: true } });
  });

  it('makes each feed and tracker once when the same answers are submitted twice at once', async () => {
    const other = await t.session('onboarding-double-submit@example.com');
    const both = await Promise.all([1, 2].map(() => t.call(submitOnboarding, { token: other, body: answers })));
    expect(both.map((res) => expectOk(res, 200).body.sourcesCreated).sort()).toEqual([0, 6]);
    expect(await sources(other)).toHaveLength(6);
    expect(await trackers(other)).toHaveLength(1);
  });

  it('adds only what is new on a second submit and updates the hot-lead phrases', async () => {
    const again = await t.call(submitOnboarding, {
      token,
      body: {
        ...answers,
        competitors: ['acme payroll', 'Other Payroll'],
        hotLeadKeywords: ['looking for', 'switching from'],
      },
    });
    expect(again.body).toEqual({ status: 'success', sourcesCreated: 1, trackersCreated: 0 });
    const names = (await sources()).map((s) => s.name);
    expect(names).toHaveLength(7);
    expect(names).toContain('Competitor Mention: Other Payroll');
    const all = await trackers();
    expect(all).toHaveLength(1);
    expect(all[0]?.rules[0]?.inputs.map((input) => input.value)).toEqual(['looking for', 'switching from']);
  });

  it('accepts three topics of eleven keywords each, sent with all their keywords as one list', async () => {
    const other = await t.session('onboarding-many-keywords@example.com');
    const topics = ['Payroll', 'Scheduling', 'Tipping'].map((name) => ({
      name,
      keywords: Array.from({ length: 11 }, (_, i) => `${name} keyword ${i + 1}`),
    }));
    const res = await t.call(submitOnboarding, {
      token: other,
      body: { ...answers, feedPreferences: ['content_topics'], topics, keywords: topics.flatMap((x) => x.keywords) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', sourcesCreated: 3, trackersCreated: 1 });
    expect((await sources(other)).map((s) => s.keywords.length)).toEqual([11, 11, 11]);
  });

  it('keeps the hot-lead tracker as the user edited it when the wizard runs again, adding new phrases', async () => {
    const user = await t.session('onboarding-run-again@example.com');
    const first: EndpointBody<typeof submitOnboarding> = {
      ...answers,
      feedPreferences: ['content_topics'],
      hotLeadKeywords: ['need a vendor'],
    };
    expectOk(await t.call(submitOnboarding, { token: user, body: first }), 200);
    const made = (await trackers(user))[0]!;
    const rule = made.rules[0]!;
    const exclude = { type: 'exclude' as const, value: 'we are hiring' };
    expectOk(
      await t.call(updateTracker, {
        token: user,
        body: { id: made.id, tags: ['Hot lead', 'Buyer'], rules: [{ ...rule, inputs: [...rule.inputs, exclude] }] },
      }),
    );

    // What the wizard starts from each time it opens.
    const wizardDefaults = [
      'looking for',
      'any recommendations',
      'alternative to',
      'switching from',
      'can anyone recommend',
    ];
    const again = await t.call(submitOnboarding, { token: user, body: { ...first, hotLeadKeywords: wizardDefaults } });
    expect(again.body).toEqual({ status: 'success', sourcesCreated: 0, trackersCreated: 0 });
    const [kept, ...others] = await trackers(user);
    expect(others).toEqual([]);
    expect(kept?.tags).toEqual(['Hot lead', 'Buyer']);
    expect(kept?.rules).toEqual([
      {
        ...rule,
        inputs: [
          { type: 'include', value: 'need a vendor' },
          exclude,
          ...wizardDefaults.map((value) => ({ type: 'include', value })),
        ],
      },
    ]);
    const stored = await getOnboardingAnswers({ db: t.ctx.db, userId: await userIdOf(t, user) });
    expect(stored?.hotLeadKeywords).toEqual(['need a vendor', ...wizardDefaults]);

    // Nothing new the third time: the tracker stays exactly as it is.
    expectOk(await t.call(submitOnboarding, { token: user, body: { ...first, hotLeadKeywords: wizardDefaults } }));
    expect(await trackers(user)).toEqual([kept]);
  });

  it('creates nothing for preferences that are not chosen', async () => {
    const other = await t.session('onboarding-topics-only@example.com');
    const res = await t.call(submitOnboarding, {
      token: other,
      body: { ...answers, feedPreferences: ['content_topics'], hotLeadKeywords: [] },
    });
    expect(res.body).toEqual({ status: 'success', sourcesCreated: 1, trackersCreated: 0 });
    expect((await sources(other)).map((s) => s.name)).toEqual(['Search Topic: Restaurant payroll']);
    expect(await trackers(other)).toEqual([]);
    // The first user's feeds are not this user's.
    expect(await sources()).toHaveLength(7);
  });

  it('refuses invalid answers with the spec messages and creates nothing', async () => {
    const fresh = await t.session('onboarding-invalid@example.com');
    const cases: [unknown, string][] = [
      [{ ...answers, topics: [] }, ONBOARDING_MESSAGES.noTopic],
      [{ ...answers, topics: [{ name: 'Ops', keywords: ['  '] }] }, ONBOARDING_MESSAGES.noKeyword],
      [
        { ...answers, topics: ['a', 'b', 'c', 'd'].map((name) => ({ name, keywords: ['k'] })) },
        ONBOARDING_MESSAGES.topicCap,
      ],
      [{ ...answers, feedPreferences: [] }, ONBOARDING_MESSAGES.noPreference],
      [{ ...answers, influencers: [{ name: 'Ada' }, { name: 'ada' }] }, 'influencers must not repeat a name'],
      [{ ...answers, targetCompanies: [{ name: 'Acme' }, { name: 'ACME' }] }, 'targetCompanies must not repeat a name'],
      [{ ...answers, mode: 'guru' }, 'mode'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request(submitOnboarding.method, submitOnboarding.path, { token: fresh, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: expect.stringContaining(message) });
    }
    expect(await sources(fresh)).toEqual([]);
    const settings = await t.call(getUserSettings, { token: fresh });
    expect(settings.body).toMatchObject({ metadata: { onboardingWizardComplete: false } });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(submitOnboarding, { body: answers })).status).toBe(401);
    expect((await t.call(completeGettingStartedGuide, { body: {} })).status).toBe(401);
    expect((await t.call(onboardingAiTopics, { body: { prompt: 'x' } })).status).toBe(401);
  });
});

describe('getting-started guide', () => {
  it('records the flag and answers success', async () => {
    const res = await t.call(completeGettingStartedGuide, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    const off = await t.call(completeGettingStartedGuide, { token, body: { complete: false } });
    expect(off.body).toEqual({ status: 'success' });
    const bad = await t.request(completeGettingStartedGuide.method, completeGettingStartedGuide.path, {
      token,
      body: { complete: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('onboarding AI suggestions', () => {
  it('suggests topics and keywords from a prompt, labelled by engine', async () => {
    const topics = expectOk(
      await t.call(onboardingAiTopics, {
        token,
        body: { prompt: 'Payroll software for restaurants and cafes' },
      }),
      200,
    );
    expect(topics.body.engine).toBe('local');
    expect(topics.body.topics.length).toBeGreaterThan(0);
    const keywords = expectOk(
      await t.call(onboardingAiKeywords, { token, body: { prompt: 'Restaurant payroll' } }),
      200,
    );
    expect(keywords.body.keywords.length).toBeGreaterThan(0);
  });

  it('refuses an empty prompt with 400', async () => {
    for (const path of ['/onboarding/ai/topics', '/onboarding/ai/keywords']) {
      const res = await t.request('POST', path, { token, body: { prompt: '   ' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringContaining('prompt must not be empty') });
    }
  });

  it('answers 429 with Retry-After once the daily AI allowance is spent', async () => {
    // A configured model with no allowance: the budget refuses before any request leaves the server.
    const limited = await startTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test', AI_DAILY_LIMIT: '0' });
    try {
      const user = await limited.session('onboarding-ai@example.com');
      for (const path of ['/onboarding/ai/topics', '/onboarding/ai/keywords']) {
        const res = await limited.request('POST', path, { token: user, body: { prompt: 'payroll' } });
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ status: 'error', message: expect.stringContaining('Daily AI limit') });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});
