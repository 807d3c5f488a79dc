import { hasName, ONBOARDING_LIST_MAX, ONBOARDING_NAME_MAX_LENGTH } from '@inroad/contracts/onboarding';
import { Button, Group, Loader, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EntitySuggestions } from '../../../components/ui/entity-suggestions.tsx';
import { useTypeAhead } from '../../../lib/use-type-ahead.ts';
import { atMostMessage } from '../onboarding-draft.ts';

export interface PickedEntity {
  name: string;
  imageUrl?: string | null;
}

interface EntityPickerProps<T extends PickedEntity> {
  label: string;
  /** What one entry is called, for buttons and messages, e.g. 'person' or 'company'. */
  itemLabel: string;
  placeholder?: string;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Names taken elsewhere too (e.g. experts already listed as influencers). */
  takenNames?: readonly { name: string }[];
  search: (query: string) => Promise<T[] | null>;
  /** The line under a suggestion's name (headline, company subtitle). */
  describe: (entity: T) => string | null | undefined;
  /** The entry made from a typed name when the extension has no suggestion. */
  fromName: (name: string) => T;
  /** How many entries the list holds at most; once full, Add stops and says so. */
  max?: number;
  /** The entries' name in the plural, for the note of a full list; `itemLabel` with an s by default. */
  itemsLabel?: string;
}

/** Picks people or companies through the extension's LinkedIn type-ahead, or by name when it is absent. */
export function EntityPicker<T extends PickedEntity>(props: EntityPickerProps<T>) {
  const { label, itemLabel, placeholder, selected, onChange, takenNames = [], search, describe, fromName } = props;
  const { max = ONBOARDING_LIST_MAX, itemsLabel = `${itemLabel}s` } = props;
  const typeAhead = useTypeAhead(search);
  const [error, setError] = useState<string | null>(null);
  const full = selected.length >= max;

  const add = (entity: T) => {
    const name = entity.name.trim();
    if (name === '' || full) return;
    if (hasName(selected, name) || hasName(takenNames, name)) {
      setError(`${name} is already in your list`);
      return;
    }
    setError(null);
    onChange([...selected, { ...entity, name: name.slice(0, ONBOARDING_NAME_MAX_LENGTH) }]);
    typeAhead.clear();
  };

  const typed = typeAhead.query.trim();
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={typeAhead.query}
          onChange={(event) => {
            setError(null);
            typeAhead.setQuery(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(typeAhead.suggestions[0] ?? fromName(typed));
            }
          }}
          maxLength={ONBOARDING_NAME_MAX_LENGTH}
          rightSection={typeAhead.searching ? <Loader size="xs" /> : null}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          mt={25}
          variant="light"
          disabled={full || typed === ''}
          onClick={() => add(fromName(typed))}
          aria-label={`Add ${itemLabel} by name`}
        >
          Add
        </Button>
      </Group>
      {full && (
        <Text size="xs" c="dimmed">
          {atMostMessage(max, itemsLabel)}
        </Text>
      )}
      <EntitySuggestions
        suggestions={full ? [] : typeAhead.suggestions}
        describe={describe}
        onPick={add}
        unavailable={typeAhead.unavailable && typed !== ''}
        itemLabel={itemLabel}
      />
      {selected.length > 0 && (
        <Group gap={6} role="list" aria-label={label}>
          {selected.map((entity) => (
            <Pill
              key={entity.name}
              role="listitem"
              withRemoveButton
              onRemove={() => onChange(selected.filter((item) => item.name !== entity.name))}
              removeButtonProps={{ 'aria-label': `Remove ${entity.name}` }}
              maw={280}
            >
              {entity.name}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
