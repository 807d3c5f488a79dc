import { TRACKERS_MAX } from '@inroad/contracts/constants';
import {
  type CreateTrackerBody,
  RETROACTIVE_STALL_MS,
  type RerunTrackerRetroactiveBody,
  type Tracker,
  type TrackerRetroactive,
  trackedEntityFitsPlatform,
  trackerGifts,
  type UpdateTrackerBody,
} from '@inroad/contracts/tracker';
import type { Db } from '../../db/client.ts';
import type { StoredTrackerRetroactive } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { queueRetagIfChanged } from '../../jobs/posts-retag.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { lockUser } from '../user/user.queries.ts';
import * as q from './tracker.queries.ts';

/** Every tracker runs against every ingested post, so their number is bounded. */
const NOT_FOUND = 'Tracker not found';

export function toTracker(row: q.TrackerRow): Tracker {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    tags: row.tags,
    rules: row.rules,
    trackedEntityType: row.trackedEntityType,
    trackedEntityId: row.trackedEntityId,
    createdAt: row.createdAt.toISOString(),
    retroactive: row.retroactive ? retroactiveState(row.retroactive) : null,
  };
}

/** Whether a stored run still runs: one whose progress is older than the stall deadline stopped under a crash. */
function isLive(run: StoredTrackerRetroactive, now = Date.now()): boolean {
  if (!run.running) return false;
  const progressAt = run.progressAt ? Date.parse(run.progressAt) : Number.NaN;
  return Number.isFinite(progressAt) && now - progressAt <= RETROACTIVE_STALL_MS;
}

function retroactiveState(run: StoredTrackerRetroactive): TrackerRetroactive {
  const { progressAt: _progressAt, ...counts } = run;
  const live = isLive(run);
  return { ...counts, running: live, failed: (run.failed ?? false) || (run.running && !live) };
}

const hasAiRules = (rules: Tracker['rules']) =>
  rules.some((rule) => rule.ruleType === 'ai' && rule.inputs.some((input) => input.value.trim() !== ''));

function newRun(lastN: number, aiRules: boolean): StoredTrackerRetroactive {
  return { lastN, analyzed: 0, tagged: 0, running: true, aiRules, failed: false, progressAt: new Date().toISOString() };
}

export async function listTrackers({ db, userId }: { db: Db; userId: string }): Promise<Tracker[]> {
  return (await q.listTrackers(db, userId)).map(toTracker);
}

/** Creates a tracker; with analyzeLastNPosts a background job tags the user's last N posts by its rules. */
export async function createTracker(options: {
  db: Db;
  queue: JobQueue;
  userId: string;
  body: CreateTrackerBody;
}): Promise<Tracker> {
  const { db, queue, userId, body } = options;
  const { analyzeLastNPosts, ...fields } = body;
  return db.transaction(async (tx) => {
    // Two creates at once must not both pass the count.
    await lockUser(tx, userId);
    if ((await q.countTrackers(tx, userId)) >= TRACKERS_MAX) {
      throw new AppError('CONFLICT', `You can have at most ${TRACKERS_MAX} trackers; delete one to add another`);
    }
    const aiRules = hasAiRules(fields.rules);
    const row = await q.insertTracker(tx, userId, {
      ...fields,
      trackedEntityType: fields.trackedEntityType ?? null,
      trackedEntityId: fields.trackedEntityId ?? null,
      // The run is queued with the tracker: the trackers screen follows it from here.
      retroactive: analyzeLastNPosts === undefined ? null : newRun(analyzeLastNPosts, aiRules),
    });
    if (analyzeLastNPosts !== undefined) {
      await queue.send('tracker.apply', { userId, trackerId: row.id, lastN: analyzeLastNPosts }, { tx });
    }
    return toTracker(row);
  });
}

/**
 * Runs a tracker over the last N posts again: after a run failed or stopped under a crash (the trackers screen
 * offers it), or to look further back. 409 while a run is still going.
 */
export async function rerunRetroactive(options: {
  db: Db;
  queue: JobQueue;
  userId: string;
  body: RerunTrackerRetroactiveBody;
}): Promise<Tracker> {
  const { db, queue, userId, body } = options;
  return db.transaction(async (tx) => {
    const current = await q.findTracker(tx, userId, body.id);
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const lastN = body.analyzeLastNPosts ?? current.retroactive?.lastN;
    if (lastN === undefined) {
      throw new AppError(
        'BAD_REQUEST',
        'analyzeLastNPosts: required: this tracker has not been run over earlier posts',
      );
    }
    const aiRules = hasAiRules(current.rules);
    const freshSince = new Date(Date.now() - RETROACTIVE_STALL_MS);
    const row = await q.startRetroactiveRun(tx, userId, body.id, newRun(lastN, aiRules), freshSince);
    if (!row) throw new AppError('CONFLICT', 'This tracker is still being applied to earlier posts');
    await queue.send('tracker.apply', { userId, trackerId: row.id, lastN }, { tx });
    return toTracker(row);
  });
}

/** For a transaction that edits several trackers: see lockTrackers. */
export async function lockTrackersForEdit({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await q.lockTrackers(db, userId);
}

export async function updateTracker(options: {
  db: Db;
  queue: JobQueue;
  userId: string;
  body: UpdateTrackerBody;
}): Promise<Tracker> {
  const { db, queue, userId, body } = options;
  const { id, ...changes } = body;
  return db.transaction(async (tx) => {
    // Locked: the entity is checked against the platform as it stands, not as an edit committing meanwhile left it.
    const current = await q.findTracker(tx, userId, id, { forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const platform = changes.platform ?? current.platform;
    const entityType = changes.trackedEntityType === undefined ? current.trackedEntityType : changes.trackedEntityType;
    if (!trackedEntityFitsPlatform(platform, entityType)) {
      // The platform moved away from the tracked entity's network: the entity no longer applies.
      if (changes.trackedEntityType !== undefined) {
        throw new AppError('BAD_REQUEST', 'trackedEntityType: trackedEntityType does not belong to the platform');
      }
      changes.trackedEntityType = null;
      changes.trackedEntityId = null;
    }
    const row = await q.updateTracker(tx, userId, id, changes);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    // The posts it tagged follow it (its tags or keywords edited).
    await queueRetagIfChanged(queue, tx, {
      userId,
      kind: 'tracker',
      id,
      before: trackerGifts(current),
      now: trackerGifts(row),
    });
    return toTracker(row);
  });
}

export async function deleteTracker(options: { db: Db; queue: JobQueue; userId: string; id: string }): Promise<void> {
  const { db, queue, userId, id } = options;
  await db.transaction(async (tx) => {
    const deleted = await q.deleteTracker(tx, userId, id);
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
    // The posts it tagged lose its tags.
    await queueRetagIfChanged(queue, tx, { userId, kind: 'tracker', id, before: trackerGifts(deleted), now: null });
  });
}
