import { z } from 'zod';
import { SavedAnswerOnly } from './create.ts';
import { ScheduledTimeText } from './create-schedule.ts';
import { endpoint } from './endpoint.ts';
import { RowId } from './fields.ts';

// The Content Queue's calendar: moving a scheduled post to another time by dragging it.

/** POST /create/answer/reschedule: a scheduled post to a new time, which may not have passed yet. */
export const RescheduleAnswerBody = z.strictObject({ id: RowId, scheduledTime: ScheduledTimeText });
export type RescheduleAnswerBody = z.infer<typeof RescheduleAnswerBody>;

/** Why a post cannot be moved: it is not waiting to go out. */
export const NOT_MOVABLE_MESSAGE = 'status: only a scheduled post can be moved to another time';

export const rescheduleAnswer = endpoint({
  method: 'POST',
  path: '/create/answer/reschedule',
  summary:
    'Move a scheduled post to another time (UTC text); 400 for a time that has passed, 409 for a post that is not scheduled',
  body: RescheduleAnswerBody,
  response: SavedAnswerOnly,
});
