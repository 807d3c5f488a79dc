import { send } from './publish-errors.ts';

type Options = { apiBase: string; userAgent: string; accessToken: string };

/** Enough pages for anyone who posts by hand: a picker of more than 500 suggestions is no help. */
const MAX_PAGES = 5;

export type SubscriptionsResult =
  | { ok: true; subreddits: string[] }
  | { ok: false; reason: 'forbidden' | 'unavailable'; detail: string };

/**
 * The subreddits the account subscribes to (`/subreddits/mine/subscriber`, needing the mysubreddits permission),
 * following Reddit's `after` cursor. A 403 means the token was granted without that permission.
 */
export async function redditSubscriptions(options: Options): Promise<SubscriptionsResult> {
  const names: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: '100', raw_json: '1', ...(after ? { after } : {}) });
    let response: Response;
    try {
      response = await send(`${options.apiBase}/subreddits/mine/subscriber?${query}`, {
        method: 'GET',
        headers: { authorization: `Bearer ${options.accessToken}`, 'user-agent': options.userAgent },
      });
    } catch (error) {
      return { ok: false, reason: 'unavailable', detail: (error as Error).message };
    }
    if (response.status === 403) return { ok: false, reason: 'forbidden', detail: 'Reddit answered 403' };
    if (!response.ok) return { ok: false, reason: 'unavailable', detail: `Reddit answered ${response.status}` };
    const listing = (await response.json()) as {
      data?: { after?: string | null; children?: { data?: { display_name?: string } }[] };
    };
    for (const child of listing.data?.children ?? []) {
      if (child.data?.display_name) names.push(child.data.display_name);
    }
    after = listing.data?.after ?? null;
    if (!after) break;
  }
  return {
    ok: true,
    subreddits: [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  };
}
