import { TRACKERS_MAX } from '@inroad/contracts/constants';
import type { TrackerApplyJob } from '@inroad/contracts/jobs';
import {
  type CreateTrackerBody,
  type Tracker,
  trackedEntityFitsPlatform,
  type UpdateTrackerBody,
} from '@inroad/contracts/tracker';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import * as q from './tracker.queries.ts';

/** Every tracker runs against every ingested post, so their number is bounded. */
export const TRACKER_APPLY_JOB = 'tracker.apply';
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
    retroactive: row.retroactive ?? null,
  };
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
    if ((await q.countTrackers(tx, userId)) >= TRACKERS_MAX) {
      throw new AppError('CONFLICT', `You can have at most ${TRACKERS_MAX} trackers; delete one to add another`);
    }
    const aiRules = fields.rules.some(
      (rule) => rule.ruleType === 'ai' && rule.inputs.some((input) => input.value.trim() !== ''),
    );
    const row = await q.insertTracker(tx, userId, {
      ...fields,
      trackedEntityType: fields.trackedEntityType ?? null,
      trackedEntityId: fields.trackedEntityId ?? null,
      // The run is queued with the tracker: the trackers screen follows it from here.
      retroactive:
        analyzeLastNPosts === undefined
          ? null
          : { lastN: analyzeLastNPosts, analyzed: 0, tagged: 0, running: true, aiRules },
    });
    if (analyzeLastNPosts !== undefined) {
      const payload: TrackerApplyJob = { userId, trackerId: row.id, lastN: analyzeLastNPosts };
      await queue.send(TRACKER_APPLY_JOB, payload, { tx });
    }
    return toTracker(row);
  });
}

export async function updateTracker(options: { db: Db; userId: string; body: UpdateTrackerBody }): Promise<Tracker> {
  const { db, userId, body } = options;
  const { id, ...changes } = body;
  return db.transaction(async (tx) => {
    const current = await q.findTracker(tx, userId, id);
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
    return toTracker(row);
  });
}

export async function deleteTracker({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  if (!(await q.deleteTracker(db, userId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}
