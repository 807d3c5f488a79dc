import type { ExperienceEntry } from '@inroad/contracts/network';
import type { Post } from '@inroad/contracts/post';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { EmailLookup } from './email-lookup.tsx';

function yearsText(years: number | null): string | null {
  if (years === null) return null;
  return years === 1 ? '1 year' : `${years.toLocaleString('en-US', { maximumFractionDigits: 1 })} years`;
}

/** The poster's roles, each with its company's 'Find email address'. */
export function ExperienceList({ post, experience }: { post: Post; experience: ExperienceEntry[] }) {
  if (experience.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No experience listed.
      </Text>
    );
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {experience.map((entry, index) => {
        const company = entry.companyName?.trim() || 'Unknown Company';
        const companyUrl = safeHttpUrl(entry.companyLinkedinURL);
        const years = yearsText(entry.yearsWorked);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: roles have no id; the list is read once per profile
          <Box component="li" key={index}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm" truncate title={company}>
                {company}
              </Text>
              {companyUrl && (
                <Anchor href={companyUrl} target="_blank" rel="noopener noreferrer" size="xs">
                  View company
                </Anchor>
              )}
            </Group>
            {entry.title && <Text size="sm">{entry.title}</Text>}
            <Text size="xs" c="dimmed">
              {[years, entry.jobLocation].filter(Boolean).join(' · ')}
            </Text>
            {entry.jobDescription && (
              <Text size="sm" c="dimmed" lineClamp={3} title={entry.jobDescription} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.jobDescription}
              </Text>
            )}
            <Box mt={4}>
              <EmailLookup post={post} entry={entry} />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
