import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { settleExpiredLease } from './instructions.service.ts';

/** Settles an instruction the extension took for the last time, once its lease has run out (settleExpiredLease). */
export const settleLeaseJob: JobDefinition<AppContext, 'instruction.settle-lease'> = {
  name: 'instruction.settle-lease',
  batchSize: 1,
  // Due minutes after the claim; a few seconds later changes nothing for the user.
  pollingIntervalSeconds: 10,
  async handle(ctx, payloads) {
    for (const payload of payloads) {
      await settleExpiredLease({ db: ctx.db, config: ctx.config.actions, ...payload });
    }
  },
};
