import { z } from 'zod';
import { TRACKERS_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { includeKeywordsOf, type Rule, Rules, type TagGifts, Tags } from './rule.ts';

/** A tracker tags every post its rules match with its tags (the post's ruleTags). */
export const TRACKER_PLATFORMS = ['all', 'linkedin', 'reddit'] as const;
export const TrackerPlatform = z.enum(TRACKER_PLATFORMS, { error: 'must be all, linkedin or reddit' });
export type TrackerPlatform = z.infer<typeof TrackerPlatform>;
export const DEFAULT_TRACKER_PLATFORM: TrackerPlatform = 'all';

export const TRACKED_ENTITY_TYPES = {
  linkedin: ['feed', 'search', 'person', 'company'],
  reddit: ['subreddit', 'user'],
} as const;
const ALL_TRACKED_ENTITY_TYPES = [...TRACKED_ENTITY_TYPES.linkedin, ...TRACKED_ENTITY_TYPES.reddit] as const;
export const TrackedEntityType = z.enum(ALL_TRACKED_ENTITY_TYPES, {
  error: `must be one of ${ALL_TRACKED_ENTITY_TYPES.join(', ')}`,
});
export type TrackedEntityType = z.infer<typeof TrackedEntityType>;

export const TRACKER_NAME_MAX_LENGTH = 100;
export const TRACKED_ENTITY_ID_MAX_LENGTH = 500;
/** Retroactive analysis: the spec's minimum is 1 and its placeholder 100; the cap bounds one request's work. */
export const ANALYZE_LAST_N_MIN = 1;
export const ANALYZE_LAST_N_PLACEHOLDER = 100;
export const ANALYZE_LAST_N_MAX = 5000;

/** A new tracker's run over the user's last N posts (analyzeLastNPosts), as it goes. */
export const TrackerRetroactive = z.object({
  lastN: z.int().nonnegative(),
  /** Posts looked at so far (at most lastN; fewer when the user has fewer posts). */
  analyzed: z.int().nonnegative(),
  /** Posts the tracker tagged so far. */
  tagged: z.int().nonnegative(),
  /** Still running: with AI rules each post is judged in turn, which takes a while. */
  running: z.boolean(),
  aiRules: z.boolean(),
  /**
   * The run stopped before its end: it failed, or made no progress for RETROACTIVE_STALL_MS (the server or its
   * worker stopped under it). The counts are what it reached; the run can be started again.
   */
  failed: z.boolean(),
});
export type TrackerRetroactive = z.infer<typeof TrackerRetroactive>;

/**
 * A running retroactive run saves its progress at least this often; one silent for longer stopped under a crash
 * and reads as failed (the queue retries its job too, which starts it over).
 */
export const RETROACTIVE_STALL_MS = 5 * 60_000;
/** How often a running run saves its progress, well inside RETROACTIVE_STALL_MS. */
export const RETROACTIVE_HEARTBEAT_MS = 20_000;

export const Tracker = z.object({
  id: z.string(),
  name: z.string(),
  platform: TrackerPlatform,
  tags: z.array(z.string()),
  rules: Rules,
  trackedEntityType: TrackedEntityType.nullable(),
  trackedEntityId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null unless it was created with analyzeLastNPosts. */
  retroactive: TrackerRetroactive.nullable(),
});
export type Tracker = z.infer<typeof Tracker>;

const Id = z.uuid({ error: 'must be a tracker id (UUID)' });
const Name = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TRACKER_NAME_MAX_LENGTH, `must be at most ${TRACKER_NAME_MAX_LENGTH} characters`);

const trackerFields = {
  name: Name,
  platform: TrackerPlatform,
  tags: Tags,
  rules: Rules,
  trackedEntityType: TrackedEntityType.nullable(),
  trackedEntityId: z
    .string()
    .trim()
    .max(TRACKED_ENTITY_ID_MAX_LENGTH, `must be at most ${TRACKED_ENTITY_ID_MAX_LENGTH} characters`)
    .nullable(),
};

/** A tracked entity type must belong to the tracker's platform ('all' takes any). */
export function trackedEntityFitsPlatform(
  platform: TrackerPlatform | undefined,
  type: TrackedEntityType | null | undefined,
): boolean {
  if (!type || !platform || platform === 'all') return true;
  return (TRACKED_ENTITY_TYPES[platform] as readonly string[]).includes(type);
}

