import { LOGIN_TOKEN_TTL_MINUTES } from '@inroad/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from './tokens.ts';

// A sign-in link signs in by itself only in the browser that asked for it. Anyone can ask for a link to their own
// address and send it to someone else: opened there, it would sign that browser into the sender's account, and the
// extension in it would then work the sender's queue with the victim's LinkedIn session. A link opened elsewhere
// shows which account it opens and waits for a click.

const COOKIE = 'inroad_link_requested';
/** Sent only to the sign-in link's own routes. */
const COOKIE_PATH = '/api/login';

function addressMark(email: string): string {
  return hashToken(`login-link:${email.trim().toLowerCase()}`);
}

/** Remembers, in this browser, the address it asked a link for (the address's hash; the latest one asked). */
export function markLinkRequested(reply: FastifyReply, email: string, secure: boolean): void {
  reply.setCookie(COOKIE, addressMark(email), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: LOGIN_TOKEN_TTL_MINUTES * 60,
  });
}

/** Whether this browser asked for a link to this address. */
export function linkRequestedHere(request: FastifyRequest, email: string): boolean {
  return request.cookies[COOKIE] === addressMark(email);
}

export function forgetLinkRequest(reply: FastifyReply): void {
  reply.clearCookie(COOKIE, { path: COOKIE_PATH });
}
