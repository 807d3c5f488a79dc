import type { NetworkPublisher, PostContent, PostMedia, PublishedPost } from './network-publisher.ts';
import { errorForResponse, PermanentPublishError, send, TransientPublishError } from './publish-errors.ts';

type Options = { apiBase: string; userAgent: string; accessToken: string; username: string };

/** What Reddit's rate-limit headers last said, per account: calls left and when the window resets. */
const windows = new Map<string, { remaining: number; resetsAt: number }>();

/** Reddit's errors that will not change on another try are permanent; RATELIMIT waits the time it names. */
function errorFromSubmit(errors: unknown[][]): Error {
  const [code, message] = errors[0] as [string, string];
  if (code === 'RATELIMIT') {
    const minutes = /(\d+) minute/.exec(message)?.[1];
    const seconds = /(\d+) second/.exec(message)?.[1];
    const wait = minutes ? Number(minutes) * 60_000 : seconds ? Number(seconds) * 1000 : 60_000;
    return new TransientPublishError(`Reddit: ${message}`, { mayHavePosted: false, retryAfterMs: wait });
  }
  return new PermanentPublishError(`Reddit refused the post: ${code}: ${message}`);
}

/**
 * The first http(s) link in a text, without trailing punctuation; a closing bracket stays when the link opened it
 * (https://en.wikipedia.org/wiki/Sales_(disambiguation)), and goes when the sentence did ('(see https://x.io)').
 */
export function firstUrl(text: string): string | null {
  let url = /https?:\/\/[^\s<>"]+/i.exec(text)?.[0];
  if (!url) return null;
  for (;;) {
    const last = url.at(-1) ?? '';
    const opener = last === ')' ? '(' : last === ']' ? '[' : null;
    const unbalanced = opener !== null && url.split(opener).length - 1 < url.split(last).length - 1;
    if (!'.,;:!?'.includes(last) && !unbalanced) break;
    url = url.slice(0, -1);
  }
  return /^https?:\/\/./i.test(url) ? url : null;
}

/** The kind the user chose, else from the content: an image when one is attached, a link when the text is only a URL. */
function postKind(content: PostContent): 'text' | 'link' | 'image' {
  if (content.redditKind) return content.redditKind;
  if (content.media?.kind === 'video') throw new PermanentPublishError('Inroad does not post videos to Reddit');
  if (content.media?.kind === 'image') return 'image';
  return /^https?:\/\/\S+$/i.test(content.text.trim()) ? 'link' : 'text';
}

const permalinkUrl = (permalink: string) => `https://www.reddit.com${permalink}`;

/**
 * Once Reddit has taken a submit, whatever goes wrong reading about it is not a refusal: the post may be up, so the
 * attempt stays open and the next one looks for it before posting again.
 */
function acceptedUnseen(why: string): TransientPublishError {
  return new TransientPublishError(`Reddit accepted the post, but ${why}`, { mayHavePosted: true });
}

/** The submit's answer, whose body may be cut off or not JSON (a proxy's page) after Reddit took the post. */
async function readAccepted(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new TransientPublishError(`Reddit's answer to the post could not be read (${(error as Error).message})`, {
      mayHavePosted: true,
    });
  }
}

/**
 * Reddit's `submit` with the integration's token: a self post, a link post (a text that is only a URL), or an
 * image post (the image goes up through Reddit's media lease first). To the chosen subreddit, or the user's
 * profile (`u_{name}`). Respects x-ratelimit-remaining/-reset: with no calls left it waits for the window.
 */
