import { getEngagementCounts, getEngagementTimeline, type TimelineType } from '@inroad/contracts/profile';
import { startOfLocalDay } from '@inroad/contracts/zoned-time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { userTimeZone } from '../user/user.queries.ts';
import * as q from './profile.queries.ts';

export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, getEngagementTimeline, async ({ userId, query }) => {
    const id = query.posterEntityId;
    // The web app passes the LinkedIn profile id; engagements also know the author by the post module's keys.
    const rows = await q.listEngagementsWith(db, userId, [id, `linkedin:id:${id}`, `reddit:id:${id}`]);
    return rows.map((r) => ({
      date: r.createdAt.toISOString(),
      type: r.type,
      postURL: r.postUrl,
      postSlug: r.postSlug,
      comment: r.comment,
    }));
  });

  authedRoute(app, getEngagementCounts, async ({ userId }) => {
    const since = startOfLocalDay(new Date(), await userTimeZone(db, userId));
    const { done, waiting } = await q.countEngagementsSince(db, userId, since);
    const goals = (counts: Map<TimelineType, number>) => ({
      like: counts.get('like') ?? 0,
      comment: counts.get('comment') ?? 0,
      follow: counts.get('follow') ?? 0,
      connect: counts.get('connect') ?? 0,
    });
    // Goals count what happened; what waits for the extension is shown apart.
    return { ...goals(done), waiting: goals(waiting) };
  });
}
