import type {
  FetchSourcePayload,
  Instruction,
  InstructionResult,
  ReadPostMetricsPayload,
} from '@inroad/contracts/instruction-payloads';
import { rawPart } from '../inroad/server-api.ts';
import type { RawResponse } from '../net/raw-response.ts';
import {
  connect,
  failed,
  failedWith,
  follow,
  type NetworkDeps,
  outcomeOf,
  resultOfError,
  succeeded,
  UnreadOutcome,
} from './actions.ts';
import { publishPost } from './publish-post.ts';

// One instruction from the server's queue: a client call against the network, then a post of the raw answer to
// the matching formatter, which stores what was read (fetch_source) or says whether the write worked.

/** The search words: the feed's query, else any of its keywords (each quoted so it matches as written). */
export function searchKeywords(payload: FetchSourcePayload): string {
  const query = payload.query?.trim();
  if (query) return query;
  return payload.keywords
    .map((keyword) => keyword.replaceAll('"', '').trim())
    .filter(Boolean)
    .map((keyword) => `"${keyword}"`)
    .join(' OR ');
}

/**
 * Whose posts a profile feed reads: its profile id, else the first person LinkedIn's people type-ahead finds by the
 * name it was typed in with (someone added while the extension was absent has no id).
 */
async function profileToRead(deps: NetworkDeps, payload: FetchSourcePayload): Promise<string | InstructionResult> {
  if (payload.profileId) return payload.profileId;
  const name = payload.profileName?.trim();
  if (!name) return failedWith('This feed has no LinkedIn profile to read', 'SOURCE_INCOMPLETE');
  const raw = await deps.linkedin.typeahead({ query: name, kind: 'people' });
  const found = await deps.inroad.formatLinkedinTypeahead({ ...rawPart(raw), kind: 'people' });
  if (found.failure) return failed(found.failure);
  const profileId = found.people.find((person) => person.linkedInId)?.linkedInId;
  return profileId ?? failedWith(`LinkedIn found no one named ${name}`, 'PROFILE_NOT_FOUND');
}

async function fetchSourceAnswer(
  deps: NetworkDeps,
  payload: FetchSourcePayload,
): Promise<RawResponse | InstructionResult> {
  if (payload.platform === 'linkedin') {
    if (payload.followedEntityType === 'profile_feed') {
      const profile = await profileToRead(deps, payload);
      if (typeof profile !== 'string') return profile;
      return deps.linkedin.profileUpdates({ profileId: profile, count: payload.count });
    }
    const keywords = searchKeywords(payload);
    const filtered = Object.values(payload.filters).some((ids) => ids.length > 0);
    if (!keywords && !filtered) return failedWith('This feed has no search keywords', 'SOURCE_INCOMPLETE');
    return deps.linkedin.searchPosts({
      keywords,
      count: payload.count,
      datePosted: payload.dateRange,
      filters: payload.filters,
    });
  }
  if (payload.followedEntityType === 'my_feed')
    return deps.reddit.listing({ feed: { kind: 'home' }, limit: payload.count });
  const feed = payload.query?.trim() ? { kind: 'path' as const, path: payload.query } : { kind: 'popular' as const };
  return deps.reddit.listing({ feed, limit: payload.count });
}

async function fetchSource(deps: NetworkDeps, payload: FetchSourcePayload): Promise<InstructionResult> {
  const raw = await fetchSourceAnswer(deps, payload);
  // Failed before LinkedIn or Reddit answered with posts (a feed missing what it needs, a person not found).
  if (!('status' in raw)) return raw;
  const formatted = await deps.inroad.formatPosts(payload.platform, { ...rawPart(raw), sourceId: payload.sourceId });
  return formatted.failure ? failed(formatted.failure) : succeeded({ postCount: formatted.posts.length });
}

/** A published post's numbers, read in the session and counted by the server's formatter. */
async function readPostMetrics(deps: NetworkDeps, payload: ReadPostMetricsPayload): Promise<InstructionResult> {
  const raw = await deps.linkedin.postUpdate({ postUrn: payload.postUrn });
  const formatted = await deps.inroad.formatLinkedinPostMetrics({ ...rawPart(raw), postUrn: payload.postUrn });
  if (formatted.failure) return failed(formatted.failure);
  if (!formatted.metrics) return failedWith('LinkedIn’s answer did not hold the post’s numbers', 'NO_COUNTS');
  return succeeded({ metrics: formatted.metrics });
}

async function perform(instruction: Instruction, deps: NetworkDeps): Promise<InstructionResult> {
  switch (instruction.type) {
    case 'fetch_source':
      return fetchSource(deps, instruction.payload);
    case 'like': {
      const { platform, postUrn } = instruction.payload;
      const raw =
        platform === 'linkedin'
          ? await deps.linkedin.react({ threadUrn: postUrn })
          : await deps.reddit.vote({ fullname: postUrn, dir: 1 });
      return outcomeOf(deps, platform, raw);
    }
    case 'unlike': {
      const { platform, postUrn, reactionUrn } = instruction.payload;
      if (platform === 'reddit')
        return outcomeOf(deps, platform, await deps.reddit.vote({ fullname: postUrn, dir: 0 }));
      if (!reactionUrn)
        return failedWith('LinkedIn removes a like by its id, and this like has none recorded', 'NO_REACTION_ID');
      return outcomeOf(deps, platform, await deps.linkedin.unreact({ reactionUrn }));
    }
    case 'comment': {
      const { platform, postUrn, text, parentCommentUrn } = instruction.payload;
      const target = parentCommentUrn ?? postUrn;
      const raw =
        platform === 'linkedin'
          ? await deps.linkedin.comment({ threadUrn: target, text })
          : await deps.reddit.comment({ parentFullname: target, text });
      return outcomeOf(deps, platform, raw);
    }
    case 'edit_comment': {
      const { platform, commentUrn, text } = instruction.payload;
      const raw =
        platform === 'linkedin'
          ? await deps.linkedin.editComment({ commentUrn, text })
          : await deps.reddit.editComment({ fullname: commentUrn, text });
      return outcomeOf(deps, platform, raw);
    }
    case 'delete_comment': {
      const { platform, commentUrn } = instruction.payload;
      const raw =
        platform === 'linkedin'
          ? await deps.linkedin.deleteComment({ commentUrn })
          : await deps.reddit.deleteComment({ fullname: commentUrn });
      return outcomeOf(deps, platform, raw);
    }
    case 'follow':
      return follow(deps, { profileId: instruction.payload.profileId, following: true });
    case 'unfollow':
      return follow(deps, { profileId: instruction.payload.profileId, following: false });
    case 'connect':
      return connect(deps, instruction.payload);
    case 'withdraw_connection':
      return outcomeOf(deps, 'linkedin', await deps.linkedin.withdrawInvitation(instruction.payload));
    case 'publish_post':
      return publishPost(deps, instruction.payload);
    case 'read_post_metrics':
      return readPostMetrics(deps, instruction.payload);
  }
}

/**
 * Whatever goes wrong becomes a failed result to report, except a write whose answer Inroad could not read just
 * then: that throws UnreadOutcome, for the runner to keep the answer and have it read once Inroad is back.
 */
export async function executeInstruction(instruction: Instruction, deps: NetworkDeps): Promise<InstructionResult> {
  try {
    return await perform(instruction, deps);
  } catch (error) {
    if (error instanceof UnreadOutcome) throw error;
    return resultOfError(error);
  }
}
