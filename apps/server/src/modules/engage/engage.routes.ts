import {
  addComment,
  connectPoster,
  deleteComment,
  editComment,
  findEmail,
  followPoster,
  getEngageQuota,
  likePost,
  logManualEmail,
  unfollowPoster,
  unlikePost,
  withdrawConnection,
} from '@inroad/contracts/engage';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { createEmailFinder, type EmailFinder } from '../../platform/email-finder/email-finder.ts';
import * as comments from './comment.service.ts';
import * as email from './email.service.ts';
import * as engage from './engage.service.ts';
import { getEngageQuota as readQuota } from './quota.service.ts';

export function registerEngageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const defaultFinder = createEmailFinder({ hunter: ctx.config.hunter, logger: ctx.logger });
  // Read per request: tests (and future wiring) may set ctx.emailFinder after the app is built.
  const finder = (): EmailFinder => ctx.emailFinder ?? defaultFinder;

  authedRoute(app, likePost, ({ userId, body }) => engage.likePost({ db, userId, postId: body.id }));
  authedRoute(app, unlikePost, ({ userId, body }) => engage.unlikePost({ db, userId, postId: body.id }));
  authedRoute(app, followPoster, ({ userId, body }) => engage.followPoster({ db, userId, postId: body.id }));
  authedRoute(app, unfollowPoster, ({ userId, body }) => engage.unfollowPoster({ db, userId, postId: body.id }));
  authedRoute(app, connectPoster, ({ userId, body }) =>
    engage.connectPoster({ db, userId, postId: body.id, note: body.message }),
  );
  authedRoute(app, withdrawConnection, ({ userId, body }) =>
    engage.withdrawConnection({ db, userId, postId: body.id }),
  );
  authedRoute(app, addComment, ({ userId, body }) =>
    comments.addComment({ db, userId, postId: body.id, comment: body.comment }),
  );
  authedRoute(app, editComment, ({ userId, body }) =>
    comments.editComment({ db, userId, postId: body.id, comment: body.comment }),
  );
  authedRoute(app, deleteComment, ({ userId, body }) => comments.deleteComment({ db, userId, postId: body.id }));
  authedRoute(app, findEmail, ({ userId, body }) => email.findEmail({ db, finder: finder(), userId, body }));
  authedRoute(app, logManualEmail, async ({ userId, body }) => {
    await email.logManualEmail({
      db,
      userId,
      postId: body.id,
      companyId: body.companyId ?? null,
      email: body.email ?? null,
    });
    return { status: 'success' as const };
  });
  authedRoute(app, getEngageQuota, ({ userId }) => readQuota({ db, userId }));
}
