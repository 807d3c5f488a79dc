import { dismissNotices, listNotices } from '@inroad/contracts/notice';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as q from './notices.queries.ts';

export function registerNoticeRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, listNotices, async ({ userId }) => {
    const rows = await q.listOpenNotices(db, userId);
    return { notices: rows.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })) };
  });
  authedRoute(app, dismissNotices, async ({ userId, body }) => {
    const count = await q.dismissNotices(db, userId, [...new Set(body.ids)], new Date());
    return { status: 'success' as const, count };
  });
}
