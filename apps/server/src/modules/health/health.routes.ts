import { HealthResponse } from '@inroad/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        summary: 'Database and queue status (503 when degraded)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const database = await ctx.database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const queue = ctx.queue.isRunning() ? ('up' as const) : ('down' as const);
      const healthy = database === 'up' && queue === 'up';
      // Load balancers read the status code; people and dashboards read the body.
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database,
        queue,
        engine: ctx.database.engine,
        version: VERSION,
      });
    },
  );
}
