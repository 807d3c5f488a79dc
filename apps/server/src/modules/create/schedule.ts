import {
  PAST_SCHEDULE_MESSAGE,
  type PostStatus,
  parseScheduledTime,
  type ScheduleChoice,
  statusForSchedule,
} from '@inroad/contracts/create-schedule';
import { startOfLocalDay } from '@inroad/contracts/zoned-time';
import { AppError } from '../../http/app-error.ts';
import type { NextFreeSlotResult } from '../posting-slots/next-free-slot.ts';

/**
 * What a schedule choice stores: asap → scheduled with no time; custom_date → scheduled at the given instant,
 * which may not fall before the start of the user's today in their own time zone; next_free_slot → scheduled at
 * the slot the caller looked up (`freeSlot`); none → draft.
 */
export function resolveSchedule(options: {
  schedule: ScheduleChoice;
  scheduledTime: string | undefined;
  timeZone: string;
  now: Date;
  freeSlot?: NextFreeSlotResult;
}): { status: PostStatus; scheduledTime: Date | null } {
  const status = statusForSchedule(options.schedule);
  if (options.schedule === 'next_free_slot') {
    if (!options.freeSlot) throw new Error('next_free_slot needs the free slot looked up first');
    if (!options.freeSlot.ok) throw new AppError('BAD_REQUEST', options.freeSlot.message);
    return { status, scheduledTime: options.freeSlot.instant };
  }
  if (options.schedule !== 'custom_date') return { status, scheduledTime: null };
  const instant = options.scheduledTime === undefined ? null : parseScheduledTime(options.scheduledTime);
  if (!instant) throw new AppError('BAD_REQUEST', 'scheduledTime: is required for a custom_date schedule');
  if (instant.getTime() < startOfLocalDay(options.now, options.timeZone).getTime()) {
    throw new AppError('BAD_REQUEST', PAST_SCHEDULE_MESSAGE);
  }
  return { status, scheduledTime: instant };
}
