import { AppError, notFound } from '../../http/app-error.ts';

/** How long the bucket has to start answering a read before the reader is told it failed. */
const BUCKET_ANSWER_MS = 30_000;

export interface RelayedMedia {
  /** 206 when the bucket sent the range asked for. */
  status: 200 | 206;
  contentRange: string | null;
  contentLength: string | null;
  body: NonNullable<Response['body']>;
}

/**
 * A file (or one byte range of it) read from the bucket through its presigned link, handed on as a stream as it
 * arrives rather than held in memory. Its length and range are the bucket's, so they always match the bytes sent.
 */
export async function readFromBucket(
  link: string,
  range: { start: number; end: number } | null,
): Promise<RelayedMedia> {
  const answering = new AbortController();
  const timer = setTimeout(() => answering.abort(), BUCKET_ANSWER_MS);
  let response: Response;
  try {
    response = await fetch(link, {
      headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      signal: answering.signal,
    });
  } catch (error) {
    throw new AppError('BAD_GATEWAY', 'Media storage could not be reached; try again shortly', { cause: error });
  } finally {
    clearTimeout(timer);
  }
  const { status, body } = response;
  if ((status === 200 || status === 206) && body) {
    return {
      status,
      contentRange: status === 206 ? response.headers.get('content-range') : null,
      contentLength: response.headers.get('content-length'),
      body,
    };
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 404) throw notFound('Media');
  throw new AppError('BAD_GATEWAY', `Media storage answered ${response.status}; try again shortly`);
}
