import {
  type CreateTrackerBody,
  createTracker,
  type UpdateTrackerBody,
  updateTracker,
} from '@inroad/contracts/tracker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { trackersQueryKey } from './get-trackers.ts';

export type SaveTrackerInput =
  | { mode: 'create'; body: CreateTrackerBody }
  | { mode: 'update'; body: UpdateTrackerBody };

export const TRACKER_SAVE_FALLBACK = 'An unhandled error has occurred';

/** Spec §8: a 500 or a failure without a server message reads as unhandled; otherwise the server's words. */
export function trackerSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 500 && error.serverMessage?.trim()) return error.serverMessage;
  return TRACKER_SAVE_FALLBACK;
}

export function saveTracker(input: SaveTrackerInput) {
  // The dialog words the failure itself (spec §8), so the client's generic notice stays off.
  return input.mode === 'create'
    ? apiRequest(createTracker, { body: input.body, notify: false })
    : apiRequest(updateTracker, { body: input.body, notify: false });
}

export function useSaveTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTracker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackersQueryKey }),
  });
}
