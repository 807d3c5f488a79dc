import {
  CONTENT_PLAN_NAME_MAX,
  CONTENT_PLAN_TYPE_OPTIONS,
  CONTENT_PLAN_TYPES,
  type ContentPlanType,
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_FIELD_MAX,
  CUSTOMER_FIELDS,
  type CustomerField,
} from '@inroad/contracts/content-plan';
import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useCreateContentPlan } from '../api/create-content-plan.ts';

const TYPE_OPTIONS = [
  { value: '', label: 'Select a content plan type...', disabled: true },
  ...CONTENT_PLAN_TYPES.map((type) => {
    const option = CONTENT_PLAN_TYPE_OPTIONS[type];
    return { value: type, label: option.badge ? `${option.label} (${option.badge})` : option.label };
  }),
];

interface CreateContentPlanModalProps {
  onClose: () => void;
  /** Called with the new plan's id once it is saved. */
  onCreated: (contentPlanId: number) => void;
}

/** Create Content Plan: a type, a name and, for Lead Development, the ideal customer. */
export function CreateContentPlanModal({ onClose, onCreated }: CreateContentPlanModalProps) {
  useReturnFocus();
  const [type, setType] = useState<ContentPlanType | ''>('');
  const [name, setName] = useState('');
  const [customer, setCustomer] = useState<Partial<Record<CustomerField, string>>>({});
  const create = useCreateContentPlan();
  const guard = useDiscardGuard({
    dirty: [name, ...Object.values(customer)].some((text) => text?.trim()),
    title: 'Discard your changes?',
    message: 'What you entered for this content plan is lost.',
    // The server waits for the AI's proposal before it answers; closed meanwhile, the dialog would never open the
    // plan it made, and the user would make another.
    busy: create.isPending,
    onDiscard: onClose,
  });

  const submit = () => {
    if (!type || create.isPending) return;
    const fields =
      type === 'generate_leads'
        ? Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, customer[field]?.trim() || undefined]))
        : {};
    create.mutate(
      { type, name: name.trim() || undefined, ...fields },
      {
        onSuccess: (result) => {
          onClose();
          onCreated(result.contentPlanId);
        },
      },
    );
  };

  return (
    <Modal
      opened
      title="Create Content Plan"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...guard.modalProps}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label="Content plan type"
            data={TYPE_OPTIONS}
            value={type}
            description={type ? CONTENT_PLAN_TYPE_OPTIONS[type].description : undefined}
            onChange={(event) => setType(event.currentTarget.value as ContentPlanType)}
          />
          {type && (
            <TextInput
              label="Content Plan Name"
              maxLength={CONTENT_PLAN_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
          {type === 'generate_leads' &&
            CUSTOMER_FIELDS.map((field) => {
              const props = {
                label: CUSTOMER_FIELD_LABELS[field],
                maxLength: CUSTOMER_FIELD_MAX,
                value: customer[field] ?? '',
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                  const value = event.currentTarget.value;
                  setCustomer((c) => ({ ...c, [field]: value }));
                },
              };
              // The title is one line; the descriptions take a few.
              return field === 'roleDescription' ? (
                <TextInput key={field} {...props} />
              ) : (
                <Textarea key={field} rows={2} {...props} />
              );
            })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!type || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Plan'}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
