import { randomUUID } from 'node:crypto';
import {
  FEED_REFRESH_STALE_AFTER_MS,
  type FeedRefreshProgress,
  HARD_REFRESH_DATE_RANGE,
  HARD_REFRESH_POST_COUNT,
  REFRESH_POST_COUNT,
  type StartFeedRefreshResponse,
} from '@inroad/contracts/feed-refresh';
import { FetchSourcePayload } from '@inroad/contracts/instruction-payloads';
import { SOURCE_QUERY_MAX_LENGTH, type SourceCompany, type SourcePerson } from '@inroad/contracts/source';
import { clipText, stripUnsafeText } from '@inroad/contracts/text';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { formatLocalTime } from '../../lib/zoned-time.ts';
import { onInstructionClaim } from '../instructions/failure-handlers.ts';
import * as iq from '../instructions/instructions.queries.ts';
import { userTimeZone } from '../user/user.queries.ts';
import * as q from './feed-refresh.queries.ts';

// A feed refresh is the set of fetch_source instructions queued together, one per active source, marked with one
// refresh id. Its progress is counted from them, so it needs no table of its own and survives restarts.

const NO_REFRESH: FeedRefreshProgress = {
  totalSourceCount: 0,
  pendingSourceCount: 0,
  refreshId: null,
  hard: false,
  startedAt: null,
  inProgress: false,
};

const idsOf = (entries: ReadonlyArray<SourcePerson | SourceCompany>, pick: (e: never) => unknown): string[] =>
  entries
    .map((entry) => pick(entry as never))
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .slice(0, 50);
/**
 * LinkedIn filters and reads profiles by id. Someone typed in by name alone has none: the extension looks a
 * profile up by its name (profileName), and a search looks for a company's name in the posts instead.
 */
const personId = (person: SourcePerson) => person.salesNavId || person.linkedInId || null;
const companyId = (company: SourceCompany) => company.companyId;

/** Any of the terms, each quoted so it matches as written: as many as keep the query within its length. */
function anyOf(terms: readonly string[]): string {
  let query = '';
  for (const term of terms) {
    const words = term.replaceAll('"', '').trim();
    if (!words) continue;
    const next = query ? `${query} OR "${words}"` : `"${words}"`;
    if (next.length > SOURCE_QUERY_MAX_LENGTH) break;
    query = next;
  }
  return query;
}

/**
 * The words of a LinkedIn search results link (linkedin.com/search/results/…?keywords=…): a feed saved with only
 * the link pasted is read by them, as the extension reads a search by its words, never by its link.
 */
function searchUrlWords(url: string | null): string | null {
  let link: URL;
  try {
    link = new URL(url?.trim() ?? '');
  } catch {
    return null;
  }
  const linkedIn = link.hostname === 'linkedin.com' || link.hostname.endsWith('.linkedin.com');
  if (!linkedIn || !link.pathname.startsWith('/search/results/')) return null;
  const words = stripUnsafeText(link.searchParams.get('keywords') ?? '').trim();
  return clipText(words, SOURCE_QUERY_MAX_LENGTH).trim() || null;
}

/**
 * A search's words. A person or company without an id cannot narrow the search as a filter, so the search reads
 * the posts naming them: by their names alone, or by the feed's own words and the names together (when both fit
 * in a query). Not beside a person or company with an id: its filter and the names' words would both have to
 * match, where the user meant either.
 */
function searchQueryOf(source: q.SourceRow): string | null {
  const own = source.query?.trim() || null;
  if (source.followedEntityType !== 'search') return own;
  const words = own ?? searchUrlWords(source.url);
  const people = [...source.postedByPeople, ...source.mentionedPeople];
  const companies = [...source.postedByCompanies, ...source.posterWorksAtCompanies, ...source.mentionedCompanies];
  const hasId = people.some((person) => personId(person)?.trim()) || companies.some((c) => companyId(c)?.trim());
  if (hasId) return words;
  const named = anyOf([...new Set([...people, ...companies].map((entry) => entry.name))]);
  if (!named) return words;
  const narrowed = words ?? anyOf(source.keywords);
  if (!narrowed) return named;
  const both = `(${narrowed}) AND (${named})`;
  return both.length <= SOURCE_QUERY_MAX_LENGTH ? both : words;
}

