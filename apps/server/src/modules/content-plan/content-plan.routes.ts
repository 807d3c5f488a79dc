import {
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentGroup,
  deleteContentIdea,
  deleteContentPlan,
  getContentTopics,
  listContentPlans,
  updateContentGroup,
  updateContentIdea,
} from '@inroad/contracts/content-plan';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { deleteScopeUnlessInHand } from '../publishing/publication-deletes.ts';
import * as service from './content-plan.service.ts';

const success = 'success' as const;

export function registerContentPlanRoutes(app: FastifyInstance, { db, ai }: AppContext): void {
  authedRoute(app, listContentPlans, ({ userId }) => service.listContentPlans({ db, userId }));
  authedRoute(app, createContentPlan, async ({ userId, body }) => {
    const contentPlan = await service.createContentPlan({ db, ai, userId, input: body });
    return { status: success, contentPlanId: contentPlan.id, contentPlan };
  });
  authedRoute(app, deleteContentPlan, async ({ userId, body }) => {
    await deleteScopeUnlessInHand(db, userId, { planId: body.id }, (tx) =>
      service.deleteContentPlan({ db: tx, userId, id: body.id }),
    );
    return { status: success };
  });
  authedRoute(app, getContentTopics, ({ userId, query }) =>
    service.getContentTopics({ db, userId, planId: query.contentPlanId }),
  );

  authedRoute(app, createContentGroup, async ({ userId, body }) => ({
    status: success,
    contentGroup: await service.createContentGroup({ db, userId, planId: body.contentPlanId, name: body.name }),
  }));
  authedRoute(app, updateContentGroup, async ({ userId, body }) => ({
    status: success,
    contentGroup: await service.renameContentGroup({ db, userId, id: body.id, name: body.name }),
  }));
  authedRoute(app, deleteContentGroup, async ({ userId, body }) => {
    await deleteScopeUnlessInHand(db, userId, { topicId: body.id }, (tx) =>
      service.deleteContentGroup({ db: tx, userId, id: body.id }),
    );
    return { status: success };
  });

  authedRoute(app, createContentIdea, async ({ userId, body }) => ({
    status: success,
    contentIdea: await service.createContentIdea({ db, userId, groupId: body.contentGroupId, idea: body.idea }),
  }));
  authedRoute(app, updateContentIdea, async ({ userId, body }) => ({
    status: success,
    contentIdea: await service.updateContentIdea({ db, userId, id: body.id, idea: body.idea }),
  }));
  authedRoute(app, deleteContentIdea, async ({ userId, body }) => {
    await deleteScopeUnlessInHand(db, userId, { ideaId: body.id }, (tx) =>
      service.deleteContentIdea({ db: tx, userId, id: body.id }),
    );
    return { status: success };
  });
}
