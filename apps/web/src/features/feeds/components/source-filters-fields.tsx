import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { EntityListEditor } from './entity-list-editor.tsx';
import type { EntityList, SourceDraft } from './source-form.ts';

interface SourceFiltersFieldsProps {
  draft: SourceDraft;
  onChange: (list: EntityList, values: SourceDraft[EntityList]) => void;
}

/** Advanced Filters of a search feed: who the posts mention, who posted them, where the posters work. */
export function SourceFiltersFields({ draft, onChange }: SourceFiltersFieldsProps) {
  const list = (key: EntityList, label: string, kind: 'person' | 'company') => (
    <EntityListEditor label={label} kind={kind} values={draft[key]} onChange={(values) => onChange(key, values)} />
  );
  return (
    <Fieldset legend="Advanced Filters">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Keep only posts that mention these people or companies, that they posted, or whose authors work at these
          companies.
        </Text>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Post mentions
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {list('mentionedPeople', 'Mentioned people', 'person')}
            {list('mentionedCompanies', 'Mentioned companies', 'company')}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Posted by
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {list('postedByPeople', 'Posted by people', 'person')}
            {list('postedByCompanies', 'Posted by companies', 'company')}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Poster's company
          </Text>
          {list('posterWorksAtCompanies', "Poster's companies", 'company')}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
