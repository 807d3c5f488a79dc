import { type BillingUsage, PLAN_CARDS, type PlanCard } from '@inroad/contracts/billing';
import { formatBytes } from '@inroad/contracts/media';
import { Alert, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useBillingUsage } from '../api/get-billing-usage.ts';

const COUNT = new Intl.NumberFormat('en-US');
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Up to 1,000 requests/month' or 'Unlimited requests' (spec §9). */
export function planLimitLabel(plan: PlanCard): string {
  return plan.monthlyRequests === null
    ? 'Unlimited requests'
    : `Up to ${COUNT.format(plan.monthlyRequests)} requests/month`;
}

/** Settings → Current Plan: the spec's static plan cards, with this month's AI requests against each. */
export function CurrentPlanTab() {
  const usage = useBillingUsage();
  return (
    <Stack gap="lg">
      <UsageSummary usage={usage.data} pending={usage.isPending} failed={usage.isError} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {PLAN_CARDS.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} used={usage.data?.requests} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Plans are shown for reference; choosing one here does not change anything yet.
      </Text>
    </Stack>
  );
}

function UsageSummary({ usage, pending, failed }: { usage?: BillingUsage; pending: boolean; failed: boolean }) {
  if (pending) return <Loader role="status" size="sm" aria-label="Loading usage" />;
  if (failed || !usage) {
    return (
      <Alert color="red" variant="light">
        This month's usage could not be loaded.
      </Alert>
    );
  }
  const since = MONTH_DAY.format(new Date(`${usage.periodStart}T00:00:00Z`));
  return (
    <Stack gap={4}>
      <Text>
        <Text span fw={700}>
          {COUNT.format(usage.requests)}
        </Text>{' '}
        AI {usage.requests === 1 ? 'request' : 'requests'} this month (since {since}, UTC).
      </Text>
      <Text>
        Media:{' '}
        <Text span fw={700}>
          {formatBytes(usage.media.bytes)}
        </Text>{' '}
        of {formatBytes(usage.media.quotaBytes)} in use.
      </Text>
    </Stack>
  );
}

function PlanCardView({ plan, used }: { plan: PlanCard; used: number | undefined }) {
  const limit = plan.monthlyRequests;
  const share = limit && used !== undefined ? Math.min(100, (used / limit) * 100) : 0;
  const over = limit !== null && used !== undefined && used > limit;
  return (
    <Paper component="li" withBorder radius="md" p="lg" aria-label={`${plan.name} plan`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {plan.name}
        </Title>
        <Group gap={4} align="baseline">
          <Text fz={32} fw={700} lh={1}>
            ${plan.priceUsd}
          </Text>
          <Text c="dimmed">/mo</Text>
        </Group>
        <Text size="sm">{planLimitLabel(plan)}</Text>
        {used !== undefined &&
          (limit === null ? (
            <Text size="sm" c="dimmed">
              {COUNT.format(used)} used this month, no limit
            </Text>
          ) : (
            <Stack gap={4}>
              <Progress value={share} color={over ? 'red' : 'blue'} aria-label={`${plan.name} plan usage`} size="sm" />
              <Text size="sm" c={over ? 'red' : 'dimmed'}>
                {COUNT.format(used)} of {COUNT.format(limit)} used this month
              </Text>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