const entityFitsPlatform = {
  check: (b: { platform?: TrackerPlatform; trackedEntityType?: TrackedEntityType | null }) =>
    trackedEntityFitsPlatform(b.platform, b.trackedEntityType),
  params: { message: 'trackedEntityType does not belong to the platform', path: ['trackedEntityType'] },
};

/** POST /api/tracker. analyzeLastNPosts asks for the tracker to be applied to the user's last N posts too. */
export const CreateTrackerBody = z
  .strictObject({
    name: Name,
    platform: TrackerPlatform.default(DEFAULT_TRACKER_PLATFORM),
    tags: Tags.default([]),
    rules: Rules.default([]),
    trackedEntityType: trackerFields.trackedEntityType.optional(),
    trackedEntityId: trackerFields.trackedEntityId.optional(),
    analyzeLastNPosts: z
      .int({ error: 'must be a whole number' })
      .min(ANALYZE_LAST_N_MIN, `must be at least ${ANALYZE_LAST_N_MIN}`)
      .max(ANALYZE_LAST_N_MAX, `must be at most ${ANALYZE_LAST_N_MAX}`)
      .optional(),
  })
  .refine(entityFitsPlatform.check, entityFitsPlatform.params);
export type CreateTrackerBody = z.infer<typeof CreateTrackerBody>;

/** PUT /api/tracker: the id plus the fields to change (sending them all replaces the tracker). */
export const UpdateTrackerBody = z
  .strictObject({
    id: Id,
    name: trackerFields.name.optional(),
    platform: trackerFields.platform.optional(),
    tags: trackerFields.tags.optional(),
    rules: trackerFields.rules.optional(),
    trackedEntityType: trackerFields.trackedEntityType.optional(),
    trackedEntityId: trackerFields.trackedEntityId.optional(),
  })
  .refine(entityFitsPlatform.check, entityFitsPlatform.params);
export type UpdateTrackerBody = z.infer<typeof UpdateTrackerBody>;

export const DeleteTrackerBody = z.strictObject({ id: Id });
export type DeleteTrackerBody = z.infer<typeof DeleteTrackerBody>;

/** POST /api/tracker/retroactive: runs a tracker over the last N posts again (by default as many as last time). */
export const RerunTrackerRetroactiveBody = z.strictObject({
  id: Id,
  analyzeLastNPosts: z
    .int({ error: 'must be a whole number' })
    .min(ANALYZE_LAST_N_MIN, `must be at least ${ANALYZE_LAST_N_MIN}`)
    .max(ANALYZE_LAST_N_MAX, `must be at most ${ANALYZE_LAST_N_MAX}`)
    .optional(),
});
export type RerunTrackerRetroactiveBody = z.infer<typeof RerunTrackerRetroactiveBody>;

export const listTrackers = endpoint({
  method: 'GET',
  path: '/tracker',
  summary: "The user's trackers, newest first",
  response: z.array(Tracker),
});

export const createTracker = endpoint({
  method: 'POST',
  path: '/tracker',
  summary: `Create a tracker (at most ${TRACKERS_MAX} per user); with analyzeLastNPosts it also tags the last N posts`,
  body: CreateTrackerBody,
  response: Tracker,
});

export const updateTracker = endpoint({
  method: 'PUT',
  path: '/tracker',
  summary: 'Change a tracker; posts ingested from now on are tagged by the new rules',
  body: UpdateTrackerBody,
  response: Tracker,
});

export const deleteTracker = endpoint({
  method: 'DELETE',
  path: '/tracker',
  summary: 'Delete a tracker',
  body: DeleteTrackerBody,
  response: SuccessBody,
});

export const rerunTrackerRetroactive = endpoint({
  method: 'POST',
  path: '/tracker/retroactive',
  summary: 'Run a tracker over the last N posts again (after a run failed or stopped); 409 while one is running',
  body: RerunTrackerRetroactiveBody,
  response: Tracker,
});

/** A tracker's tags, and its keyword rules' include keywords: what it gives the posts it tags. */
export function trackerGifts(tracker: {
  tags: readonly string[];
  rules: readonly Rule[];
  platform: TrackerPlatform;
}): TagGifts {
  return { tags: tracker.tags, keywords: includeKeywordsOf(tracker.rules), platform: tracker.platform };
}
