import { EXTENSION_STATUS_POLL_MS, POST_REFRESH_POLL_MS, REFRESH_PROGRESS_POLL_MS } from '@inroad/contracts/constants';
import type { View } from '@inroad/contracts/post';
import { notifications } from '@mantine/notifications';
import { focusManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  extensionRefreshQueryOptions,
  feedRefreshProgressQueryKey,
  getFeedRefreshProgressQueryOptions,
} from '../api/get-feed-refresh-progress.ts';
import { startFeedRefreshRun } from '../api/start-feed-refresh.ts';

export const EXTENSION_NEEDED_MESSAGE =
  'Install the Inroad extension and sign in to Inroad in this browser: it reads your feeds on LinkedIn and Reddit. ' +
  'To sign it in, open Inroad in the same browser while signed in; the extension takes the session from this page. ' +
  'Its toolbar icon (pin it from the puzzle-piece menu) shows whether it is signed in and what it is doing.';

function tell(id: string, title: string, message: string, color = 'yellow') {
  notifications.show({ id: `feed-refresh:${id}`, color, title, message });
}

/**
 * The feed refresh of spec engage.md §4: the extension is asked every 10 s whether it is reading feeds; while a
 * refresh is under way its progress is polled every 5 s until no feed is pending; after a start, the inbox is
 * reloaded every 15 s until the refresh ends, and once more when it ends. A hidden tab pauses both.
 */
export function useFeedRefresh(options: { onFeedsUpdated: () => void; onStarted?: () => void }) {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const callbacks = useRef(options);
  callbacks.current = options;

  const extension = useQuery({
    ...extensionRefreshQueryOptions(),
    refetchInterval: EXTENSION_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const extensionBusy = extension.data?.inProgress === true;
  const progress = useQuery({
    ...getFeedRefreshProgressQueryOptions(),
    refetchInterval: (query) => (query.state.data?.inProgress || extensionBusy ? REFRESH_PROGRESS_POLL_MS : false),
  });

  // The extension began reading on its own (after onboarding, from another tab, on its timer): look now.
  useEffect(() => {
    if (extensionBusy) void queryClient.invalidateQueries({ queryKey: feedRefreshProgressQueryKey });
  }, [extensionBusy, queryClient]);

  const inProgress = progress.data?.inProgress === true;
  const wasInProgress = useRef(false);
  useEffect(() => {
    if (inProgress) {
      wasInProgress.current = true;
      return;
    }
    if (!wasInProgress.current) return;
    wasInProgress.current = false;
    setWatching(false);
    callbacks.current.onFeedsUpdated();
  }, [inProgress]);

  useEffect(() => {
    if (!watching) return;
    // Not while the tab is hidden: the progress poll stops there too, so the refresh would never be seen to end and
    // the reloads would go on for ever. Both resume when the tab is shown again.
    const timer = setInterval(() => {
      if (focusManager.isFocused()) callbacks.current.onFeedsUpdated();
    }, POST_REFRESH_POLL_MS);
    return () => clearInterval(timer);
  }, [watching]);

  const start = useMutation({
    mutationFn: startFeedRefreshRun,
    onSuccess: (outcome) => {
      if (outcome.kind === 'no-extension') {
        tell('extension', 'Chrome Extension Required', EXTENSION_NEEDED_MESSAGE);
        return;
      }
      const { answer, extensionError } = outcome;
      queryClient.setQueryData(feedRefreshProgressQueryKey, answer.progress);
      if (answer.progress.totalSourceCount === 0) {
        tell('empty', 'Nothing to refresh', "You don't have any active Data Feeds: add or activate one first.", 'blue');
        return;
      }
      if (extensionError) tell('extension-refused', 'The extension could not start', extensionError);
      setWatching(true);
      if (answer.started) callbacks.current.onStarted?.();
    },
    onError: (error) => {
      // Refresh failures are logged only (spec §8); a refusal the user can act on (a paused queue) is shown.
      console.error('Could not refresh the feeds', error);
      if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
        tell('paused', 'Refresh not started', error.serverMessage);
      }
    },
  });

  return {
    progress: progress.data,
    extensionPresent: extension.data?.present,
    starting: start.isPending,
    start: (view: View, hard: boolean) => start.mutate({ view, hard }),
  };
}
