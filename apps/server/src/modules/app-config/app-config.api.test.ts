import { getAppConfig } from '@inroad/contracts/app-config';
import { createContentPlan } from '@inroad/contracts/content-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let local: TestApp;
let remote: TestApp;
// Both stand behind a proxy on loopback, so the host it forwards is the host the user asked for.
beforeAll(async () => {
  local = await startTestApp({ TRUST_PROXY: 'loopback' });
  remote = await startTestApp({
    TRUST_PROXY: 'loopback',
    CREATE_AREA: 'off',
    LOCAL_HOSTS: 'dev.example.test',
    HUNTER_API_KEY: 'k',
  });
});
afterAll(async () => {
  await local.close();
  await remote.close();
});

describe('app config', () => {
  it('opens the Create area on a local development host by default, and not elsewhere', async () => {
    const onLoopback = await local.call(getAppConfig);
    expect(onLoopback.body).toMatchObject({ createArea: true, localDevelopmentHost: true, ai: { engine: 'local' } });
    const onPublicHost = await local.call(getAppConfig, { headers: { 'x-forwarded-host': 'inroad.example.com' } });
    expect(onPublicHost.body).toMatchObject({ createArea: false, localDevelopmentHost: false });
  });

  it("closes the Create area's API where its screens are closed, not only the screens", async () => {
    const plan = { body: { name: 'Launch', type: 'blank' } } as const;
    const token = await local.session('create-area@example.com');
    expect((await local.call(createContentPlan, { token, ...plan })).status).toBe(200);
    const elsewhere = await local.call(createContentPlan, {
      token,
      ...plan,
      headers: { 'x-forwarded-host': 'inroad.example.com' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ message: 'The Create area is not available on this Inroad' });
    const off = await remote.session('create-area-off@example.com');
    expect((await remote.call(createContentPlan, { token: off, ...plan })).status).toBe(404);
  });

  it('follows CREATE_AREA=off and LOCAL_HOSTS', async () => {
    const res = await remote.call(getAppConfig, { headers: { 'x-forwarded-host': 'dev.example.test:3000' } });
    expect(res.body).toMatchObject({ createArea: false, localDevelopmentHost: true, emailFinder: 'hunter' });
  });
});
