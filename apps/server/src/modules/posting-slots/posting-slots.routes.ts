import { addPostingSlot, deletePostingSlot, getNextFreeSlot, listPostingSlots } from '@inroad/contracts/posting-slots';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './posting-slots.service.ts';

export function registerPostingSlotRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, listPostingSlots, ({ userId }) => service.listSlots({ db, userId }));
  authedRoute(app, addPostingSlot, ({ userId, body }) => service.addSlot({ db, userId, input: body }));
  authedRoute(app, deletePostingSlot, async ({ userId, body }) => {
    await service.deleteSlot({ db, userId, id: body.id });
    return { status: 'success' as const };
  });
  authedRoute(app, getNextFreeSlot, ({ userId }) => service.previewNextFreeSlot({ db, userId }));
}
