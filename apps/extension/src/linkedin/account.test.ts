import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createInstructionRunner } from '../background/instruction-runner.ts';
import { createHttpInstructionApi } from '../inroad/instruction-api.ts';
import { memoryStore } from '../platform/chrome.ts';
import { type FakeNetwork, startFakeNetwork } from '../test/fake-network.ts';
import { createAccountReporter } from './account.ts';

let net: FakeNetwork;
beforeEach(async () => {
  net ??= await startFakeNetwork();
  await net.reset();
  net.on('POST', '/api/extension/account', { body: { status: 'success' } });
});
afterAll(() => net?.close());

const reported = () => net.sent('/api/extension/account').map((request) => JSON.parse(request.body));

describe('the LinkedIn account kind', () => {
  it('tells the server a free account as free, read from the signed-in member', async () => {
    net.on('GET', '/voyager/api/me', { body: { plainId: 1, premiumSubscriber: false } });
    const reporter = createAccountReporter({ linkedin: net.deps.linkedin, inroad: net.deps.inroad });
    expect(await reporter.refresh()).toBe('free');
    expect(reported()).toEqual([{ linkedinAccount: 'free' }]);
    const me = net.sent('/voyager/api/me')[0];
    expect(me?.headers['csrf-token']).toBe('ajax:42');
  });

  it('reads premium from the normalised shape too, and reports again only after the period', async () => {
    net.on('GET', '/voyager/api/me', { body: { data: { premiumSubscriber: true }, included: [] } });
    let clock = 0;
    const reporter = createAccountReporter({
      linkedin: net.deps.linkedin,
      inroad: net.deps.inroad,
      everyMs: 1_000,
      now: () => clock,
    });
    await reporter.refresh();
    clock = 500;
    await reporter.refresh();
    expect(reported()).toEqual([{ linkedinAccount: 'premium' }]);
    clock = 1_500;
    await reporter.refresh();
    expect(reported()).toHaveLength(2);
  });

  it('keeps its last report across service-worker restarts, per Inroad user', async () => {
    net.on('GET', '/voyager/api/me', { body: { premiumSubscriber: false } });
    const store = memoryStore();
    let user = 'user-a';
    const wakeUp = () =>
      createAccountReporter({
        linkedin: net.deps.linkedin,
        inroad: net.deps.inroad,
        store,
        currentUser: async () => user,
      });
    expect(await wakeUp().refresh()).toBe('free');
    // The worker stopped while idle and started again a minute later: LinkedIn is not asked again.
    expect(await wakeUp().refresh()).toBe('free');
    expect(net.sent('/voyager/api/me')).toHaveLength(1);
    // Another user signed in to the extension: their server has not heard yet.
    user = 'user-b';
    await wakeUp().refresh();
    expect(net.sent('/voyager/api/me')).toHaveLength(2);
    expect(reported()).toEqual([{ linkedinAccount: 'free' }, { linkedinAccount: 'free' }]);
  });

  it('reports nothing when LinkedIn does not say, and never throws', async () => {
    net.on('GET', '/voyager/api/me', { status: 302, headers: { location: '/login' } });
    const reporter = createAccountReporter({ linkedin: net.deps.linkedin, inroad: net.deps.inroad });
    expect(await reporter.refresh()).toBeNull();
    expect(reported()).toEqual([]);
  });

  it('is reported before the instruction runner claims its first instruction', async () => {
    net.on('GET', '/voyager/api/me', { body: { premiumSubscriber: false } });
    net.on('POST', '/api/extension/instructions/claim', {
      body: { instruction: null, lease: null, nextClaimAfterMs: 60_000, pausedUntil: null },
    });
    const reporter = createAccountReporter({ linkedin: net.deps.linkedin, inroad: net.deps.inroad });
    const runner = createInstructionRunner({
      api: createHttpInstructionApi(net.deps.inroad),
      execute: async () => ({ ok: true, createdId: null, postCount: null, noteDropped: false }),
      beforeRun: () => reporter.refresh(),
    });
    expect(await runner.run()).toMatchObject({ end: 'empty' });
    const paths = net.requests.map((request) => request.path);
    expect(paths.indexOf('/api/extension/account')).toBeGreaterThan(-1);
    expect(paths.indexOf('/api/extension/account')).toBeLessThan(paths.indexOf('/api/extension/instructions/claim'));
  });
});
