import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line a request, written once it is answered: method, URL (secrets redacted by the logger's req
 * serializer), status, response time and the request's id. Fastify's default writes two (incoming request, request
 * completed), the first of them before anything is known of the outcome; on a server answering the web app's polls
 * the second line halves the logging work (measured: pino and the writes to stdout were about a tenth of a busy
 * server's CPU).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
