import { isDemoMediaPath } from '@inroad/contracts/post-ingest';

/**
 * Post data comes from other people's posts: a URL is used as a link, image, video or frame source only when it
 * is an absolute http(s) URL, so a `javascript:` or `data:` value can never run in the app's origin.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A post's image, video or document: as safeHttpUrl, or one of Inroad's own placeholder media (the demo
 * workspace's), a path on this origin that the browser loads from wherever the app is reached.
 */
export function safeMediaUrl(value: string | null | undefined): string | null {
  if (value && isDemoMediaPath(value)) return value;
  return safeHttpUrl(value);
}

/** The host name for a link label ('www.' dropped), or the URL itself when it has none. */
export function urlHost(value: string): string {
  try {
    return new URL(value).hostname.replace(/^www\./, '');
  } catch {
    return value;
  }
}
