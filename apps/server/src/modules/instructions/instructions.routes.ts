import {
  claimInstruction,
  getPendingInstructions,
  InstructionIdParams,
  reportAccount,
  reportInstruction,
} from '@inroad/contracts/instructions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './instructions.service.ts';

export function registerInstructionRoutes(app: FastifyInstance, { db, queue, config }: AppContext): void {
  authedRoute(app, claimInstruction, ({ userId, body }) =>
    service.claimInstruction({ db, queue, config: config.actions, userId, types: body?.types }),
  );
  authedRoute(app, reportInstruction, ({ userId, body, request }) =>
    service.reportInstructionResult({
      db,
      config: config.actions,
      userId,
      id: InstructionIdParams.parse(request.params).id,
      report: body,
    }),
  );
  authedRoute(app, getPendingInstructions, ({ userId }) => service.getPendingInstructions({ db, userId }));
  authedRoute(app, reportAccount, async ({ userId, body }) => {
    await service.setLinkedinAccount({ db, userId, account: body.linkedinAccount });
    return { status: 'success' as const };
  });
}
