import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from '@inroad/contracts/email-template';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './email-template.service.ts';

export function registerEmailTemplateRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, listEmailTemplates, ({ userId }) => service.listEmailTemplates({ db, userId }));
  authedRoute(app, createEmailTemplate, async ({ userId, body }) => ({
    status: 'success' as const,
    template: await service.createEmailTemplate({ db, userId, input: body }),
  }));
  authedRoute(app, updateEmailTemplate, async ({ userId, body }) => ({
    status: 'success' as const,
    template: await service.updateEmailTemplate({ db, userId, input: body }),
  }));
  authedRoute(app, deleteEmailTemplate, async ({ userId, body }) => {
    await service.deleteEmailTemplate({ db, userId, id: body.id });
    return { status: 'success' as const };
  });
}
