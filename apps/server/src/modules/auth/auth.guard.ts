import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionTokenOf } from '../../http/session.ts';
import { resolveSession } from './auth.service.ts';

/** Resolves the caller's session once per API request. */
export function installSessionResolver(app: FastifyInstance, db: Db): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (!token || token.length > 128) return;
    request.sessionToken = token;
    request.userId = (await resolveSession({ db, token })) ?? null;
  });
}
