import { DAILY_GOALS } from '@inroad/contracts/constants';
import type { CapUsage } from '@inroad/contracts/engage';
import type { EngagementCounts } from '@inroad/contracts/profile';

export type GoalKey = keyof typeof DAILY_GOALS;

export const GOAL_LABELS: Record<GoalKey, string> = {
  like: 'Likes',
  comment: 'Comments',
  follow: 'Follows',
  connect: 'Connects',
};

/** The bar's width in percent of the track: the share of the goal reached, capped at 100. */
export function goalBarWidth(count: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, (count / goal) * 100));
}

/** Three greens (spec engage.md §4): under half the goal lightest, half to under the goal medium, reached darkest. */
export function goalBarColor(count: number, goal: number): 'green.3' | 'green.6' | 'green.9' {
  const share = goal <= 0 ? 1 : count / goal;
  if (share >= 1) return 'green.9';
  if (share >= 0.5) return 'green.6';
  return 'green.3';
}

export interface GoalBar {
  key: GoalKey;
  label: string;
  /** Done: what happened on the network. Only this counts toward the goal. */
  count: number;
  /** Queued for the extension, not done yet: drawn apart, after the done part. */
  waiting: number;
  goal: number;
  width: number;
  /** The waiting part's width, in what is left of the track after the done part. */
  waitingWidth: number;
  color: ReturnType<typeof goalBarColor>;
}

export function goalBars(counts: EngagementCounts): GoalBar[] {
  return (Object.keys(DAILY_GOALS) as GoalKey[]).map((key) => {
    const goal = DAILY_GOALS[key];
    const count = counts[key];
    const waiting = counts.waiting[key];
    const width = goalBarWidth(count, goal);
    return {
      key,
      label: GOAL_LABELS[key],
      count,
      waiting,
      goal,
      width,
      waitingWidth: Math.min(100 - width, goalBarWidth(waiting, goal)),
      color: goalBarColor(count, goal),
    };
  });
}

/** '1 waiting for the extension', or null when nothing waits. */
export function waitingText(waiting: number): string | null {
  return waiting > 0 ? `${waiting} waiting for the extension` : null;
}

const CAP_LABELS: Record<CapUsage['action'], string> = {
  like: 'Likes',
  comment: 'Comments',
  follow: 'Follows',
  connect: 'Connection requests',
  connect_note: 'Connection notes',
  post: 'Posts through the extension',
};

/** A cap counts as near from this share of its limit. */
export const NEAR_CAP_SHARE = 0.8;

// The caps count over rolling windows, not calendar days: 'today' beside the day's goals, which start again at
// midnight, read as if the cap did too.
function windowText(hours: number): string {
  if (hours % 24 === 0 && hours > 24) return `in ${hours / 24} days`;
  return `in ${hours} hours`;
}

/** 'Likes: 95 of 100 in 24 hours' for each cap that applies to the account and is near or at its limit. */
export function quotaHints(caps: readonly CapUsage[]): string[] {
  return caps
    .filter((cap) => cap.applies && cap.limit > 0 && cap.used >= cap.limit * NEAR_CAP_SHARE)
    .map((cap) => `${CAP_LABELS[cap.action]}: ${cap.used} of ${cap.limit} ${windowText(cap.windowHours)}`);
}