export function redditPublisher(options: Options): NetworkPublisher {
  const auth = { authorization: `Bearer ${options.accessToken}`, 'user-agent': options.userAgent };

  async function call(path: string, init: RequestInit): Promise<Response> {
    const window = windows.get(options.username);
    if (window && window.remaining < 1 && window.resetsAt > Date.now()) {
      throw new TransientPublishError('Reddit rate limit reached; waiting for the window to reset', {
        mayHavePosted: false,
        retryAfterMs: window.resetsAt - Date.now(),
      });
    }
    const response = await send(`${options.apiBase}${path}`, { ...init, headers: { ...auth, ...init.headers } });
    const remaining = Number(response.headers.get('x-ratelimit-remaining'));
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    if (response.headers.has('x-ratelimit-remaining') && Number.isFinite(remaining) && Number.isFinite(reset)) {
      windows.set(options.username, { remaining, resetsAt: Date.now() + reset * 1000 });
    }
    if (!response.ok) throw await errorForResponse(response, 'Reddit');
    return response;
  }

  async function uploadImage(media: Extract<PostMedia, { kind: 'image' }>): Promise<string> {
    const extension = media.contentType.split('/')[1] ?? 'png';
    const lease = await call('/api/media/asset.json', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ filepath: `image.${extension}`, mimetype: media.contentType }),
    });
    const { args } = (await lease.json()) as { args: { action: string; fields: { name: string; value: string }[] } };
    const action = args.action.startsWith('//') ? `${new URL(options.apiBase).protocol}${args.action}` : args.action;
    const form = new FormData();
    for (const field of args.fields) form.set(field.name, field.value);
    form.set('file', new Blob([new Uint8Array(media.bytes)], { type: media.contentType }), `image.${extension}`);
    const upload = await send(action, { method: 'POST', body: form });
    if (!upload.ok) throw await errorForResponse(upload, 'Reddit media upload');
    const key = args.fields.find((field) => field.name === 'key')?.value;
    if (!key) throw new PermanentPublishError('Reddit media lease named no key');
    return `${action}/${key}`;
  }

  const target = (content: PostContent) => content.subreddit ?? `u_${options.username}`;

  /** The user's newest posts; Reddit lists them only to a token granted `history`. */
  async function recentSubmissions() {
    const response = await call(
      `/user/${encodeURIComponent(options.username)}/submitted?sort=new&limit=25&raw_json=1`,
      {
        method: 'GET',
      },
    );
    const listing = (await response.json()) as {
      data?: {
        children?: {
          data: { name: string; title: string; subreddit: string; permalink: string; created_utc: number };
        }[];
      };
    };
    return (listing.data?.children ?? []).map((child) => child.data);
  }

  async function find(content: PostContent, since: Date): Promise<PublishedPost | null> {
    const title = content.title ?? '';
    const subreddit = target(content).toLowerCase();
    const post = (await recentSubmissions()).find(
      (p) =>
        p.title === title &&
        p.subreddit.toLowerCase() === subreddit &&
        p.created_utc * 1000 >= since.getTime() - 60_000,
    );
    return post ? { postId: post.name, url: permalinkUrl(post.permalink) } : null;
  }

  return {
    async publish(content) {
      if (!content.title) throw new PermanentPublishError('A Reddit post needs a title');
      const since = new Date();
      const body = new URLSearchParams({
        api_type: 'json',
        sr: target(content),
        title: content.title,
        resubmit: 'true',
        sendreplies: 'true',
      });
      const kind = postKind(content);
      if (kind === 'image') {
        if (content.media?.kind !== 'image') throw new PermanentPublishError('An image post needs an image attached');
        body.set('kind', 'image');
        body.set('url', await uploadImage(content.media));
      } else if (kind === 'link') {
        const url = firstUrl(content.text);
        if (!url) throw new PermanentPublishError('A link post needs a link (https://…) in its text');
        body.set('kind', 'link');
        body.set('url', url);
      } else {
        body.set('kind', 'self');
        body.set('text', content.text);
      }
      const response = await call('/api/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const answer = (await readAccepted(response)) as {
        json?: { errors?: unknown[][]; data?: { name?: string; url?: string } };
      };
      const errors = answer.json?.errors ?? [];
      if (errors.length > 0) throw errorFromSubmit(errors);
      const data = answer.json?.data;
      if (data?.name && data.url) return { postId: data.name, url: data.url };
      // Media posts answer without the post's id: it is found among the user's submissions.
      const found = await find(content, since).catch((error: unknown) => {
        throw acceptedUnseen(`it could not be looked up just now (${(error as Error).message})`);
      });
      if (!found) throw acceptedUnseen('it is not listed yet');
      return found;
    },
    findExisting: find,
    async readMetrics(postId) {
      const response = await call(`/api/info?id=${encodeURIComponent(postId)}&raw_json=1`, { method: 'GET' });
      const listing = (await response.json()) as {
        data?: { children?: { data: { score?: number; num_comments?: number; num_crossposts?: number } }[] };
      };
      const post = listing.data?.children?.[0]?.data;
      if (!post) throw new PermanentPublishError('Reddit no longer lists the post');
      // Reddit counts no shares; crossposts are the nearest it tells.
      return { likes: post.score ?? 0, comments: post.num_comments ?? 0, shares: post.num_crossposts ?? 0 };
    },
  };
}
