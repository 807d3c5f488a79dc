/**
 * The sidebar's daily-goals panel (likes, comments, follows, connects against DAILY_GOALS).
 * It needs the engagement counts endpoint; until that exists it renders nothing rather than invented numbers.
 */
export function DailyGoalsPanel() {
  return null;
}
