import type { AnswerType } from '@inroad/contracts/ai';
import { NOT_MOVABLE_MESSAGE } from '@inroad/contracts/content-calendar';
import {
  type Answer,
  type AnswerPresets,
  aiPresetKey,
  answerTypeOfPresetKey,
  type SaveAnswerRequest,
  type SavedAnswer,
  type UpdateAnswerRequest,
} from '@inroad/contracts/create';
import { PAST_RESCHEDULE_MESSAGE, parseScheduledTime, type ScheduleChoice } from '@inroad/contracts/create-schedule';
import type { Variant } from '@inroad/contracts/create-variant';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { attachableMedia } from '../media/media.service.ts';
import { findNextFreeSlot, holdPostingSchedule } from '../posting-slots/posting-slots.service.ts';
import { userTimeZone } from '../user/user.queries.ts';
import * as q from './answer.queries.ts';
import { presetsOf, toAnswer, toVariant } from './answer-view.ts';
import { resolveSchedule } from './schedule.ts';

type Deps = { db: Db; userId: string };

/** The status and time a schedule choice stores; next_free_slot is looked up here, against the user's posts. */
async function scheduleOf(
  db: DbOrTx,
  userId: string,
  input: { schedule: ScheduleChoice; scheduledTime?: string | undefined },
  now: Date,
) {
  const timeZone = await userTimeZone(db, userId);
  const freeSlot =
    input.schedule === 'next_free_slot' ? await findNextFreeSlot({ db, userId, timeZone, now }) : undefined;
  return resolveSchedule({ schedule: input.schedule, scheduledTime: input.scheduledTime, timeZone, now, freeSlot });
}

const answerNotFound = () => notFound('Answer');

async function loadAnswer(db: Db, userId: string, id: number): Promise<q.WithMedia<q.AnswerRow>> {
  const found = await q.findAnswer(db, userId, id);
  if (!found) throw answerNotFound();
  return found;
}

/** Fields with something in them: an empty field is not an answer. */
function filled(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}

/**
 * POST /create/answer: the chosen draft with its schedule becomes a new answer (of an idea or a manual idea),
 * or, with contentAnswerId, a new variant of that answer. Attached media must be the user's, uploaded, and of
 * the kind the post format takes.
 */
export async function saveAnswer(
  options: Deps & {
    storage: MediaStorage;
    input: SaveAnswerRequest;
    now?: Date;
    /** Runs in the save's transaction once the post is stored; when it throws, nothing is saved. */
    alsoInTransaction?: (tx: Tx, saved: SavedAnswer) => Promise<void>;
  },
): Promise<SavedAnswer> {
  const { db, userId, input } = options;
  const parent = input.contentAnswerId === undefined ? null : await loadAnswer(db, userId, input.contentAnswerId);
  if (parent === null && input.contentIdeaId !== undefined && !(await q.ideaExists(db, userId, input.contentIdeaId))) {
    throw notFound('Content idea');
  }
  const media =
    input.contentMediaId === undefined
      ? null
      : await attachableMedia({
          db,
          storage: options.storage,
          userId,
          mediaId: input.contentMediaId,
          postFormat: input.postFormat,
        });
  // The slot is looked up and taken in one transaction that holds the user's schedule, so two saves racing for
  // 'Next free slot' cannot both see the same slot free.
  return db.transaction(async (tx) => {
    if (input.schedule === 'next_free_slot') await holdPostingSchedule(tx, userId);
    const saved = await insertAnswerOrVariant(tx, await scheduleOf(tx, userId, input, options.now ?? new Date()));
    await options.alsoInTransaction?.(tx, saved);
    return saved;
  });

  async function insertAnswerOrVariant(
    tx: DbOrTx,
    schedule: Awaited<ReturnType<typeof scheduleOf>>,
  ): Promise<SavedAnswer> {
    if (parent) {
      const variant = await q.insertVariant(tx, {
        userId,
        contentAnswerId: parent.row.id,
        format: input.postFormat,
        content: input.postContent,
        contentMediaId: media?.id ?? null,
        status: schedule.status,
        scheduledTime: schedule.scheduledTime,
      });
      return {
        status: 'success' as const,
        answer: toAnswer(parent),
        variant: toVariant({ row: variant, mediaType: media?.contentType ?? null }),
      };
    }
    const presetFields = filled(input.presetFields);
    const row = await q.insertAnswer(tx, {
      userId,
      contentIdeaId: input.contentIdeaId ?? null,
      manualIdea: input.manualIdea || null,
      answerType: input.answerType,
      postFormat: input.postFormat,
      postTemplate: input.postTemplate ?? null,
      metadata: Object.keys(presetFields).length > 0 ? { [aiPresetKey(input.answerType)]: presetFields } : {},
      presetFields,
      userPrompt: input.userPrompt?.trim() || null,
      postContent: input.postContent,
      status: schedule.status,
      scheduledTime: schedule.scheduledTime,
      contentMediaId: media?.id ?? null,
    });
    return {
      status: 'success' as const,
      answer: toAnswer({ row, mediaType: media?.contentType ?? null }),
      variant: null,
    };
  }
}

