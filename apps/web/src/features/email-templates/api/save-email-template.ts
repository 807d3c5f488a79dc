import {
  createEmailTemplate,
  deleteEmailTemplate,
  type SaveEmailTemplateBody,
  TEMPLATE_MESSAGES,
  updateEmailTemplate,
} from '@inroad/contracts/email-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { emailTemplatesQueryKey } from '../../../lib/email-templates.ts';

export const SAVE_FAILED = 'Failed to save template. Please try again.';
export const DELETE_FAILED = 'Failed to delete template. Please try again.';

export interface TemplateDraft {
  /** Set when editing. */
  id?: string;
  name: string;
  subject: string;
  body: string;
}

/** The spec's checks before saving (create-and-account.md §5); null when the draft may be sent. */
export function validateTemplate(draft: TemplateDraft, mode: 'create' | 'edit'): string | null {
  if (!draft.name.trim() || !draft.subject.trim() || !draft.body.trim()) return TEMPLATE_MESSAGES.required;
  if (mode === 'edit' && !draft.id) return TEMPLATE_MESSAGES.idRequired;
  return null;
}

export function saveTemplate({ draft, mode }: { draft: TemplateDraft; mode: 'create' | 'edit' }) {
  const body: SaveEmailTemplateBody = { name: draft.name.trim(), subject: draft.subject.trim(), body: draft.body };
  // The screen words its own failures (spec §8), so the generic notification is off.
  return mode === 'create'
    ? apiRequest(createEmailTemplate, { body, notify: false })
    : apiRequest(updateEmailTemplate, { body: { ...body, id: draft.id }, notify: false });
}

/** The message for a failed save: the server's, else the spec's fallback. */
export function saveErrorMessage(error: unknown): string {
  return serverMessageOr(error, SAVE_FAILED);
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteEmailTemplate, { body: { id }, notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}
