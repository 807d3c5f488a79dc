import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { PAST_RESCHEDULE_MESSAGE, parseScheduledTime } from '@inroad/contracts/create-schedule';
import {
  addPostingSlot,
  deletePostingSlot,
  getNextFreeSlot,
  listPostingSlots,
  NO_POSTING_SLOTS_MESSAGE,
} from '@inroad/contracts/posting-slots';
import { BACKEND_NOW } from './builders.ts';
import { type BackendContext, badRequest, findAnswer, on, type Route, SUCCESS } from './handler.ts';

/** The calendar's moves and the posting slots. */
export function scheduleRoutes({ state, id }: BackendContext): Route[] {
  return [
    on(rescheduleAnswer, ({ body }) => {
      const found = findAnswer(state, body.id);
      const at = parseScheduledTime(body.scheduledTime);
      if (!at || at <= BACKEND_NOW) badRequest(PAST_RESCHEDULE_MESSAGE);
      found.scheduledTime = body.scheduledTime;
      return { ...SUCCESS, answer: found };
    }),
    on(listPostingSlots, () => state.slots),
    on(addPostingSlot, ({ body }) => {
      const slot = { id: id(), ...body };
      state.slots.push(slot);
      return slot;
    }),
    on(deletePostingSlot, ({ body }) => {
      state.slots = state.slots.filter((slot) => slot.id !== body.id);
      return SUCCESS;
    }),
    on(getNextFreeSlot, () =>
      state.nextFreeSlot
        ? { scheduledTime: state.nextFreeSlot, message: null }
        : { scheduledTime: null, message: NO_POSTING_SLOTS_MESSAGE },
    ),
  ];
}