export async function listAnswers(options: Deps & { ideaId: number }): Promise<Answer[]> {
  if (!(await q.ideaExists(options.db, options.userId, options.ideaId))) throw notFound('Content idea');
  return (await q.listAnswersOfIdea(options.db, options.userId, options.ideaId)).map(toAnswer);
}

export async function listUserPosts(options: Deps): Promise<Answer[]> {
  return (await q.listUserAnswers(options.db, options.userId)).map(toAnswer);
}

export async function deleteAnswer(options: Deps & { id: number }): Promise<void> {
  if (!(await q.deleteAnswer(options.db, options.userId, options.id))) throw answerNotFound();
}

/** Merges `AIPreset__{type}` field sets into what is stored; the answer's own type also updates presetFields. */
function mergeMetadata(row: q.AnswerRow, incoming: Record<string, Record<string, string>>) {
  const metadata = { ...row.metadata };
  let presetFields = row.presetFields;
  for (const [key, fields] of Object.entries(incoming)) {
    metadata[key] = { ...metadata[key], ...fields };
    if (answerTypeOfPresetKey(key) === row.answerType) presetFields = { ...presetFields, ...fields };
  }
  return { metadata, presetFields };
}

/**
 * PUT /answers/{id}: text, preset metadata, template, schedule; only what is sent changes. `beforeChange`, in the
 * change's transaction, may refuse a change to what goes out (the text, the template or the schedule); text sent as it
 * is stored is no change.
 */
export async function updateAnswer(
  options: Deps & {
    id: number;
    input: UpdateAnswerRequest;
    now?: Date;
    beforeChange?: (tx: Tx) => Promise<void>;
    /** Runs in the change's transaction once what goes out changed: its throw undoes the change. */
    afterChange?: (tx: Tx) => Promise<void>;
  },
): Promise<Answer> {
  const { db, userId, input } = options;
  if (input.id !== undefined && input.id !== options.id) {
    throw new AppError('BAD_REQUEST', 'id: does not match the answer in the path');
  }
  const { row } = await loadAnswer(db, userId, options.id);
  if (input.postTemplate && row.answerType !== 'hot_take') {
    throw new AppError('BAD_REQUEST', 'postTemplate: only hot_take answers have a template');
  }
  const changesWhatGoesOut =
    (input.postContent !== undefined && input.postContent !== row.postContent) ||
    (input.postTemplate !== undefined && input.postTemplate !== row.postTemplate) ||
    input.schedule !== undefined;
  await db.transaction(async (tx) => {
    if (changesWhatGoesOut) await options.beforeChange?.(tx);
    if (input.schedule === 'next_free_slot') await holdPostingSchedule(tx, userId);
    const schedule = input.schedule
      ? await scheduleOf(
          tx,
          userId,
          { schedule: input.schedule, scheduledTime: input.scheduledTime },
          options.now ?? new Date(),
        )
      : undefined;
    // Locked last, after what beforeChange and the schedule lock: a publication's claim, too, takes the answer after
    // the queue and the publication.
    const current = input.metadata ? await q.lockAnswer(tx, userId, row.id) : row;
    if (!current) throw answerNotFound();
    await q.updateAnswer(tx, userId, row.id, {
      ...(input.metadata ? mergeMetadata(current, input.metadata) : {}),
      ...(input.postContent !== undefined ? { postContent: input.postContent } : {}),
      ...(input.postTemplate !== undefined ? { postTemplate: input.postTemplate } : {}),
      ...(schedule ?? {}),
    });
    if (changesWhatGoesOut) await options.afterChange?.(tx);
  });
  return toAnswer(await loadAnswer(db, userId, row.id));
}

