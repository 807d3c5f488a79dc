import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { QueuePausedLine } from '../../../components/ui/queue-paused-line.tsx';
import { useEngagementCounts, useEngageQuota } from '../../../lib/engagement.ts';
import { goalBars, quotaHints, waitingText } from '../goal-bars.ts';

/**
 * The sidebar's daily goals: today's likes, comments, follows and connects against DAILY_GOALS, and a word when
 * an account-safety cap is near. Engage calls refresh it (they invalidate the engagement queries).
 */
export function DailyGoalsBars() {
  const counts = useEngagementCounts();
  const quota = useEngageQuota();
  if (!counts.data) return null;
  const hints = quota.data ? quotaHints(quota.data.caps) : [];
  const paused = quota.data?.paused;

  return (
    <Box component="section" aria-label="Daily goals">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        Daily goals
      </Text>
      <Stack gap={6}>
        {goalBars(counts.data).map((bar) => {
          const waiting = waitingText(bar.waiting);
          return (
            <Box key={bar.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs">{bar.label}</Text>
                <Text size="xs" c="dimmed">
                  {bar.count}/{bar.goal}
                  {bar.waiting > 0 && ` (+${bar.waiting})`}
                </Text>
              </Group>
              <Progress.Root size="sm">
                <Progress.Section
                  value={bar.width}
                  color={bar.color}
                  aria-label={`${bar.label}: ${bar.count} of ${bar.goal}`}
                />
                {bar.waiting > 0 && (
                  // Striped and grey: queued, not done; it does not count toward the goal.
                  <Progress.Section
                    value={bar.waitingWidth}
                    color="gray.5"
                    striped
                    aria-label={`${bar.label}: ${waiting}`}
                  />
                )}
              </Progress.Root>
              {waiting && (
                <Text size="xs" c="dimmed" mt={2}>
                  {waiting}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      {paused && <QueuePausedLine until={paused.until} mt={6} />}
      {hints.map((hint) => (
        <Text key={hint} size="xs" c="orange" mt={4}>
          {hint}
        </Text>
      ))}
    </Box>
  );
}
