import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';

/** Suggestions come from LinkedIn: only an absolute http(s) URL is used as an image source. */
export function imageSource(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export interface SuggestedEntity {
  name: string;
  imageUrl?: string | null;
}

interface EntitySuggestionsProps<T extends SuggestedEntity> {
  /** What the extension's LinkedIn type-ahead found for the typed text. */
  suggestions: readonly T[];
  /** The line under a suggestion's name (headline, company subtitle). */
  describe: (entity: T) => string | null | undefined;
  onPick: (entity: T) => void;
  /** True when the extension does not answer and something is typed: the entry is then added by name. */
  unavailable: boolean;
  /** What one entry is called in the message, e.g. 'person' or 'company'. */
  itemLabel: string;
}

/**
 * The LinkedIn people or companies suggested for a search box, each a button 'Add <name>' with its picture and
 * headline; or, without the extension, a line saying to add the entry by name.
 */
export function EntitySuggestions<T extends SuggestedEntity>(props: EntitySuggestionsProps<T>) {
  const { suggestions, describe, onPick, unavailable, itemLabel } = props;
  return (
    <>
      {unavailable && (
        <Text size="xs" c="dimmed">
          LinkedIn suggestions need the Inroad extension; add the {itemLabel} by name instead.
        </Text>
      )}
      {suggestions.length > 0 && (
        <Stack gap={2}>
          {suggestions.map((entity, index) => (
            <UnstyledButton
              // Suggestions can share a name; the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${entity.name}-${index}`}
              onClick={() => onPick(entity)}
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
    </>
  );
}
