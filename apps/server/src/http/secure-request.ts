import type { FastifyRequest } from 'fastify';

/** Whether cookies set in answer to this request should be Secure: served over HTTPS, or behind a public HTTPS URL. */
export function isSecureRequest(request: FastifyRequest, publicUrl: string | null | undefined): boolean {
  return request.protocol === 'https' || Boolean(publicUrl?.startsWith('https://'));
}
