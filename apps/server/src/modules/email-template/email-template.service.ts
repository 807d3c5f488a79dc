import { type EmailTemplate, type SaveEmailTemplateBody, TEMPLATE_MESSAGES } from '@inroad/contracts/email-template';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as q from './email-template.queries.ts';

type SaveInput = z.output<typeof SaveEmailTemplateBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toTemplate(row: q.EmailTemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Name, subject and body, each required and not blank (spec: 'Please fill in all required fields'). */
function requiredFields(input: SaveInput): { name: string; subject: string; body: string } {
  const name = input.name?.trim();
  const subject = input.subject?.trim();
  // The body keeps its own line breaks and indentation; only an all-blank body is missing.
  const body = input.body?.trim() ? input.body.replace(/\s+$/, '') : undefined;
  if (!name || !subject || !body) throw new AppError('BAD_REQUEST', TEMPLATE_MESSAGES.required);
  return { name, subject, body };
}

function templateNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Template not found');
}

export async function listEmailTemplates({ db, userId }: { db: Db; userId: string }): Promise<EmailTemplate[]> {
  return (await q.listTemplates(db, userId)).map(toTemplate);
}

export async function createEmailTemplate(options: {
  db: Db;
  userId: string;
  input: SaveInput;
}): Promise<EmailTemplate> {
  const fields = requiredFields(options.input);
  return toTemplate(await q.insertTemplate(options.db, { userId: options.userId, ...fields }));
}

export async function updateEmailTemplate(options: {
  db: Db;
  userId: string;
  input: SaveInput;
}): Promise<EmailTemplate> {
  const fields = requiredFields(options.input);
  const id = options.input.id?.trim();
  if (!id) throw new AppError('BAD_REQUEST', TEMPLATE_MESSAGES.idRequired);
  if (!UUID.test(id)) throw templateNotFound();
  const row = await q.updateTemplate(options.db, options.userId, id, fields);
  if (!row) throw templateNotFound();
  return toTemplate(row);
}

export async function deleteEmailTemplate(options: { db: Db; userId: string; id: string | null | undefined }) {
  const id = options.id?.trim();
  if (!id) throw new AppError('BAD_REQUEST', 'id: is required');
  if (!UUID.test(id) || !(await q.deleteTemplate(options.db, options.userId, id))) throw templateNotFound();
}
