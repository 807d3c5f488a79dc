import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

// E-mail templates (create-and-account.md §3, §5): {{firstName}} in subject or body stands for the recipient's
// first name.

export const TEMPLATE_MESSAGES = {
  required: 'Please fill in all required fields',
  idRequired: 'Template ID is required for editing',
} as const;
export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_SUBJECT_MAX = 500;
export const TEMPLATE_BODY_MAX = 20_000;
export const FIRST_NAME_MACRO = '{{firstName}}';

export const EmailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;

const Field = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).nullish();

/**
 * Presence is checked by the server with the spec's own messages (so they reach the user verbatim), hence
 * every field is optional here.
 */
export const SaveEmailTemplateBody = z.object({
  id: z.string().max(100).nullish(),
  name: Field(TEMPLATE_NAME_MAX),
  subject: Field(TEMPLATE_SUBJECT_MAX),
  body: Field(TEMPLATE_BODY_MAX),
});
export type SaveEmailTemplateBody = z.input<typeof SaveEmailTemplateBody>;

export const DeleteEmailTemplateBody = z.object({ id: z.string().max(100).nullish() });
export type DeleteEmailTemplateBody = z.input<typeof DeleteEmailTemplateBody>;

export const EmailTemplateList = z.array(EmailTemplate);
export const SavedEmailTemplate = SuccessBody.extend({ template: EmailTemplate });
export type SavedEmailTemplate = z.infer<typeof SavedEmailTemplate>;

/**
 * Fills {{firstName}} (any spacing inside the braces) with the recipient's first name, as written: through a
 * function, since a replacement string would read '$&', "$'" or '$$' in a name as patterns.
 */
export function fillTemplate(text: string, values: { firstName: string }): string {
  return text.replace(/\{\{\s*firstName\s*\}\}/g, () => values.firstName);
}

export const listEmailTemplates = endpoint({
  method: 'GET',
  path: '/email_template',
  summary: "The user's e-mail templates, by name",
  response: EmailTemplateList,
});

export const createEmailTemplate = endpoint({
  method: 'POST',
  path: '/email_template',
  summary: 'Create an e-mail template',
  body: SaveEmailTemplateBody,
  response: SavedEmailTemplate,
});

export const updateEmailTemplate = endpoint({
  method: 'PUT',
  path: '/email_template',
  summary: 'Edit an e-mail template (id required)',
  body: SaveEmailTemplateBody,
  response: SavedEmailTemplate,
});

export const deleteEmailTemplate = endpoint({
  method: 'DELETE',
  path: '/email_template',
  summary: 'Delete an e-mail template',
  body: DeleteEmailTemplateBody,
  response: SuccessBody,
});
