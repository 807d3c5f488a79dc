import type { CompanySuggestion, PersonSuggestion } from '@inroad/contracts/source';
import { Loader, Stack, TextInput } from '@mantine/core';
import { EntitySuggestions } from '../../../components/ui/entity-suggestions.tsx';
import { typeAheadCompanies, typeAheadPeople } from '../../../lib/extension-client.ts';
import { useTypeAhead } from '../../../lib/use-type-ahead.ts';
import type { EntityDraft } from './source-form.ts';

type Suggestion = PersonSuggestion | CompanySuggestion;

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
  const pick = (entity: Suggestion) => {
    onPick(draftOfSuggestion(entity));
    typeAhead.clear();
  };

  return (
    <Stack gap={4}>
      <TextInput
        aria-label={`Search LinkedIn for ${label.toLowerCase()}`}
        placeholder={kind === 'person' ? 'Search LinkedIn for a person' : 'Search LinkedIn for a company'}
        value={typeAhead.query}
        onChange={(event) => typeAhead.setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          // The box sits in the source's form: Enter would save the feed and close the editor mid-search. It
          // takes the one suggestion shown instead, if there is just one.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const [only, ...others] = typeAhead.suggestions;
          if (only && others.length === 0 && !event.nativeEvent.isComposing) pick(only);
        }}
        rightSection={typeAhead.searching ? <Loader role="status" size="xs" aria-label="Searching" /> : null}
      />
      <EntitySuggestions
        suggestions={typeAhead.suggestions}
        describe={describe}
        onPick={pick}
        unavailable={typeAhead.unavailable && typed !== ''}
        itemLabel={kind}
      />
    </Stack>
  );
}
