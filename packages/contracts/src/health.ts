import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Database and queue status',
  response: HealthResponse,
});
