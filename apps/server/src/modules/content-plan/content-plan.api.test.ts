import {
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentGroup,
  deleteContentIdea,
  deleteContentPlan,
  getContentTopics,
  listContentPlans,
  updateContentGroup,
  updateContentIdea,
} from '@inroad/contracts/content-plan';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { contentGroups } from '../../db/schema/index.ts';

const LEADS_PLAN: EndpointBody<typeof createContentPlan> = {
  type: 'generate_leads',
  name: 'Pipeline for sales leaders',
  roleDescription: 'VP of Sales',
  companyDescription: 'B2B SaaS companies with 50-200 employees',
  customerObservations: 'Forecasts miss by 30%. Reps skip discovery.',
  customerHypothesis: 'The CRM is the problem',
  customerBarriers: 'No budget this quarter',
};

async function createPlan(t: TestApp, user: TestUser, body: EndpointBody<typeof createContentPlan>) {
  return t.call(createContentPlan, { token: user.token, body });
}

async function topics(t: TestApp, user: TestUser, planId: number | string) {
  return t.call(getContentTopics, { token: user.token, query: { contentPlanId: planId } });
}

describe('content plans with the local engine', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'plans@example.com');
    other = await signUp(t, 'plans-other@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a generate_leads plan that starts with proposed topics and ideas, labelled local', async () => {
    const created = expectOk(await createPlan(t, owner, LEADS_PLAN), 200);
    const { contentPlanId, contentPlan } = created.body;
    expect(contentPlan).toMatchObject({
      id: contentPlanId,
      name: 'Pipeline for sales leaders',
      type: 'generate_leads',
      roleDescription: 'VP of Sales',
      customerBarriers: 'No budget this quarter',
      proposedBy: 'local',
    });
    const res = expectOk(await topics(t, owner, contentPlanId), 200);
    expect(res.body).toMatchObject({
      contentPlanId,
      contentPlanName: 'Pipeline for sales leaders',
      proposedBy: 'local',
    });
    expect(res.body.contentGroups.length).toBeGreaterThanOrEqual(3);
    for (const group of res.body.contentGroups) {
      expect(group.contentPlanId).toBe(contentPlanId);
      expect(group.ideas.length).toBeGreaterThanOrEqual(2);
      for (const idea of group.ideas) expect(idea.contentGroupId).toBe(group.id);
    }
    const text = JSON.stringify(res.body.contentGroups).toLowerCase();
    expect(text).toContain('forecasts miss by 30%');
    expect(text).toContain('no budget this quarter');
  });

  it('creates a blank plan empty, ignoring customer fields, and names an unnamed plan', async () => {
    const blank = expectOk(
      await createPlan(t, owner, { type: 'blank', name: '  Ideas inbox  ', roleDescription: 'ignored' }),
      200,
    );
    expect(blank.body.contentPlan).toMatchObject({
      name: 'Ideas inbox',
      type: 'blank',
      roleDescription: null,
      proposedBy: null,
    });
    expect(expectOk(await topics(t, owner, blank.body.contentPlanId)).body.contentGroups).toEqual([]);
    const unnamed = expectOk(await createPlan(t, owner, { type: 'blank', name: '   ' }));
    expect(unnamed.body.contentPlan.name).toBe('Untitled content plan');
  });

  it('lists plans oldest first and deletes them', async () => {
    const first = expectOk(await createPlan(t, owner, { type: 'blank', name: 'First' }));
    const second = expectOk(await createPlan(t, owner, { type: 'blank', name: 'Second' }));
    const list = expectOk(await t.call(listContentPlans, { token: owner.token }));
    const ids = list.body.map((p) => p.id);
    expect(ids.indexOf(first.body.contentPlanId)).toBeLessThan(ids.indexOf(second.body.contentPlanId));
    const deleted = await t.call(deleteContentPlan, { token: owner.token, body: { id: first.body.contentPlanId } });
    expect(deleted.body).toEqual({ status: 'success' });
    const after = expectOk(await t.call(listContentPlans, { token: owner.token }));
    expect(after.body.map((p) => p.id)).not.toContain(first.body.contentPlanId);
    expect((await topics(t, owner, first.body.contentPlanId)).status).toBe(404);
    const again = await t.call(deleteContentPlan, { token: owner.token, body: { id: first.body.contentPlanId } });
    expect(again.status).toBe(404);
  });

  it('adds, renames and deletes topics and ideas, trimming names', async () => {
    const plan = expectOk(await createPlan(t, owner, { type: 'blank', name: 'Manual' })).body.contentPlanId;
    const group = expectOk(
      await t.call(createContentGroup, {
        token: owner.token,
        body: { contentPlanId: plan, name: '  Discovery calls ' },
      }),
      200,
    );
    expect(group.body.contentGroup).toMatchObject({ name: 'Discovery calls', ideas: [], contentPlanId: plan });
    const groupId = group.body.contentGroup.id;
    const idea = expectOk(
      await t.call(createContentIdea, {
        token: owner.token,
        body: { contentGroupId: groupId, idea: ' Why reps pitch too early ' },
      }),
    );
    expect(idea.body.contentIdea).toMatchObject({ idea: 'Why reps pitch too early', contentGroupId: groupId });
    const ideaId = idea.body.contentIdea.id;

    const renamed = expectOk(
      await t.call(updateContentGroup, { token: owner.token, body: { id: groupId, name: 'Discovery' } }),
    );
    expect(renamed.body.contentGroup.name).toBe('Discovery');
    expect(renamed.body.contentGroup.ideas.map((i) => i.id)).toEqual([ideaId]);
    const edited = await t.call(updateContentIdea, {
      token: owner.token,
      body: { id: ideaId, idea: 'Pitching before the pain is clear' },
    });
    expect(edited.body).toMatchObject({
      status: 'success',
      contentIdea: { idea: 'Pitching before the pain is clear' },
    });

    let view = expectOk(await topics(t, owner, plan));
    expect(view.body.contentGroups).toMatchObject([
      { id: groupId, name: 'Discovery', ideas: [{ id: ideaId, idea: 'Pitching before the pain is clear' }] },
    ]);
    expect((await t.call(deleteContentIdea, { token: owner.token, body: { id: ideaId } })).status).toBe(200);
    view = expectOk(await topics(t, owner, plan));
    expect(view.body.contentGroups[0]?.ideas).toEqual([]);
    expect((await t.call(deleteContentGroup, { token: owner.token, body: { id: groupId } })).status).toBe(200);
    expect(expectOk(await topics(t, owner, plan)).body.contentGroups).toEqual([]);
  });

  it('names what is wrong in a bad request', async () => {
    const plan = expectOk(await createPlan(t, owner, { type: 'blank', name: 'Checks' })).body.contentPlanId;
    const group = expectOk(
      await t.call(createContentGroup, { token: owner.token, body: { contentPlanId: plan, name: 'Topic' } }),
    ).body.contentGroup.id;
    const cases: [string, string, Record<string, unknown>, RegExp][] = [
      ['POST', '/content_plan', { name: 'No type' }, /^type: choose a content plan type/],
      ['POST', '/content_plan', { type: 'webinar' }, /^type: choose a content plan type/],
      ['POST', '/content_plan', { type: 'blank', name: 'x'.repeat(201) }, /^name: must be at most 200/],
      ['POST', '/create/content_group', { contentPlanId: plan, name: '   ' }, /^name: must not be empty/],
      ['POST', '/create/content_group', { contentPlanId: 'abc', name: 'x' }, /^contentPlanId: must be an id/],
      ['PUT', '/create/content_group', { id: group, name: '' }, /^name: must not be empty/],
      ['POST', '/create/content_idea', { contentGroupId: group, idea: ' \n ' }, /^idea: must not be empty/],
      ['POST', '/create/content_idea', { contentGroupId: group }, /^idea: must be text/],
      ['PUT', '/create/content_idea', { id: 1.5, idea: 'x' }, /^id: must be an id/],
      ['DELETE', '/content_plan', {}, /^id: must be an id/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await t.request(method, path, { token: owner.token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    }
    const badQuery = await t.call(getContentTopics, { token: owner.token, query: { contentPlanId: 'abc' } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({ message: expect.stringMatching(/^contentPlanId: must be an id/) });
  });

  it("keeps every user's plans their own: another user's ids answer 404", async () => {
    const plan = expectOk(await createPlan(t, owner, LEADS_PLAN)).body.contentPlanId;
    const view = expectOk(await topics(t, owner, plan));
    const group = view.body.contentGroups[0]!;
    const idea = group.ideas[0]!;
    expect((await t.call(listContentPlans, { token: other.token })).body).toEqual([]);
    const attempts: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/create/topics?contentPlanId=${plan}`, undefined],
      ['DELETE', '/content_plan', { id: plan }],
      ['POST', '/create/content_group', { contentPlanId: plan, name: 'Mine now' }],
      ['PUT', '/create/content_group', { id: group.id, name: 'Mine now' }],
      ['DELETE', '/create/content_group', { id: group.id }],
      ['POST', '/create/content_idea', { contentGroupId: group.id, idea: 'Mine now' }],
      ['PUT', '/create/content_idea', { id: idea.id, idea: 'Mine now' }],
      ['DELETE', '/create/content_idea', { id: idea.id }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.request(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', message: expect.stringMatching(/not found$/) });
    }
    expect((await topics(t, owner, plan)).body).toEqual(view.body);
    expect((await t.call(listContentPlans)).status).toBe(401);
    expect((await t.call(getContentTopics, { token: owner.token, query: { contentPlanId: '999999' } })).status).toBe(
      404,
    );
  });

  it('refuses NUL and lone surrogates naming the field, and deep JSON with a 4xx', async () => {
    const plan = expectOk(await createPlan(t, owner, { type: 'blank', name: 'Text checks' })).body.contentPlanId;
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/content_plan', { type: 'blank', name: 'a\u0000b' }, 'name'],
      ['POST', '/content_plan', { ...LEADS_PLAN, customerHypothesis: 'x\ud800' }, 'customerHypothesis'],
      ['POST', '/create/content_group', { contentPlanId: plan, name: '\udc00' }, 'name'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.request(method, path, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        message: `${field}: must not contain NUL characters or unpaired surrogates`,
      });
    }
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const path of ['/content_plan', '/create/content_group', '/create/content_idea']) {
      const res = await t.request('POST', path, { token: owner.token, body: deep });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const deepArray = `{"type":"blank","name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await t.request('POST', '/content_plan', { token: owner.token, body: deepArray });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('content plans proposed by a configured model', () => {
  const MODEL_TOPICS = {
    topics: [
      { name: 'Forecast accuracy', ideas: ['Why forecasts miss', 'A forecast review that works', 'Pipeline hygiene'] },
      { name: 'Discovery', ideas: ['Questions before demos', 'The cost of skipping discovery'] },
      { name: 'Budget objections', ideas: ['Selling into a frozen budget', 'When to walk away'] },
    ],
  };
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer(() => ({ content: JSON.stringify(MODEL_TOPICS) }));
    t = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'plan-model', AI_TIMEOUT_MS: '500' });
    owner = await signUp(t, 'model-plans@example.com');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("saves the model's topics and ideas, from the customer fields it was shown", async () => {
    const created = expectOk(await createPlan(t, owner, LEADS_PLAN));
    expect(created.body.contentPlan.proposedBy).toBe('model');
    const view = expectOk(await topics(t, owner, created.body.contentPlanId));
    expect(view.body.contentGroups.map((g) => [g.name, g.ideas.map((i) => i.idea)])).toEqual(
      MODEL_TOPICS.topics.map((topic) => [topic.name, topic.ideas]),
    );
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('Forecasts miss by 30%');
    expect(sent).toContain('No budget this quarter');
  });

  it('falls back to the local engine when the model times out, and still saves the whole plan', async () => {
    fake.setHandler(() => ({ delayMs: 2000, content: JSON.stringify(MODEL_TOPICS) }));
    const created = expectOk(await createPlan(t, owner, LEADS_PLAN), 200);
    expect(created.body.contentPlan.proposedBy).toBe('local');
    const view = expectOk(await topics(t, owner, created.body.contentPlanId));
    expect(view.body.contentGroups.length).toBeGreaterThanOrEqual(3);
  });

  it('saves nothing when saving the proposed topics fails part-way', async () => {
    // A database failure on the last idea of the proposal, after the plan and its topics were inserted.
    await t.ctx.db.execute(
      sql.raw(`CREATE FUNCTION refuse_idea() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.idea = 'When to walk away' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`),
    );
    await t.ctx.db.execute(
      sql.raw('CREATE TRIGGER refuse_idea BEFORE INSERT ON content_ideas FOR EACH ROW EXECUTE FUNCTION refuse_idea()'),
    );
    const budgetTopics = () =>
      t.ctx.db.select({ n: count() }).from(contentGroups).where(eq(contentGroups.name, 'Budget objections'));
    fake.setHandler(() => ({ content: JSON.stringify(MODEL_TOPICS) }));
    try {
      const before = (await t.call(listContentPlans, { token: owner.token })).body;
      const topicsBefore = await budgetTopics();
      const failed = await createPlan(t, owner, { ...LEADS_PLAN, name: 'Half saved?' });
      expect(failed.status).toBe(500);
      const after = (await t.call(listContentPlans, { token: owner.token })).body;
      expect(after).toEqual(before);
      expect(await budgetTopics()).toEqual(topicsBefore);
    } finally {
      await t.ctx.db.execute(sql.raw('DROP TRIGGER refuse_idea ON content_ideas'));
      await t.ctx.db.execute(sql.raw('DROP FUNCTION refuse_idea()'));
    }
  });

  it('keeps model text storable', async () => {
    fake.setHandler(() => ({
      content: JSON.stringify({
        topics: [
          { name: 'Null\u0000 topic', ideas: ['An idea\u0000', 'Another'] },
          { name: 'Second', ideas: ['One', 'Two'] },
          { name: 'Third', ideas: ['One', 'Two'] },
        ],
      }),
    }));
    const created = expectOk(await createPlan(t, owner, LEADS_PLAN), 200);
    const view = expectOk(await topics(t, owner, created.body.contentPlanId));
    expect(view.body.contentGroups[0]).toMatchObject({
      name: 'Null topic',
      ideas: [{ idea: 'An idea' }, { idea: 'Another' }],
    });
  });
});
