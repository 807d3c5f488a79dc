/**
 * Opens a sign-in link as a browser does: the link's page (which signs in with a POST of its token), then that
 * page's form post, from the page's own origin; `serverUrl` reaches the server the link names. Answers the form post (303 with the session cookie when it worked).
 */
export async function openLoginLink(link: string, serverUrl?: string): Promise<Response> {
  const named = new URL(link);
  const url = serverUrl ? new URL(`${named.pathname}${named.search}`, serverUrl) : named;
  const page = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await page.text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (page.status !== 200 || !token) throw new Error(`sign-in link answered ${page.status} without a sign-in form`);
  return fetch(new URL('/api/login/verify', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
}
