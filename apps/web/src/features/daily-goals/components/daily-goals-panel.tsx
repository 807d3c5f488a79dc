import { lazy, Suspense } from 'react';

// The sidebar is on every screen; the goals (their queries and the engage contracts) load beside the page
// rather than ahead of it.
const DailyGoalsBars = lazy(() => import('./daily-goals-bars.tsx').then((m) => ({ default: m.DailyGoalsBars })));

/** The sidebar's daily-goals panel (likes, comments, follows, connects against DAILY_GOALS). */
export function DailyGoalsPanel() {
  return (
    <Suspense fallback={null}>
      <DailyGoalsBars />
    </Suspense>
  );
}
