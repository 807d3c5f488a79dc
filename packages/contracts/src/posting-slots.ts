import { z } from 'zod';
import { ScheduledTimeText } from './create-schedule.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { RowId } from './fields.ts';

// Posting slots: the weekly times (weekday + HH:MM on the user's own clock, their settings' time zone) the user
// likes to post at. The schedule step's 'Next free slot' takes the earliest one still free.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(', ')}` });
export type Weekday = z.infer<typeof Weekday>;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** A wall-clock time of day, 24-hour `HH:MM`. */
export const SlotTime = z
  .string({ error: 'must be a time as HH:MM (24-hour)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)');

/** How many slots one user keeps: more than three a day is not a posting rhythm. */
export const POSTING_SLOTS_MAX = 21;

export const PostingSlot = z.object({ id: z.number().int(), weekday: Weekday, time: SlotTime });
export type PostingSlot = z.infer<typeof PostingSlot>;

export const AddPostingSlotBody = z.strictObject({ weekday: Weekday, time: SlotTime });
export type AddPostingSlotBody = z.infer<typeof AddPostingSlotBody>;

/** What the schedule step and a save with next_free_slot say when there are no slots to pick from. */
export const NO_POSTING_SLOTS_MESSAGE =
  'schedule: no posting slots yet; add weekly posting slots in Settings → Posting Slots to use the next free slot';

/** The next free slot as UTC text, or null with the reason there is none. */
export const NextFreeSlot = z.object({ scheduledTime: ScheduledTimeText.nullable(), message: z.string().nullable() });
export type NextFreeSlot = z.infer<typeof NextFreeSlot>;

export const listPostingSlots = endpoint({
  method: 'GET',
  path: '/user/posting_slots',
  summary: "The user's weekly posting slots, Monday first, then by time",
  response: z.array(PostingSlot),
});

export const addPostingSlot = endpoint({
  method: 'POST',
  path: '/user/posting_slots',
  summary: 'Add a weekly posting slot; 409 when the same weekday and time is already a slot',
  body: AddPostingSlotBody,
  response: PostingSlot,
});

export const deletePostingSlot = endpoint({
  method: 'DELETE',
  path: '/user/posting_slots',
  summary: 'Remove a posting slot; 404 for a slot that is not the user’s',
  body: z.strictObject({ id: RowId }),
  response: SuccessBody,
});

export const getNextFreeSlot = endpoint({
  method: 'GET',
  path: '/create/next_free_slot',
  summary:
    'The earliest posting slot after now not already taken by a scheduled post; null with a message when there are no slots',
  response: NextFreeSlot,
});
