import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.ts';
import { OneLineRequestLog } from './request-log.ts';

async function logOf(url: string): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new OneLineRequestLog() });
  app.get('/api/login/verify', async (_request, reply) => reply.status(302).header('location', '/').send());
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  it('writes one line a request, once answered: method, redacted URL, status, time and id', async () => {
    const records = await logOf('/api/login/verify?token=secret-token-value');
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/login/verify?token=[redacted]' },
      res: { statusCode: 302 },
      reqId: expect.any(String),
    });
    expect(record?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(record)).not.toContain('secret-token-value');
  });
});
