import { DATE_RANGE_OPTIONS, SORT_OPTIONS } from '@inroad/contracts/constants';
import { CONNECTION_DEPTHS, type ConnectionDepth, type FilterData, type SortBy } from '@inroad/contracts/post';
import { Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { capitalize } from '../../../lib/format.ts';
import type { PostFilters } from '../hooks/post-filters.ts';
import { TagFilter } from './tag-filter.tsx';

const DEPTH_LABELS: Record<ConnectionDepth, string> = { '1': '1st', '2': '2nd', '3+': '3rd+' };
const DATE_RANGE_DATA = DATE_RANGE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const SORT_DATA = SORT_OPTIONS.map((value) => ({ value, label: capitalize(value) }));

interface PostFilterBarProps {
  filters: PostFilters;
  filterData: FilterData | undefined;
  onChange: (patch: Partial<PostFilters>) => void;
}

/** Date range, sort, tag filters and the post-signal toggles; every value lives in the URL. */
export function PostFilterBar({ filters, filterData, onChange }: PostFilterBarProps) {
  const flag = (key: 'showEngagement' | 'showExecutive' | 'engaged' | 'archived', label: string) => (
    <Chip size="xs" checked={filters[key]} onChange={(checked) => onChange({ [key]: checked })}>
      {label}
    </Chip>
  );

  return (
    <Stack gap="xs" role="group" aria-label="Filters">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Chip.Group
          value={String(filters.dateRange)}
          onChange={(value) => onChange({ dateRange: Number(value) as PostFilters['dateRange'] })}
        >
          <Group gap={4} role="radiogroup" aria-label="Date range">
            {DATE_RANGE_DATA.map(({ value, label }) => (
              <Chip key={value} value={value} size="xs" variant="outline">
                {label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <NativeSelect
          size="xs"
          aria-label="Sort by"
          leftSection={<span aria-hidden>⇅</span>}
          data={SORT_DATA}
          value={filters.sortBy}
          onChange={(event) => onChange({ sortBy: event.currentTarget.value as SortBy })}
          w={130}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <TagFilter
          label="Sources"
          counts={filterData?.sourceTags}
          selected={filters.sourceTags}
          onChange={(sourceTags) => onChange({ sourceTags })}
        />
        <TagFilter
          label="Trackers"
          counts={filterData?.ruleTags}
          selected={filters.ruleTags}
          onChange={(ruleTags) => onChange({ ruleTags })}
        />
        <TagFilter
          label="Content tags"
          counts={filterData?.contentTags}
          selected={filters.contentTags}
          onChange={(contentTags) => onChange({ contentTags })}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        {flag('showEngagement', 'Engagement')}
        {flag('showExecutive', 'Executive')}
        <Text size="xs" c="dimmed" component="span" aria-hidden>
          Connection:
        </Text>
        <Chip.Group
          multiple
          value={filters.connectionDepth}
          onChange={(values) => onChange({ connectionDepth: CONNECTION_DEPTHS.filter((d) => values.includes(d)) })}
        >
          {CONNECTION_DEPTHS.map((depth) => (
            <Chip key={depth} size="xs" value={depth}>
              {DEPTH_LABELS[depth]}
            </Chip>
          ))}
        </Chip.Group>
        {flag('engaged', 'Hide previously engaged')}
        {flag('archived', 'Archived')}
      </Group>
    </Stack>
  );
}
