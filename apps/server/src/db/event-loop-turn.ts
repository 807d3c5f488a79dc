import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop answer what is waiting (requests, timers) before going on. On the embedded database a query
 * runs on this very thread, and awaiting it resumes through microtasks only: a background job working through
 * hundreds of posts, query after query, would otherwise keep every request waiting until it ends (and the server
 * sheds requests while its event loop lags). Loops over many rows call this once per row.
 */
export function eventLoopTurn(): Promise<void> {
  return setImmediate();
}
