import {
  deleteIntegration,
  INTEGRATION_MESSAGES,
  listIntegrations,
  OAUTH_FAILURE,
} from '@inroad/contracts/integrations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeLinkedIn, linkedInEnv, startFakeLinkedIn } from '../../../test/fake-linkedin-server.ts';
import { type FakeReddit, redditEnv, startFakeReddit } from '../../../test/fake-reddit-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { allowOnConsentPage, callBack, connect, startOAuth } from '../../../test/integrations-fixtures.ts';
import { integrations } from '../../db/schema/index.ts';
import { accessTokenOf, tokenCipher, tokenContext } from './integration-tokens.ts';

const TOKEN_KEY = Buffer.alloc(32, 9).toString('base64url');

let t: TestApp;
let linkedin: FakeLinkedIn;
let reddit: FakeReddit;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  reddit = await startFakeReddit();
  t = await startTestApp({ ...linkedInEnv(linkedin), ...redditEnv(reddit), TOKEN_ENCRYPTION_KEY: TOKEN_KEY });
  owner = await signUp(t, 'integrations@example.com');
  other = await signUp(t, 'integrations-other@example.com');
});
afterAll(async () => {
  await t.close();
  await linkedin.close();
  await reddit.close();
});

const list = (user: TestUser) => t.call(listIntegrations, { token: user.token });
const rowOf = async (id: number) => (await t.ctx.db.select().from(integrations).where(eq(integrations.id, id)))[0]!;