/** What the extension needs to read one source: where to look, the filters, and how far back. */
export function fetchPayloadOf(
  source: q.SourceRow,
  refresh: { refreshId: string | null; hard: boolean },
): FetchSourcePayload {
  return FetchSourcePayload.parse({
    sourceId: source.id,
    platform: source.platform,
    followedEntityType: source.followedEntityType,
    query: searchQueryOf(source),
    keywords: source.keywords,
    url: source.url?.trim() || null,
    profileId: source.profile ? personId(source.profile) : null,
    profileName: source.profile ? clipText(source.profile.name.trim(), 200) || null : null,
    filters: {
      fromMember: idsOf(source.postedByPeople, personId),
      fromOrganization: idsOf(source.postedByCompanies, companyId),
      authorCompany: idsOf(source.posterWorksAtCompanies, companyId),
      mentionsMember: idsOf(source.mentionedPeople, personId),
      mentionsOrganization: idsOf(source.mentionedCompanies, companyId),
    },
    dateRange: refresh.hard ? HARD_REFRESH_DATE_RANGE : source.dateRange,
    count: refresh.hard ? HARD_REFRESH_POST_COUNT : REFRESH_POST_COUNT,
    refreshId: refresh.refreshId,
    hard: refresh.hard,
  });
}

type RefreshState = { head: q.RefreshHead; total: number; open: number; stale: boolean };

async function currentRefresh(db: DbOrTx, userId: string, now: Date): Promise<RefreshState | undefined> {
  const head = await q.findLatestRefresh(db, userId);
  if (!head) return undefined;
  const counts = await q.countRefresh(db, userId, head);
  const last = Math.max(head.startedAt.getTime(), counts.lastActivity?.getTime() ?? 0);
  // Nothing claimed or reported for an hour: the extension is away, the refresh no longer counts as running.
  const stale = counts.open > 0 && now.getTime() - last > FEED_REFRESH_STALE_AFTER_MS;
  return { head, total: counts.total, open: counts.open, stale };
}

function progressOf(state: RefreshState | undefined, paused: boolean): FeedRefreshProgress {
  if (!state) return NO_REFRESH;
  return {
    totalSourceCount: state.total,
    pendingSourceCount: state.open,
    refreshId: state.head.refreshId,
    hard: state.head.hard,
    startedAt: state.head.startedAt.toISOString(),
    // While the queue is paused nothing is read: the refresh is not under way, its feeds wait for the pause.
    inProgress: state.open > 0 && !state.stale && !paused,
  };
}

const pausedAt = (state: iq.QueueState | undefined, now: Date) =>
  state?.pausedUntil && state.pausedUntil > now ? state.pausedUntil : null;

/**
 * Starts a refresh of the user's active sources. While one is running its progress is the answer and nothing is
 * queued (a second click, or the extension asking as well, is harmless). While the queue is paused after a
 * network limit, no refresh starts: 429 with the time it resumes.
 */
export async function startFeedRefresh(options: {
  db: Db;
  userId: string;
  hard: boolean;
  now?: Date;
}): Promise<StartFeedRefreshResponse> {
  const { db, userId, hard } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // The queue's lock: two refreshes asked at once cannot both start.
    const queue = await iq.lockQueueState(tx, userId);
    const pausedUntil = pausedAt(queue, now);
    if (pausedUntil) {
      const when = formatLocalTime(pausedUntil, now, await userTimeZone(tx, userId));
      throw new AppError(
        'RATE_LIMITED',
        `Inroad paused its work on the networks until ${when.replace(/^(at|on) /, '')} to keep your account safe; refresh your feeds after that.`,
        { retryAfterSeconds: Math.ceil((pausedUntil.getTime() - now.getTime()) / 1000) },
      );
    }
    const running = await currentRefresh(tx, userId, now);
    if (running && running.open > 0) {
      if (!running.stale) return { status: 'success', started: false, progress: progressOf(running, false) };
      await q.cancelWaitingFetches(tx, userId, running.head, now);
    }

    const active = await q.listActiveSources(tx, userId);
    if (active.length === 0) return { status: 'success', started: false, progress: NO_REFRESH };
    const refreshId = randomUUID();
    for (const source of active) {
      await q.queueRefreshFetch(tx, {
        userId,
        type: 'fetch_source',
        payload: fetchPayloadOf(source, { refreshId, hard }),
        target: `source:${source.id}`,
      });
    }
    return { status: 'success', started: true, progress: progressOf(await currentRefresh(tx, userId, now), false) };
  });
}

export async function getFeedRefreshProgress(options: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<FeedRefreshProgress> {
  const now = options.now ?? new Date();
  const [state, queue] = await Promise.all([
    currentRefresh(options.db, options.userId, now),
    iq.findQueueState(options.db, options.userId),
  ]);
  return progressOf(state, pausedAt(queue, now) !== null);
}

/**
 * A feed deleted or turned off while its fetch waited for the extension is not read: the fetch would spend one of
 * the account's requests on LinkedIn or Reddit, and its posts would be refused. The claim cancels it instead, which
 * a refresh's progress counts as finished.
 */
export function registerFeedRefreshClaimCheck(): void {
  onInstructionClaim(['fetch_source'], async (tx, row) => {
    const payload = FetchSourcePayload.safeParse(row.payload);
    return !payload.success || q.isActiveSource(tx, row.userId, payload.data.sourceId);
  });
}
