import type { AnswerType } from '@inroad/contracts/ai';
import { getAnswerPresets as getAnswerPresetsEndpoint } from '@inroad/contracts/create';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const answerPresetsQueryKey = (contentIdeaId: number, answerType: AnswerType) =>
  ['create', 'presets', contentIdeaId, answerType] as const;

/** The fields last used for this idea and answer type; a failure only means the form starts empty. */
export function getAnswerPresets(contentIdeaId: number, answerType: AnswerType, signal?: AbortSignal) {
  return apiRequest(getAnswerPresetsEndpoint, { query: { contentIdeaId, answerType }, notify: false, signal });
}

export function getAnswerPresetsQueryOptions(contentIdeaId: number, answerType: AnswerType) {
  return queryOptions({
    queryKey: answerPresetsQueryKey(contentIdeaId, answerType),
    queryFn: ({ signal }) => getAnswerPresets(contentIdeaId, answerType, signal),
    retry: false,
  });
}

/** Presets for the Create Content form when it is opened on a saved idea; nothing without one. */
export function useAnswerPresets(contentIdeaId: number | undefined, answerType: AnswerType) {
  return useQuery({
    ...getAnswerPresetsQueryOptions(contentIdeaId ?? 0, answerType),
    enabled: contentIdeaId !== undefined,
  });
}
