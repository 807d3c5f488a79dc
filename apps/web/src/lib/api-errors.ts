import { ApiError } from './api-client.ts';

/** What the server said about a failure, when it said anything; features pick their own wording otherwise. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage?.trim() : undefined;
  return message ? message : fallback;
}
