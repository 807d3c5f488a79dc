import type { Platform } from '@inroad/contracts/integrations';
import type { TestUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** The sealed state cookie a start answer sets, as `name=value` for the callback. */
export const oauthCookieOf = (headers: Headers) =>
  /inroad_oauth=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';

/** Starts an authorisation as the browser would: the redirect to the network and the state cookie. */
export async function startOAuth(t: TestApp, user: TestUser, query: string) {
  const started = await t.request('GET', `/integrations/oauth/start?${query}`, { token: user.token });
  return {
    status: started.status,
    location: started.headers.get('location') ?? '',
    cookie: oauthCookieOf(started.headers),
    body: started.body,
  };
}

/** Opens the fake network's consent page and follows its 'Allow' link: the callback URL with code and state. */
export async function allowOnConsentPage(location: string): Promise<URL> {
  const page = await (await fetch(location)).text();
  const href = /<a href="([^"]+)">Allow<\/a>/.exec(page)?.[1];
  if (!href) throw new Error('no Allow link on the consent page');
  return new URL(href.replaceAll('&#38;', '&'));
}

/** The callback, with the state cookie, as an API client (JSON answers). */
export async function callBack(
  t: TestApp,
  user: TestUser,
  callbackUrl: URL,
  cookie: string,
  accept = 'application/json',
) {
  return t.request<{ status?: string; id?: number; message?: string }>(
    'GET',
    `${callbackUrl.pathname.replace(/^\/api/, '')}${callbackUrl.search}`,
    { token: user.token, headers: { cookie, accept } },
  );
}

/** Connects an integration through the whole flow and returns its id. */
export async function connect(t: TestApp, user: TestUser, platform: Platform, name = 'Work'): Promise<number> {
  const started = await startOAuth(t, user, `type=${platform}&name=${encodeURIComponent(name)}`);
  if (started.status !== 302) throw new Error(`start answered ${started.status} ${JSON.stringify(started.body)}`);
  const answer = await callBack(t, user, await allowOnConsentPage(started.location), started.cookie);
  if (answer.status !== 200 || !answer.body.id)
    throw new Error(`callback answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}
