import type {
  FormatCommentsBody,
  FormatCompanyBody,
  FormatOutcomeBody,
  FormatPostMetricsBody,
  FormatPostsBody,
  FormatProfileBody,
  FormatTypeaheadBody,
  FormattedComments,
  FormattedCompany,
  FormattedOutcome,
  FormattedPostMetrics,
  FormattedPosts,
  FormattedProfile,
  FormattedTypeahead,
  NetworkFailure,
  NetworkPlatform,
} from '@inroad/contracts/network';
import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import { AppError } from '../../http/app-error.ts';
import { parseLinkedinCompany } from './linkedin/company.ts';
import { classifyLinkedinAnswer, linkedinCreatedId } from './linkedin/failure.ts';
import { parseLinkedinPostMetrics } from './linkedin/post-metrics.ts';
import { parseLinkedinPosts } from './linkedin/posts.ts';
import { parseLinkedinProfile } from './linkedin/profile.ts';
import { parseLinkedinTypeahead } from './linkedin/typeahead.ts';
import { RawDataError } from './raw.ts';
import { parseRedditComments } from './reddit/comments.ts';
import { classifyRedditAnswer, redditCreatedId } from './reddit/failure.ts';
import { parseRedditPosts } from './reddit/posts.ts';

// The formatters: classify the network's answer first (an error answer is a typed failure, not bad input), then
// parse it; input that is neither is a 400 naming what is wrong.

/** Stores normalised posts in a source's inbox (the inbox's ingest service). */
export type IngestPosts = (options: { userId: string; sourceId: string; posts: NormalizedPost[] }) => Promise<unknown>;

type Raw = { rawData?: unknown; httpStatus?: number };

const CLASSIFY: Record<
  NetworkPlatform,
  (answer: { httpStatus?: number; body?: unknown; location?: string }) => NetworkFailure | null
> = {
  linkedin: classifyLinkedinAnswer,
  reddit: classifyRedditAnswer,
};

function failureOf(platform: NetworkPlatform, raw: Raw): NetworkFailure | null {
  return CLASSIFY[platform]({ httpStatus: raw.httpStatus, body: raw.rawData });
}

function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof RawDataError) {
      throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}

export async function formatPosts(options: {
  platform: NetworkPlatform;
  userId: string;
  body: FormatPostsBody;
  ingest?: IngestPosts;
  now?: Date;
}): Promise<FormattedPosts> {
  const { platform, body } = options;
  const failure = failureOf(platform, body);
  if (failure) return { posts: [], skipped: 0, ingested: false, failure };
  const { posts, skipped } = parsed(() =>
    platform === 'linkedin' ? parseLinkedinPosts(body.rawData, { now: options.now }) : parseRedditPosts(body.rawData),
  );
  let ingested = false;
  if (body.sourceId && options.ingest && posts.length > 0) {
    await options.ingest({ userId: options.userId, sourceId: body.sourceId, posts });
    ingested = true;
  }
  return { posts, skipped, ingested, failure: null };
}

export function formatRedditComments(body: FormatCommentsBody): FormattedComments {
  const failure = failureOf('reddit', body);
  if (failure) return { comments: [], failure };
  return { comments: parsed(() => parseRedditComments(body.rawData)), failure: null };
}

export function formatLinkedinProfile(body: FormatProfileBody, now?: Date): FormattedProfile {
  const failure = failureOf('linkedin', body);
  if (failure) return { profile: null, failure };
  return { profile: parsed(() => parseLinkedinProfile(body.rawData, { now })), failure: null };
}

export function formatLinkedinTypeahead(body: FormatTypeaheadBody): FormattedTypeahead {
  const failure = failureOf('linkedin', body);
  if (failure) return { people: [], companies: [], failure };
  return { ...parsed(() => parseLinkedinTypeahead(body.rawData, body.kind)), failure: null };
}

export function formatLinkedinCompany(body: FormatCompanyBody): FormattedCompany {
  const failure = failureOf('linkedin', body);
  if (failure) return { company: null, failure };
  return { company: parsed(() => parseLinkedinCompany(body.rawData)), failure: null };
}

export function formatLinkedinPostMetrics(body: FormatPostMetricsBody): FormattedPostMetrics {
  const failure = failureOf('linkedin', body);
  if (failure) return { metrics: null, failure };
  return { metrics: parsed(() => parseLinkedinPostMetrics(body.rawData, body.postUrn)), failure: null };
}

export function formatOutcome(platform: NetworkPlatform, body: FormatOutcomeBody): FormattedOutcome {
  const failure = CLASSIFY[platform]({ httpStatus: body.httpStatus, body: body.rawData, location: body.location });
  if (failure) return { failure, createdId: null };
  const createdId =
    platform === 'linkedin' ? linkedinCreatedId(body.rawData, body.restliId) : redditCreatedId(body.rawData);
  return { failure: null, createdId: createdId ?? null };
}
