import { type CreateSourceBody, createSource, type UpdateSourceBody, updateSource } from '@inroad/contracts/source';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sourcesQueryKey } from '../../../lib/sources.ts';

export type SaveSourceInput = { mode: 'create'; body: CreateSourceBody } | { mode: 'update'; body: UpdateSourceBody };

export const SOURCE_SAVE_FALLBACK = 'An error occurred while saving';

export function saveSource(input: SaveSourceInput) {
  // The editor words failures itself (server message, else the spec's fallback).
  return input.mode === 'create'
    ? apiRequest(createSource, { body: input.body, notify: false })
    : apiRequest(updateSource, { body: input.body, notify: false });
}

export function useSaveSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}
