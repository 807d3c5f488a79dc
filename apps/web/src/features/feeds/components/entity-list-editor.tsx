import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EntitySearch } from './entity-search.tsx';
import type { EntityDraft } from './source-form.ts';

interface EntityListEditorProps {
  /** Names the list, e.g. 'Posted by people'; each field's accessible name starts with it. */
  label: string;
  kind: 'person' | 'company';
  values: readonly EntityDraft[];
  onChange: (values: EntityDraft[]) => void;
}

const ID_LABEL = { person: 'LinkedIn ID (optional)', company: 'Company ID (optional)' } as const;

/**
 * People or companies: found through the extension's LinkedIn type-ahead, or entered by hand (a name and, when
 * known, the network's id) when it is absent.
 */
export function EntityListEditor({ label, kind, values, onChange }: EntityListEditorProps) {
  const update = (index: number, patch: Partial<EntityDraft>) =>
    onChange(values.map((value, i) => (i === index ? { ...value, ...patch } : value)));

  return (
    <Input.Wrapper label={label} labelElement="div">
      <Stack gap={6} mt={4}>
        <EntitySearch label={label} kind={kind} onPick={(entity) => onChange([...values, entity])} />
        {values.map((value, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are identified by position only
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`${label} ${n} name`}
                placeholder={kind === 'person' ? 'Full name' : 'Company name'}
                value={value.name}
                onChange={(e) => update(index, { name: e.currentTarget.value })}
                style={{ flex: 2 }}
              />
              <TextInput
                aria-label={`${label} ${n} ID`}
                placeholder={ID_LABEL[kind]}
                value={value.id}
                onChange={(e) => update(index, { id: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${label.toLowerCase()} ${n}`}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            // The name starts with the visible text, so speech input finds it by what it shows.
            aria-label={`Add ${kind} to ${label.toLowerCase()}`}
            onClick={() => onChange([...values, { name: '', id: '' }])}
          >
            Add {kind}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
