import type { CompanySuggestion, PersonSuggestion } from '@inroad/contracts/source';
import { Avatar, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { typeAheadCompanies, typeAheadPeople } from '../../../lib/extension-client.ts';
import { useTypeAhead } from '../../../lib/use-type-ahead.ts';
import type { EntityDraft } from './source-form.ts';

type Suggestion = PersonSuggestion | CompanySuggestion;

/** Suggestions come from LinkedIn: only an absolute http(s) URL is used as an image source. */
function imageSource(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

const search = {
  person: (query: string) => typeAheadPeople(query),
  company: (query: string) => typeAheadCompanies(query),
} as const;

/** A suggestion as an editor entry: its name, its network id, and every field it came with. */
export function draftOfSuggestion(entity: Suggestion): EntityDraft {
  const id = 'linkedInId' in entity ? entity.linkedInId : 'companyId' in entity ? entity.companyId : null;
  return { name: entity.name, id: id ?? '', original: entity };
}

interface EntitySearchProps {
  /** Names the search, e.g. 'Posted by people'. */
  label: string;
  kind: 'person' | 'company';
  onPick: (entity: EntityDraft) => void;
}

/**
 * Finds a person or company through the extension's LinkedIn type-ahead, as onboarding does; without the
 * extension it says so, and the entry is typed by hand in the fields beside it.
 */
export function EntitySearch({ label, kind, onPick }: EntitySearchProps) {
  const typeAhead = useTypeAhead<Suggestion>(search[kind]);
  const typed = typeAhead.query.trim();
  const describe = (entity: Suggestion) =>
    'subtitle' in entity ? entity.subtitle : 'headline' in entity ? entity.headline : null;

  return (
    <Stack gap={4}>
      <TextInput
        aria-label={`Search LinkedIn for ${label.toLowerCase()}`}
        placeholder={kind === 'person' ? 'Search LinkedIn for a person' : 'Search LinkedIn for a company'}
        value={typeAhead.query}
        onChange={(event) => typeAhead.setQuery(event.currentTarget.value)}
        rightSection={typeAhead.searching ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      {typeAhead.unavailable && typed !== '' && (
        <Text size="xs" c="dimmed">
          LinkedIn suggestions need the Inroad extension; add the {kind} by name instead.
        </Text>
      )}
      {typeAhead.suggestions.length > 0 && (
        <Stack gap={2}>
          {typeAhead.suggestions.map((entity, index) => (
            <UnstyledButton
              // Suggestions can share a name; the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${entity.name}-${index}`}
              onClick={() => {
                onPick(draftOfSuggestion(entity));
                typeAhead.clear();
              }}
              p={4}
              aria-label={`Add ${entity.name}`}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar src={imageSource(entity.imageUrl)} size="sm" radius="xl" alt="">
                  {entity.name.charAt(0)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {entity.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {describe(entity)}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
