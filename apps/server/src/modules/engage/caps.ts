import { ACTION_CAPS, type CappedAction, type CapUsage } from '@inroad/contracts/engage';
import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import type { LinkedinAccountType } from '@inroad/contracts/instructions';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { formatLocalTime } from '../../lib/zoned-time.ts';
import { type CountWindow, countedInWindows } from '../instructions/instructions.queries.ts';

// Account safety (DESIGN): per-user caps over rolling windows, checked before an action is queued. Counted are
// the actions that reached or will reach the network (pending, running, done), at the time they reached it (waiting
// ones: now); cancelled and refused ones not.

const HOUR_MS = 3_600_000;

const LABELS: Record<CappedAction, { noun: string }> = {
  like: { noun: 'like' },
  comment: { noun: 'comment' },
  follow: { noun: 'follow' },
  connect: { noun: 'connection request' },
  connect_note: { noun: 'connection note' },
  post: { noun: 'LinkedIn post' },
};

const TYPES: Record<CappedAction, InstructionType> = {
  like: 'like',
  comment: 'comment',
  follow: 'follow',
  connect: 'connect',
  connect_note: 'connect',
  post: 'publish_post',
};

type Cap = (typeof ACTION_CAPS)[number];

function period(cap: Cap): string {
  if (cap.windowHours <= 24) return 'Daily';
  if (cap.windowHours <= 24 * 7) return 'Weekly';
  return 'Monthly';
}

function windowText(hours: number): string {
  return hours % 24 === 0 && hours > 24 ? `${hours / 24} days` : `${hours} hours`;
}

function appliesTo(cap: Cap, account: LinkedinAccountType): boolean {
  // LinkedIn limits personalised notes on free accounts only.
  return cap.action !== 'connect_note' || account === 'free';
}

function countWindow(cap: Cap, now: Date): CountWindow {
  return {
    type: TYPES[cap.action],
    since: new Date(now.getTime() - cap.windowHours * HOUR_MS),
    withNote: cap.action === 'connect_note',
  };
}

/** Each cap's counted actions in its window, oldest first: one query for all of them. */
async function usage(db: DbOrTx, caps: readonly Cap[], userId: string, now: Date): Promise<Date[][]> {
  return countedInWindows(
    db,
    userId,
    caps.map((cap) => countWindow(cap, now)),
    now,
  );
}

/** Throws 429 (with Retry-After) naming the cap, its window and when the next such action is possible. */
export async function assertWithinCaps(
  db: DbOrTx,
  options: {
    userId: string;
    actions: CappedAction[];
    account: LinkedinAccountType;
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const { userId, account, now } = options;
  const caps = ACTION_CAPS.filter((cap) => options.actions.includes(cap.action) && appliesTo(cap, account));
  const used = await usage(db, caps, userId, now);
  for (const [index, cap] of caps.entries()) {
    const times = used[index] ?? [];
    if (times.length < cap.limit) continue;
    // The action becomes possible when enough of the counted ones have left the window.
    const freeing = times[times.length - cap.limit]!;
    const freeAt = new Date(freeing.getTime() + cap.windowHours * HOUR_MS);
    const { noun } = LABELS[cap.action];
    const scope = cap.action === 'connect_note' ? ' on a free LinkedIn account' : '';
    const advice = cap.action === 'connect_note' ? '; send the request without a note until then' : '';
    throw new AppError(
      'RATE_LIMITED',
      `${period(cap)} ${noun} limit reached (${cap.limit} per ${windowText(cap.windowHours)}${scope}); ` +
        `the next ${noun} is possible ${formatLocalTime(freeAt, now, options.timeZone)}${advice}`,
      { retryAfterSeconds: Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000)) },
    );
  }
}

/** Every cap with its use, for GET /api/engage/quota. */
export async function capUsage(
  db: DbOrTx,
  options: { userId: string; account: LinkedinAccountType; now: Date },
): Promise<CapUsage[]> {
  const used = await usage(db, ACTION_CAPS, options.userId, options.now);
  return ACTION_CAPS.map((cap, index) => {
    const times = used[index] ?? [];
    const oldest = times[0];
    return {
      action: cap.action,
      used: times.length,
      limit: cap.limit,
      windowHours: cap.windowHours,
      resetsAt: oldest ? new Date(oldest.getTime() + cap.windowHours * HOUR_MS).toISOString() : null,
      applies: appliesTo(cap, options.account),
    };
  });
}