/** GET /create/answer/preset: from the answer named, else the idea's (or the user's) newest answer with them. */
export async function getAnswerPresets(
  options: Deps & { answerType: AnswerType; answerId?: number; ideaId?: number },
): Promise<AnswerPresets> {
  const { db, userId, answerType } = options;
  if (options.answerId !== undefined)
    return presetsOf((await loadAnswer(db, userId, options.answerId)).row, answerType);
  const key = aiPresetKey(answerType);
  let candidates: q.WithMedia<q.AnswerRow>[];
  if (options.ideaId !== undefined) {
    if (!(await q.ideaExists(db, userId, options.ideaId))) throw notFound('Content idea');
    candidates = (await q.listAnswersOfIdea(db, userId, options.ideaId)).reverse();
  } else {
    candidates = await q.listUserAnswers(db, userId);
  }
  return presetsOf(candidates.find((c) => c.row.metadata[key] !== undefined)?.row, answerType);
}

/** POST /create/answer/preset: stores the fields under the answer's `AIPreset__{answerType}`. */
export async function saveAnswerPresets(
  options: Deps & { answerId: number; answerType: AnswerType; fields: Record<string, string> },
): Promise<Answer> {
  const { db, userId } = options;
  await db.transaction(async (tx) => {
    const row = await q.lockAnswer(tx, userId, options.answerId);
    if (!row) throw answerNotFound();
    await q.updateAnswer(tx, userId, row.id, mergeMetadata(row, { [aiPresetKey(options.answerType)]: options.fields }));
  });
  return toAnswer(await loadAnswer(db, userId, options.answerId));
}

export async function listVariants(options: Deps & { answerId: number }): Promise<Variant[]> {
  await loadAnswer(options.db, options.userId, options.answerId);
  return (await q.listVariants(options.db, options.userId, options.answerId)).map(toVariant);
}

export async function deleteVariant(options: Deps & { id: number }): Promise<void> {
  if (!(await q.deleteVariant(options.db, options.userId, options.id))) throw notFound('Variant');
}

/**
 * POST /create/answer/reschedule: the calendar moves a scheduled post to another time. Unlike a custom date in
 * the schedule step (not before today), a move must land after now: the post would otherwise go out at once.
 * `beforeChange` and `afterChange` run in the move's transaction, as in updateAnswer.
 */
export async function rescheduleAnswer(
  options: Deps & {
    id: number;
    scheduledTime: string;
    now?: Date;
    beforeChange?: (tx: Tx) => Promise<unknown>;
    afterChange?: (tx: Tx) => Promise<unknown>;
  },
): Promise<Answer> {
  const { db, userId } = options;
  const { row } = await loadAnswer(db, userId, options.id);
  if (row.status !== 'scheduled') throw new AppError('CONFLICT', NOT_MOVABLE_MESSAGE);
  const instant = parseScheduledTime(options.scheduledTime);
  if (!instant) throw new AppError('BAD_REQUEST', 'scheduledTime: must be a UTC date and time as YYYY-MM-DD HH:MM:SS');
  if (instant.getTime() <= (options.now ?? new Date()).getTime()) {
    throw new AppError('BAD_REQUEST', PAST_RESCHEDULE_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await options.beforeChange?.(tx);
    // Checked again on the answer locked (last, as in updateAnswer): an unschedule committed meanwhile wins, and a
    // draft is not given a time.
    const current = await q.lockAnswer(tx, userId, row.id);
    if (!current) throw answerNotFound();
    if (current.status !== 'scheduled') throw new AppError('CONFLICT', NOT_MOVABLE_MESSAGE);
    await q.updateAnswer(tx, userId, row.id, { scheduledTime: instant });
    await options.afterChange?.(tx);
  });
  return toAnswer(await loadAnswer(db, userId, row.id));
}
