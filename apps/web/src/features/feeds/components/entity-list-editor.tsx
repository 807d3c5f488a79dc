import { Input, Stack, TextInput } from '@mantine/core';
import { EditableRows } from '../../../components/ui/editable-rows.tsx';
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
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Stack gap={6} mt={4}>
        <EntitySearch label={label} kind={kind} onPick={(entity) => onChange([...values, entity])} />
        <EditableRows
          values={values}
          onChange={onChange}
          renderFields={(value, index, set) => (
            <>
              <TextInput
                aria-label={`${label} ${index + 1} name`}
                placeholder={kind === 'person' ? 'Full name' : 'Company name'}
                value={value.name}
                onChange={(e) => set({ ...value, name: e.currentTarget.value })}
                style={{ flex: 2 }}
              />
              <TextInput
                aria-label={`${label} ${index + 1} ID`}
                placeholder={ID_LABEL[kind]}
                value={value.id}
                onChange={(e) => set({ ...value, id: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
            </>
          )}
          removeLabel={(index) => `Remove ${label.toLowerCase()} ${index + 1}`}
          // The name starts with the visible text, so speech input finds it by what it shows.
          add={{
            text: `Add ${kind}`,
            ariaLabel: `Add ${kind} to ${label.toLowerCase()}`,
            variant: 'subtle',
            newValue: () => ({ name: '', id: '' }),
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
