import { EMAIL_LOOKUP_MESSAGES, findEmail } from '@inroad/contracts/engage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHunterServer, hunterFound, startFakeHunter } from '../../../test/fake-hunter-server.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { MxResolver } from '../../platform/email-finder/builtin-finder.ts';
import { createEmailFinder } from '../../platform/email-finder/email-finder.ts';

/** DNS without the network: example.com takes mail, nomail.example.com does not, dns-down.example times out. */
function stubResolver(): MxResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolveMx(hostname) {
      asked.push(hostname);
      if (hostname === 'example.com') return [{ exchange: 'mx.example.com', priority: 10 }];
      if (hostname === 'dns-down.example') throw Object.assign(new Error('queryMx ETIMEOUT'), { code: 'ETIMEOUT' });
      throw Object.assign(new Error(`queryMx ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    },
  };
}

describe('find e-mail with the built-in finder', () => {
  let t: TestApp;
  let token: string;
  const resolver = stubResolver();
  beforeAll(async () => {
    t = await startTestApp();
    t.ctx.emailFinder = createEmailFinder({ hunter: t.ctx.config.hunter, logger: t.ctx.logger, resolver });
    token = await t.session('finder@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('guesses first.last at a domain with mail, unverified, and caches the answer', async () => {
    const body = {
      fullName: 'Ada King',
      domain: 'https://www.example.com/about',
      companyLinkedinId: '77',
      posterSalesNavId: 'ACoAAada',
    };
    const res = await t.call(findEmail, { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'ada.king@example.com',
      status: 'found',
      verified: false,
      provider: 'builtin',
      message: null,
      alternatives: expect.arrayContaining(['aking@example.com']),
    });
    const asked = resolver.asked.length;
    await t.call(findEmail, { token, body });
    expect(resolver.asked.length).toBe(asked);
    await t.call(findEmail, { token, body: { ...body, realtime: true } });
    expect(resolver.asked.length).toBe(asked + 1);
  });

  it("says 'No email found' and 'No company website found'", async () => {
    const none = await t.call(findEmail, { token, body: { fullName: 'Ada King', domain: 'nomail.example.com' } });
    expect(none.body).toMatchObject({ email: null, status: 'not_found', verified: false, message: 'No email found' });
    for (const domain of [undefined, null, '', 'not a website']) {
      const res = await t.call(findEmail, {
        token,
        body: { fullName: 'Ada King', companyName: 'Example', ...(domain === undefined ? {} : { domain }) },
      });
      expect(res.body).toMatchObject({ email: null, status: 'no_website', message: 'No company website found' });
    }
    const noName = await t.call(findEmail, { token, body: { fullName: ' ', domain: 'example.com' } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: 'fullName: must not be empty' });
  });
});

describe('find e-mail with its services down', () => {
  let t: TestApp;
  let hunter: FakeHunterServer;
  beforeAll(async () => {
    hunter = await startFakeHunter();
    t = await startTestApp({ HUNTER_API_KEY: 'test-key', HUNTER_BASE_URL: hunter.baseUrl });
    t.ctx.emailFinder = createEmailFinder({
      hunter: t.ctx.config.hunter,
      logger: t.ctx.logger,
      resolver: stubResolver(),
    });
  });
  afterAll(async () => {
    await t.close();
    await hunter.close();
  });

  it("answers 503, not 'No email found', when Hunter and DNS fail, and keeps no answer", async () => {
    const token = await t.session('down@example.com');
    hunter.setHandler(() => ({ status: 503, body: {} }));
    const body = { fullName: 'Ada King', domain: 'dns-down.example', companyLinkedinId: '5' };
    const down = await t.call(findEmail, { token, body });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ message: EMAIL_LOOKUP_MESSAGES.unavailable });
    // Hunter back: the next lookup asks it (nothing was kept from the failure) and finds the address.
    hunter.setHandler(() => hunterFound('ada@dns-down.example'));
    const back = await t.call(findEmail, { token, body });
    expect(back.body).toMatchObject({ email: 'ada@dns-down.example', status: 'found' });
    // Hunter down but DNS answering: the built-in guess still comes back.
    hunter.setHandler(() => ({ status: 500, body: {} }));
    const guess = await t.call(findEmail, { token, body: { ...body, domain: 'example.com', companyLinkedinId: '6' } });
    expect(guess.body).toMatchObject({ email: 'ada.king@example.com', provider: 'builtin' });
  });
});

describe('find e-mail through Hunter', () => {
  let t: TestApp;
  let hunter: FakeHunterServer;
  beforeAll(async () => {
    hunter = await startFakeHunter();
    t = await startTestApp({ HUNTER_API_KEY: 'test-key', HUNTER_BASE_URL: hunter.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await hunter.close();
  });

  it("answers with Hunter's verified address and keeps answers per user", async () => {
    hunter.setHandler((query) =>
      query.get('domain') === 'example.com' ? hunterFound('grace.hopper@example.com') : { status: 404, body: {} },
    );
    const first = await t.session('hunter-a@example.com');
    const second = await t.session('hunter-b@example.com');
    const body = { fullName: 'Grace Hopper', domain: 'example.com', companyLinkedinId: '9' };
    const res = await t.call(findEmail, { token: first, body });
    expect(res.body).toMatchObject({
      email: 'grace.hopper@example.com',
      status: 'found',
      verified: true,
      provider: 'hunter',
    });
    expect(hunter.requests.at(-1)?.query.get('api_key')).toBe('test-key');
    await t.call(findEmail, { token: first, body });
    expect(hunter.requests).toHaveLength(1);
    await t.call(findEmail, { token: second, body });
    expect(hunter.requests).toHaveLength(2);
    const missing = await t.call(findEmail, {
      token: first,
      body: { fullName: 'Grace Hopper', domain: 'other.example' },
    });
    expect(missing.body).toMatchObject({ status: 'not_found', message: 'No email found' });
  });

  it('keeps the answer of the lookup asked last when two answer in the other order', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = [{ ...hunterFound('g.hopper@example.com'), until: held }, hunterFound('grace.hopper@example.com')];
    hunter.setHandler(() => answers.shift() ?? { status: 404, body: {} });
    const token = await t.session('hunter-c@example.com');
    const body = { fullName: 'Grace Hopper', domain: 'example.com', companyLinkedinId: '10', realtime: true };
    const asked = hunter.requests.length;
    const first = t.call(findEmail, { token, body });
    await vi.waitFor(() => expect(hunter.requests.length).toBe(asked + 1));
    const second = await t.call(findEmail, { token, body });
    expect(second.body).toMatchObject({ email: 'grace.hopper@example.com' });
    release();
    expect((await first).body).toMatchObject({ email: 'g.hopper@example.com' });
    const cached = await t.call(findEmail, { token, body: { ...body, realtime: false } });
    expect(cached.body).toMatchObject({ email: 'grace.hopper@example.com' });
    expect(hunter.requests.length).toBe(asked + 2);
  });
});