describe('connecting an integration', () => {
  it('connects LinkedIn through OpenID sign-in with w_member_social, and keeps the tokens encrypted', async () => {
    const started = await startOAuth(t, owner, 'type=linkedin&name=Work%20profile');
    expect(started.status).toBe(302);
    const authorize = new URL(started.location);
    expect(authorize.origin + authorize.pathname).toBe(`${linkedin.baseUrl}/oauth/v2/authorization`);
    expect(authorize.searchParams.get('scope')).toBe('openid profile w_member_social');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/integrations/oauth/callback/linkedin`);
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    const answer = await callBack(t, owner, await allowOnConsentPage(started.location), started.cookie);
    expect(answer.status).toBe(200);

    const listed = expectOk(await list(owner));
    expect(listed.body.available).toEqual({ linkedin: true, reddit: true });
    expect(listed.body.integrations).toEqual([
      expect.objectContaining({
        name: 'Work profile',
        platform: 'linkedin',
        status: 'connected',
        accountName: 'Ada Example',
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/li-(access|refresh)-/);

    const row = await rowOf(answer.body.id!);
    expect(row.accountId).toBe(linkedin.memberId);
    expect(row.accessTokenEnc).not.toMatch(/li-access-/);
    expect(row.refreshTokenEnc).not.toMatch(/li-refresh-/);
    const plain = (await tokenCipher(t.ctx.config)).decrypt(
      row.accessTokenEnc,
      tokenContext(row.userId, 'linkedin', 'access'),
    );
    expect(linkedin.validTokens.has(plain)).toBe(true);
    expect(expectOk(await list(other)).body.integrations).toEqual([]);
  });

  it('refuses a callback whose state does not match, without the cookie, or for another user', async () => {
    const started = await startOAuth(t, owner, 'type=linkedin');
    const callback = await allowOnConsentPage(started.location);
    const before = expectOk(await list(owner)).body.integrations.length;

    const forged = new URL(callback);
    forged.searchParams.set('state', 'attacker-state');
    const mismatch = await callBack(t, owner, forged, started.cookie);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(INTEGRATION_MESSAGES.stateMismatch);
    expect((await callBack(t, owner, callback, '')).status).toBe(400);
    expect((await callBack(t, other, callback, started.cookie)).status).toBe(400);

    // A browser is sent back to the screen, the reason in a short-lived cookie the screen reads, not in the address.
    const page = await callBack(t, owner, forged, started.cookie, 'text/html');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(OAUTH_FAILURE.redirect);
    const failure = page.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_FAILURE.cookie}=`));
    expect(failure).toBe(
      `${OAUTH_FAILURE.cookie}=${encodeURIComponent(INTEGRATION_MESSAGES.stateMismatch)}; Max-Age=60; Path=/integrations; SameSite=Lax`,
    );
    expect(expectOk(await list(owner)).body.integrations).toHaveLength(before);
  });

  it("sends a browser back with the network's own refusal, cut to 500 characters without splitting one", async () => {
    const started = await startOAuth(t, owner, 'type=linkedin');
    const refused = new URL(await allowOnConsentPage(started.location));
    refused.searchParams.delete('code');
    // "LinkedIn did not grant access: " is 31 characters: the 500th UTF-16 unit is the first half of an emoji.
    refused.searchParams.set('error', `${'x'.repeat(468)}${'🙂'.repeat(20)}`);
    const page = await callBack(t, owner, refused, started.cookie, 'text/html');
    expect(page.status).toBe(303);
    const cookie = page.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_FAILURE.cookie}=`)) ?? '';
    const message = decodeURIComponent(cookie.slice(OAUTH_FAILURE.cookie.length + 1).split(';')[0] ?? '');
    expect(Array.from(message)).toHaveLength(500);
    expect(message).toMatch(/^LinkedIn did not grant access: x+(🙂)+$/u);
  });

  it('connects Reddit with a permanent grant of identity, submit, read and history', async () => {
    const started = await startOAuth(t, owner, 'type=reddit&name=Reddit%20me');
    const authorize = new URL(started.location);
    expect(authorize.pathname).toBe('/api/v1/authorize');
    expect(authorize.searchParams.get('duration')).toBe('permanent');
    expect(authorize.searchParams.get('scope')).toBe('identity submit read history mysubreddits');
    const answer = await callBack(t, owner, await allowOnConsentPage(started.location), started.cookie);
    expect(answer.status).toBe(200);
    const tokenCall = reddit.requests.find((r) => r.path === '/api/v1/access_token');
    expect(tokenCall?.headers.authorization).toMatch(/^Basic /);
    expect((await rowOf(answer.body.id!)).accountName).toBe(reddit.username);
  });

  it('refreshes a token about to expire, and marks the integration expired when the refresh is refused', async () => {
    linkedin.expiresIn = 60;
    const id = await connect(t, owner, 'linkedin', 'Short-lived');
    linkedin.expiresIn = 3600 * 24 * 60;
    const refreshesBefore = linkedin.refreshes;
    const fresh = await accessTokenOf(t.ctx, await rowOf(id));
    expect(linkedin.refreshes).toBe(refreshesBefore + 1);
    expect(linkedin.validTokens.has(fresh)).toBe(true);
    const stored = await rowOf(id);
    expect(stored.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    // Fresh now: no second refresh.
    expect(await accessTokenOf(t.ctx, stored)).toBe(fresh);
    expect(linkedin.refreshes).toBe(refreshesBefore + 1);

    linkedin.refuseRefresh = true;
    await expect(accessTokenOf(t.ctx, stored, new Date(Date.now() + 61 * 24 * 3600_000))).rejects.toThrow(/expired/);
    linkedin.refuseRefresh = false;
    expect((await rowOf(id)).status).toBe('expired');
  });

  it('lists an integration whose access token ran out with nothing to renew it as expired, before a post fails', async () => {
    const id = await connect(t, owner, 'linkedin', 'No refresh token');
    await t.ctx.db
      .update(integrations)
      .set({ refreshTokenEnc: null, accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrations.id, id));
    const listed = expectOk(await list(owner)).body.integrations.find((i) => i.id === id);
    expect(listed?.status).toBe('expired');
  });

  it('lists a Reddit integration granted without history as expired until it is connected again', async () => {
    const user = await signUp(t, 'integrations-history@example.com');
    const statusOf = async (id: number) =>
      expectOk(await list(user)).body.integrations.find((i) => i.id === id)?.status;
    // Granted as Inroad asked before it needed history.
    reddit.scopesGranted = ['identity', 'submit', 'read', 'mysubreddits'];
    const id = await connect(t, user, 'reddit', 'Granted before history').finally(() => {
      reddit.scopesGranted = null;
    });
    expect(await statusOf(id)).toBe('expired');
    await expect(accessTokenOf(t.ctx, await rowOf(id))).rejects.toThrow('The reddit integration has expired');

    const started = await startOAuth(t, user, `type=reddit&id=${id}`);
    expect((await callBack(t, user, await allowOnConsentPage(started.location), started.cookie)).body.id).toBe(id);
    expect(await statusOf(id)).toBe('connected');

    // One connected before Inroad kept what was granted was never asked for history either.
    await t.ctx.db.update(integrations).set({ grantedScopes: null }).where(eq(integrations.id, id));
    expect(await statusOf(id)).toBe('expired');
  });

  it('a refresh refused for tokens a reconnect has replaced meanwhile leaves the integration connected, on its new token', async () => {
    linkedin.expiresIn = 60;
    const id = await connect(t, owner, 'linkedin', 'Reconnected while refreshing');
    linkedin.expiresIn = 3600 * 24 * 60;
    // A job read the integration with its expiring token; the user reconnects before the job refreshes it.
    const readByJob = await rowOf(id);
    const started = await startOAuth(t, owner, `type=linkedin&id=${id}`);
    expect((await callBack(t, owner, await allowOnConsentPage(started.location), started.cookie)).body.id).toBe(id);
    const reconnected = await rowOf(id);

    linkedin.refuseRefresh = true;
    try {
      const token = await accessTokenOf(t.ctx, readByJob);
      expect(linkedin.validTokens.has(token)).toBe(true);
    } finally {
      linkedin.refuseRefresh = false;
    }
    expect(await rowOf(id)).toMatchObject({ status: 'connected', accessTokenEnc: reconnected.accessTokenEnc });

    // A refresh that succeeds for the old tokens does not store them over the reconnect's.
    const refreshed = await accessTokenOf(t.ctx, readByJob);
    expect(linkedin.validTokens.has(refreshed)).toBe(true);
    expect((await rowOf(id)).accessTokenEnc).toBe(reconnected.accessTokenEnc);
  });

  it('reconnects an integration in place and removes one; another user’s id answers 404', async () => {
    const id = await connect(t, owner, 'linkedin', 'To reconnect');
    await t.ctx.db.update(integrations).set({ status: 'revoked' }).where(eq(integrations.id, id));
    const started = await startOAuth(t, owner, `type=linkedin&id=${id}`);
    expect((await callBack(t, owner, await allowOnConsentPage(started.location), started.cookie)).body.id).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: 'connected', name: 'To reconnect' });
    expect((await startOAuth(t, other, `type=linkedin&id=${id}`)).status).toBe(404);

    expect((await t.call(deleteIntegration, { token: other.token, body: { id } })).status).toBe(404);
    expect((await t.call(deleteIntegration, { token: owner.token, body: { id } })).status).toBe(200);
    expect(expectOk(await list(owner)).body.integrations.map((i) => i.id)).not.toContain(id);
  });

  it('adds an account already connected as the integration it has: new tokens and name, no second row', async () => {
    const id = await connect(t, owner, 'linkedin', 'Expired one');
    await t.ctx.db.update(integrations).set({ status: 'expired' }).where(eq(integrations.id, id));
    expect(await connect(t, owner, 'linkedin', 'Added again')).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: 'connected', name: 'Added again' });
    // Added without a name, it keeps its own.
    const unnamed = await startOAuth(t, owner, 'type=linkedin');
    expect((await callBack(t, owner, await allowOnConsentPage(unnamed.location), unnamed.cookie)).body.id).toBe(id);
    expect((await rowOf(id)).name).toBe('Added again');
    const ofAccount = expectOk(await list(owner)).body.integrations.filter((i) => i.platform === 'linkedin');
    expect(ofAccount.map((i) => i.id)).toEqual([id]);
  });

  it('refuses a reconnect signed in as another account, and adds that account as an integration of its own', async () => {
    const id = await connect(t, owner, 'linkedin', 'Ada at work');
    const before = await rowOf(id);
    linkedin.memberId = 'Zed789';
    linkedin.memberName = 'Zed Other';
    try {
      const started = await startOAuth(t, owner, `type=linkedin&id=${id}`);
      const answer = await callBack(t, owner, await allowOnConsentPage(started.location), started.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "You signed in to LinkedIn as Zed Other, but Ada at work is Ada Example's: sign in as Ada Example to reconnect it, or add Zed Other as an integration of its own.",
      );
      expect(await rowOf(id)).toEqual(before);
      const zed = await connect(t, owner, 'linkedin', 'Zed');
      expect(zed).not.toBe(id);
      expect(await rowOf(zed)).toMatchObject({ accountId: 'Zed789', accountName: 'Zed Other', name: 'Zed' });
    } finally {
      linkedin.memberId = 'AbC123';
      linkedin.memberName = 'Ada Example';
    }
  });

  it('answers 404 to a reconnect whose integration was removed meanwhile (another tab), and stores nothing', async () => {
    const id = await connect(t, owner, 'linkedin', 'Removed meanwhile');
    const started = await startOAuth(t, owner, `type=linkedin&id=${id}`);
    const callback = await allowOnConsentPage(started.location);
    // The removal commits while the callback, which found the integration, exchanges the code and waits to store.
    const answer = await sendWhileWriting(
      t,
      async (tx) => {
        await tx.delete(integrations).where(eq(integrations.id, id));
      },
      () => callBack(t, owner, callback, started.cookie),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Integration not found');
    expect(await t.ctx.db.select().from(integrations).where(eq(integrations.id, id))).toEqual([]);
  });

  it('answers 4xx naming what is wrong', async () => {
    expect((await startOAuth(t, owner, 'type=myspace')).body).toMatchObject({
      message: expect.stringMatching(/^type: /),
    });
    expect(
      (await t.request(deleteIntegration.method, deleteIntegration.path, { token: owner.token, body: {} })).status,
    ).toBe(400);
    expect((await t.call(listIntegrations)).status).toBe(401);
  });
});

describe('without client settings', () => {
  it('says which settings turn each network on', async () => {
    const bare = await startTestApp({ TOKEN_ENCRYPTION_KEY: TOKEN_KEY });
    try {
      const user = await signUp(bare, 'bare@example.com');
      const listed = expectOk(await bare.call(listIntegrations, { token: user.token }));
      expect(listed.body.available).toEqual({ linkedin: false, reddit: false });
      const started = await bare.request('GET', '/integrations/oauth/start?type=reddit', { token: user.token });
      expect(started.status).toBe(400);
      expect(started.body).toMatchObject({
        message: 'Reddit integrations are not configured: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET',
      });
    } finally {
      await bare.close();
    }
  });
});
