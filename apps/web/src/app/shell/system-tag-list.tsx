import { Badge, NavLink, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { SystemTagCount } from '../../features/posts/hooks/use-system-tag-counts.ts';

interface SystemTagListProps {
  view: string;
  tags: SystemTagCount[];
}

/** The active view's system tags with their counts; each one filters the inbox by that tag. */
export function SystemTagList({ view, tags }: SystemTagListProps) {
  const [searchParams] = useSearchParams();
  if (tags.length === 0) return null;
  const selected = searchParams.getAll('contentTags');

  return (
    <Stack gap={0} pl="lg" component="ul" m={0} style={{ listStyle: 'none' }} aria-label="System tags">
      {tags.map(({ tag, count }) => {
        const params = new URLSearchParams(searchParams);
        params.set('view', view);
        params.set('contentTags', tag);
        params.delete('postId');
        return (
          <li key={tag}>
            <NavLink
              component={Link}
              to={`/posts?${params}`}
              label={tag}
              active={selected.includes(tag)}
              variant="subtle"
              py={4}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
              rightSection={
                <Badge size="sm" variant="light" circle={count < 10}>
                  {count}
                </Badge>
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
