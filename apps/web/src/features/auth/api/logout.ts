import { logout } from '@inroad/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { signOutExtension } from '../hooks/use-extension-handoff.ts';

export async function logOut() {
  await signOutExtension();
  return apiRequest(logout, { notify: false, redirectOnUnauthorized: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onError: (error) => console.error('Log out request failed', error),
    // Leave even when the call fails (offline, session already gone): nothing of the account stays on screen.
    onSettled: async () => {
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
}
