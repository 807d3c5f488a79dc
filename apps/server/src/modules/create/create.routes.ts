import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import {
  AnswerIdParams,
  createAnswerSuggestion,
  deleteAnswer,
  getAnswerPresets,
  listAnswers,
  listUserPosts,
  saveAnswer,
  saveAnswerPresets,
  updateAnswer,
} from '@inroad/contracts/create';
import { deleteVariant, listVariants } from '@inroad/contracts/create-variant';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { authedRoute } from '../../http/route.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { deleteUnlessInHand } from '../publishing/publication-deletes.ts';
import { assertItemChangeableIn, syncItemScheduleIn } from '../publishing/publishing.service.ts';
import * as answers from './answer.service.ts';
import { suggestPostDrafts } from './create.service.ts';

const success = 'success' as const;

export function registerCreateRoutes(app: FastifyInstance, ctx: AppContext, storage: MediaStorage): void {
  const { db, ai } = ctx;
  authedRoute(app, createAnswerSuggestion, ({ userId, body }) => suggestPostDrafts({ db, ai, userId, request: body }));

  authedRoute(app, listAnswers, ({ userId, query }) =>
    answers.listAnswers({ db, userId, ideaId: query.contentIdeaId }),
  );
  authedRoute(app, saveAnswer, ({ userId, body }) =>
    answers.saveAnswer({
      db,
      storage,
      userId,
      input: body,
      // The post's publication, with where it goes (its target, else the default LinkedIn), is stored with it: a post
      // as soon as possible is picked up at once, and a destination refused (an unknown integration) saves nothing.
      alsoInTransaction: (tx, saved) =>
        syncItemScheduleIn(
          ctx,
          tx,
          userId,
          saved.variant ? { variantId: saved.variant.id } : { answerId: saved.answer.id },
          { target: body.target, destinationFinal: true },
        ),
    }),
  );
  authedRoute(app, deleteAnswer, async ({ userId, body }) => {
    await deleteUnlessInHand(db, userId, { answerId: body.id }, (tx) =>
      answers.deleteAnswer({ db: tx, userId, id: body.id }),
    );
    return { status: success };
  });
  authedRoute(app, updateAnswer, async ({ userId, body, request }) => {
    const params = AnswerIdParams.safeParse(request.params);
    if (!params.success) throw new AppError('BAD_REQUEST', `id: ${params.error.issues[0]?.message ?? 'is invalid'}`);
    const item = { answerId: params.data.id };
    const answer = await answers.updateAnswer({
      db,
      userId,
      id: params.data.id,
      input: body,
      beforeChange: async (tx) => {
        // Unscheduling deletes the publication, and with it the record of an attempt that may have posted: refused
        // like a change of text until Inroad has looked.
        const content = body.postContent !== undefined || body.postTemplate !== undefined || body.schedule === 'none';
        await assertItemChangeableIn(ctx, tx, userId, item, { content });
      },
      // In the change's transaction: the publication follows the new text or time (a post taken back from the
      // extension goes out again), and a post its destination cannot take any more is refused, with the change.
      afterChange: (tx) => syncItemScheduleIn(ctx, tx, userId, item, {}),
    });
    return { status: success, answer };
  });

  authedRoute(app, getAnswerPresets, ({ userId, query }) =>
    answers.getAnswerPresets({
      db,
      userId,
      answerType: query.answerType,
      answerId: query.answerId,
      ideaId: query.contentIdeaId,
    }),
  );
  authedRoute(app, saveAnswerPresets, async ({ userId, body }) => ({
    status: success,
    answer: await answers.saveAnswerPresets({
      db,
      userId,
      answerId: body.answerId,
      answerType: body.answerType,
      fields: body.fields,
    }),
  }));

  authedRoute(app, rescheduleAnswer, async ({ userId, body }) => {
    const answer = await answers.rescheduleAnswer({
      db,
      userId,
      id: body.id,
      scheduledTime: body.scheduledTime,
      beforeChange: (tx) => assertItemChangeableIn(ctx, tx, userId, { answerId: body.id }),
      // Moving a post on the calendar moves its publication too, in the move's transaction: the job sent for the old
      // time then does nothing, and a claim at that moment waits for the move and finds the new version.
      afterChange: (tx) => syncItemScheduleIn(ctx, tx, userId, { answerId: body.id }, {}),
    });
    return { status: success, answer };
  });
  authedRoute(app, listUserPosts, ({ userId }) => answers.listUserPosts({ db, userId }));
  authedRoute(app, listVariants, ({ userId, query }) =>
    answers.listVariants({ db, userId, answerId: query.contentAnswerId }),
  );
  authedRoute(app, deleteVariant, async ({ userId, body }) => {
    await deleteUnlessInHand(db, userId, { variantId: body.id }, (tx) =>
      answers.deleteVariant({ db: tx, userId, id: body.id }),
    );
    return { status: success };
  });
}
