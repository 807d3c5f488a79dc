import {
  ANALYZE_LAST_N_MIN,
  ANALYZE_LAST_N_PLACEHOLDER,
  type Tracker,
  type TrackerPlatform,
} from '@inroad/contracts/tracker';
import { Button, Checkbox, Fieldset, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { RulesEditor } from '../../../components/ui/rules-editor.tsx';
import { TextListEditor } from '../../../components/ui/text-list-editor.tsx';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { trackerSaveErrorMessage, useSaveTracker } from '../api/save-tracker.ts';
import {
  draftFromTracker,
  type TrackerDraft,
  toCreateTrackerBody,
  toUpdateTrackerBody,
  validateTrackerDraft,
} from './tracker-form.ts';

const PLATFORM_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'reddit', label: 'Reddit' },
];

interface TrackerDialogProps {
  opened: boolean;
  /** The tracker to edit; null creates a new one. */
  tracker: Tracker | null;
  onClose: () => void;
}

export function TrackerDialog({ opened, tracker, onClose }: TrackerDialogProps) {
  const mode = tracker ? 'update' : 'create';
  const [draft, setDraft] = useState<TrackerDraft>(() => draftFromTracker(tracker));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveTracker();
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  // Each opening starts from the tracker as saved (or blank).
  useEffect(() => {
    if (!opened) return;
    setDraft(draftFromTracker(tracker));
    setSubmitted(false);
  }, [opened, tracker]);

  const guard = useDiscardGuard({
    // Each opening starts from the saved tracker: a draft that still reads as it is holds nothing to lose.
    dirty: opened && JSON.stringify(draft) !== JSON.stringify(draftFromTracker(tracker)),
    title: 'Discard your changes?',
    message: 'What you entered for this tracker is lost.',
    // The save's answer closes the dialog: closed and reopened meanwhile, it would close that opening instead.
    busy: save.isPending,
    opened,
    onDiscard: onClose,
  });
  const errors = submitted ? validateTrackerDraft(draft, mode) : {};
  const set = (patch: Partial<TrackerDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateTrackerDraft(draft, mode)).length > 0) {
      refused();
      return;
    }
    const input = tracker
      ? { mode: 'update' as const, body: toUpdateTrackerBody(tracker.id, draft) }
      : { mode: 'create' as const, body: toCreateTrackerBody(draft) };
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: tracker ? 'Tracker saved' : 'Tracker added' });
        onClose();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Error',
          message: trackerSaveErrorMessage(error),
        });
      },
    });
  };

  return (
    <Modal opened={opened} title={tracker ? 'Edit Tracker' : 'Add Tracker'} size="lg" {...guard.modalProps}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
          />
          <TextListEditor
            label="Tags"
            itemLabel="Tag"
            values={draft.tags}
            onChange={(tags) => set({ tags })}
            placeholder="e.g. Hot lead"
            blankError={errors.tags ?? null}
          />
          <NativeSelect
            label="Platform"
            data={PLATFORM_OPTIONS}
            value={draft.platform}
            onChange={(e) => set({ platform: e.currentTarget.value as TrackerPlatform })}
          />
          <RulesEditor rules={draft.rules} onChange={(rules) => set({ rules })} showErrors={submitted} />
          {!tracker && (
            <Fieldset legend="Retroactive Analysis">
              <Stack gap="sm">
                <Checkbox
                  label="Apply tracker retroactively to posts"
                  checked={draft.retroactive}
                  onChange={(e) => set({ retroactive: e.currentTarget.checked })}
                />
                <TextInput
                  label="Analyze the last N posts"
                  type="number"
                  inputMode="numeric"
                  min={ANALYZE_LAST_N_MIN}
                  step={1}
                  placeholder={String(ANALYZE_LAST_N_PLACEHOLDER)}
                  value={draft.analyzeLastN}
                  onChange={(e) => set({ analyzeLastN: e.currentTarget.value })}
                  disabled={!draft.retroactive}
                  error={errors.analyzeLastN}
                  w={220}
                />
              </Stack>
            </Fieldset>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {tracker ? 'Save Changes' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
