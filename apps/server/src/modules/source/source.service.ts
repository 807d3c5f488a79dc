import { SOURCES_MAX } from '@inroad/contracts/constants';
import { FetchSourcePayload } from '@inroad/contracts/instruction-payloads';
import {
  type CreateSourceBody,
  followedEntityTypeFitsPlatform,
  SOURCE_TYPE_OPTIONS,
  type Source,
  sourceGifts,
  sourceTargetProblem,
  sourceTypeOption,
  type UpdateSourceBody,
} from '@inroad/contracts/source';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { queueRetagIfChanged } from '../../jobs/posts-retag.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { fetchPayloadOf } from '../feed-refresh/feed-refresh.service.ts';
import { lockUser } from '../user/user.queries.ts';
import * as q from './source.queries.ts';

/** Bounds one user's feed-refresh work; far above what a person maintains by hand. */
const NOT_FOUND = 'Source not found';

export function toSource(row: q.SourceRow): Source {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    followedEntityType: row.followedEntityType,
    urlHidden: sourceTypeOption(row.platform, row.followedEntityType)?.urlHidden ?? false,
    query: row.query,
    url: row.url,
    profile: row.profile,
    companyProfile: row.companyProfile,
    dateRange: row.dateRange,
    strategy: row.strategy,
    keywords: row.keywords,
    tags: row.tags,
    rules: row.rules,
    active: row.active,
    postedByPeople: row.postedByPeople,
    postedByCompanies: row.postedByCompanies,
    mentionedPeople: row.mentionedPeople,
    mentionedCompanies: row.mentionedCompanies,
    posterWorksAtCompanies: row.posterWorksAtCompanies,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSources({ db, userId }: { db: Db; userId: string }): Promise<Source[]> {
  return (await q.listSources(db, userId)).map(toSource);
}

export async function createSource({
  db,
  userId,
  body,
}: {
  db: Db;
  userId: string;
  body: CreateSourceBody;
}): Promise<Source> {
  return db.transaction(async (tx) => {
    // Two creates at once must not both pass the count.
    await lockUser(tx, userId);
    if ((await q.countSources(tx, userId)) >= SOURCES_MAX) {
      throw new AppError('CONFLICT', `You can have at most ${SOURCES_MAX} Data Feeds; delete one to add another`);
    }
    const row = await q.insertSource(tx, userId, {
      ...body,
      query: body.query ?? null,
      url: body.url ?? null,
      profile: body.profile ?? null,
      companyProfile: body.companyProfile ?? null,
    });
    return toSource(row);
  });
}

/**
 * A fetch of the source still waiting for the extension reads it as edited, not as it was when its refresh began;
 * it stays part of that refresh, as hard as it was.
 */
async function followEditInWaitingFetch(tx: DbOrTx, userId: string, row: q.SourceRow): Promise<void> {
  const waiting = await q.findWaitingFetch(tx, userId, row.id);
  if (!waiting) return;
  const queued = FetchSourcePayload.safeParse(waiting.payload);
  const refresh = queued.success ? queued.data : { refreshId: null, hard: false };
  const payload = fetchPayloadOf(row, { refreshId: refresh.refreshId, hard: refresh.hard });
  await q.setWaitingFetchPayload(tx, waiting.id, payload);
}

/**
 * Applies the fields sent. A platform change without a feed type behaves like the editor: the feed type resets to
 * the new platform's first type and the profile is cleared (unless one is sent).
 */
export async function updateSource({
  db,
  queue,
  userId,
  body,
}: {
  db: Db;
  queue: JobQueue;
  userId: string;
  body: UpdateSourceBody;
}): Promise<Source> {
  const { id, ...changes } = body;
  return db.transaction(async (tx) => {
    const current = await q.findSource(tx, userId, id, { forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const platform = changes.platform ?? current.platform;
    const next: Partial<q.SourceValues> = { ...changes };
    if (!changes.followedEntityType && !followedEntityTypeFitsPlatform(platform, current.followedEntityType)) {
      next.followedEntityType = SOURCE_TYPE_OPTIONS[platform][0]?.value;
      if (changes.profile === undefined) next.profile = null;
    } else if (changes.followedEntityType && !followedEntityTypeFitsPlatform(platform, changes.followedEntityType)) {
      throw new AppError('BAD_REQUEST', 'followedEntityType: is not a feed type of this platform');
    }
    const problem = sourceTargetProblem({ ...current, ...next } as q.SourceValues);
    if (problem) throw new AppError('BAD_REQUEST', `${problem.field}: ${problem.message}`);
    const row = await q.updateSource(tx, userId, id, next);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await followEditInWaitingFetch(tx, userId, row);
    // The posts it brought follow it (its tags, name or keywords edited).
    await queueRetagIfChanged(queue, tx, {
      userId,
      kind: 'source',
      id,
      before: sourceGifts(current),
      now: sourceGifts(row),
    });
    return toSource(row);
  });
}

export async function setSourceActive(options: {
  db: Db;
  userId: string;
  id: string;
  active: boolean;
}): Promise<Source> {
  const row = await q.updateSource(options.db, options.userId, options.id, { active: options.active });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toSource(row);
}

export async function deleteSource(options: { db: Db; queue: JobQueue; userId: string; id: string }): Promise<void> {
  const { db, queue, userId, id } = options;
  await db.transaction(async (tx) => {
    const deleted = await q.deleteSource(tx, userId, id);
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
    // The posts it brought lose its tags.
    await queueRetagIfChanged(queue, tx, { userId, kind: 'source', id, before: sourceGifts(deleted), now: null });
  });
}
