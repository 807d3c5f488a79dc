import { type UpdateAnswerBody, updateAnswer as updateAnswerEndpoint } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function updateAnswer(id: number, body: UpdateAnswerBody) {
  return apiRequest(updateAnswerEndpoint, { body: { ...body, id }, params: { id: String(id) } });
}

export function useUpdateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAnswerBody }) => updateAnswer(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => console.error('Could not update the post', cause),
  });
}
