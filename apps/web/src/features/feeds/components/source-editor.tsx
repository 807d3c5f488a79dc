import {
  SOURCE_DATE_RANGES,
  SOURCE_PLATFORMS,
  SOURCE_STRATEGIES,
  SOURCE_TYPE_OPTIONS,
  type Source,
  type SourceDateRange,
  type SourceStrategy,
  sourceTypeOption,
} from '@inroad/contracts/source';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { RulesEditor } from '../../../components/ui/rules-editor.tsx';
import { TextListEditor } from '../../../components/ui/text-list-editor.tsx';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { capitalize, platformLabel } from '../../../lib/format.ts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { SOURCE_SAVE_FALLBACK, useSaveSource } from '../api/save-source.ts';
import { EntitySearch } from './entity-search.tsx';
import { SourceFiltersFields } from './source-filters-fields.tsx';
import {
  draftFromSource,
  type SourceDraft,
  toCreateSourceBody,
  toUpdateSourceBody,
  validateSourceDraft,
  withPlatform,
} from './source-form.ts';

const DATE_RANGE_LABELS: Record<SourceDateRange, string> = {
  'past-24h': 'Past 24 hours',
  'past-week': 'Past week',
  'past-month': 'Past month',
};
const NONE = '';
const strategyLabel = (value: SourceStrategy) => capitalize(value.replaceAll('_', ' '));

const PLATFORM_DATA = SOURCE_PLATFORMS.map((value) => ({ value, label: platformLabel(value) }));
const DATE_RANGE_DATA = SOURCE_DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));
const STRATEGY_DATA = [
  { value: NONE, label: 'None' },
  ...SOURCE_STRATEGIES.map((value) => ({ value, label: strategyLabel(value) })),
];

interface SourceEditorProps {
  opened: boolean;
  /** The source to edit; null adds a new one. */
  source: Source | null;
  onClose: () => void;
}

export function SourceEditor({ opened, source, onClose }: SourceEditorProps) {
  const [draft, setDraft] = useState<SourceDraft>(() => draftFromSource(source));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveSource();
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  useEffect(() => {
    if (!opened) return;
    setDraft(draftFromSource(source));
    setSubmitted(false);
  }, [opened, source]);

  const set = (patch: Partial<SourceDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errors = submitted ? validateSourceDraft(draft) : {};
  const guard = useDiscardGuard({
    // Each opening starts from the saved source: a draft that still reads as it is holds nothing to lose.
    dirty: opened && JSON.stringify(draft) !== JSON.stringify(draftFromSource(source)),
    title: 'Discard your changes?',
    message: 'What you entered for this source is lost.',
    // The save's answer closes the dialog: closed and reopened meanwhile, it would close that opening instead.
    busy: save.isPending,
    opened,
    onDiscard: onClose,
  });
  const option = sourceTypeOption(draft.platform, draft.followedEntityType);
  const isSearch = draft.followedEntityType === 'search';
  const isProfile = draft.followedEntityType === 'profile_feed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateSourceDraft(draft)).length > 0) {
      refused();
      return;
    }
    const input = source
      ? { mode: 'update' as const, body: toUpdateSourceBody(source.id, draft) }
      : { mode: 'create' as const, body: toCreateSourceBody(draft) };
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: source ? 'Source saved' : 'Source added' });
        onClose();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Error', message: serverMessageOr(error, SOURCE_SAVE_FALLBACK) }),
    });
  };

  return (
    <Modal opened={opened} title={source ? 'Edit Source' : 'Add Source'} size="xl" {...guard.modalProps}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            description="Start with a category to group the feed: Competitor Mention:, Adjacent Product:, Search Topic:, Main Feed:"
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Platform"
              data={PLATFORM_DATA}
              value={draft.platform}
              onChange={(e) => {
                // Read now: React clears currentTarget before a state updater runs.
                const platform = e.currentTarget.value as Source['platform'];
                setDraft((current) => withPlatform(current, platform));
              }}
            />
            <NativeSelect
              label="Followed entity type"
              data={SOURCE_TYPE_OPTIONS[draft.platform].map(({ value, label }) => ({ value, label }))}
              value={draft.followedEntityType}
              onChange={(e) => set({ followedEntityType: e.currentTarget.value as Source['followedEntityType'] })}
            />
            <NativeSelect
              label="Date range"
              data={DATE_RANGE_DATA}
              value={draft.dateRange}
              onChange={(e) => set({ dateRange: e.currentTarget.value as SourceDateRange })}
            />
            <NativeSelect
              label="Strategy"
              data={STRATEGY_DATA}
              value={draft.strategy ?? NONE}
              onChange={(e) => {
                const value = e.currentTarget.value;
                set({ strategy: value === NONE ? null : (value as SourceStrategy) });
              }}
            />
          </SimpleGrid>
          {option && !option.urlHidden && (
            <TextInput
              label={isSearch ? 'Search query or URL' : 'Profile URL'}
              placeholder={isSearch ? 'sales automation, or a search results address' : 'https://www.linkedin.com/in/…'}
              value={draft.target}
              onChange={(e) => set({ target: e.currentTarget.value })}
              error={errors.target}
            />
          )}
          {isProfile && <EntitySearch label="Profile" kind="person" onPick={(profile) => set({ profile })} />}
          {isProfile && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Profile name"
                value={draft.profile?.name ?? ''}
                error={errors.profile}
                onChange={(e) => set({ profile: { id: '', ...draft.profile, name: e.currentTarget.value } })}
              />
              <TextInput
                label="Profile ID"
                description="Optional: the member id, when known"
                value={draft.profile?.id ?? ''}
                onChange={(e) => set({ profile: { name: '', ...draft.profile, id: e.currentTarget.value } })}
              />
            </SimpleGrid>
          )}
          {isSearch && <SourceFiltersFields draft={draft} onChange={(list, values) => set({ [list]: values })} />}
          <TextListEditor
            label="Keywords"
            itemLabel="Keyword"
            values={draft.keywords}
            onChange={(keywords) => set({ keywords })}
            placeholder={option?.keywordsPlaceholder}
          />
          <TextListEditor label="Tags" itemLabel="Tag" values={draft.tags} onChange={(tags) => set({ tags })} />
          <RulesEditor rules={draft.rules} onChange={(rules) => set({ rules })} showErrors={submitted} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {source ? 'Save Changes' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
