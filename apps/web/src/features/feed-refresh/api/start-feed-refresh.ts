import { type StartFeedRefreshResponse, startFeedRefresh } from '@inroad/contracts/feed-refresh';
import type { View } from '@inroad/contracts/post';
import { apiRequest } from '../../../lib/api-client.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export type StartRefreshOutcome =
  | { kind: 'no-extension' }
  | { kind: 'queued'; answer: StartFeedRefreshResponse; extensionError: string | null };

/**
 * Starts a refresh: the server queues a fetch per active Data Feed, then the extension is told to read them now.
 * Nothing is asked of the server when the extension is absent: no one would read the feeds.
 */
export async function startFeedRefreshRun(input: { view: View; hard: boolean }): Promise<StartRefreshOutcome> {
  const presence = await askExtension({ type: 'check-extension' }, { timeoutMs: 5_000 });
  if (!presence?.success) return { kind: 'no-extension' };
  const answer = await apiRequest(startFeedRefresh, { body: input, notify: false });
  if (answer.progress.totalSourceCount === 0) return { kind: 'queued', answer, extensionError: null };
  const told = await askExtension({ type: 'refreshFeeds' });
  if (told === null) return { kind: 'no-extension' };
  return { kind: 'queued', answer, extensionError: told.success ? null : told.error };
}
