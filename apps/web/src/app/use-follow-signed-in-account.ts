import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirmSignedInAs, currentUserQueryOptions, setAccountSwitchHandler } from '../lib/current-user.ts';

/**
 * Keeps the tab to the account signed in in this browser now. Another account signing in from another tab replaces
 * the session cookie without a word to this one (setAccountSwitchHandler), so each time the tab is shown or focused
 * again it asks who is signed in. Someone else: everything cached is dropped and the app starts again at '/' as them
 * (their onboarding, their inbox). No one: the login page.
 */
export function useFollowSignedInAccount(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    setAccountSwitchHandler((signedInUserId) => {
      queryClient.clear();
      void navigate(signedInUserId === null ? '/login' : '/');
    });
    // Showing a tab fires both events: one question is enough.
    let asking = false;
    const askAgain = () => {
      const cachedUserId = queryClient.getQueryData(currentUserQueryOptions().queryKey)?.id;
      if (asking || cachedUserId === undefined || !focusManager.isFocused()) return;
      asking = true;
      void confirmSignedInAs(cachedUserId).finally(() => {
        asking = false;
      });
    };
    const stopListening = focusManager.subscribe(askAgain);
    window.addEventListener('focus', askAgain);
    return () => {
      stopListening();
      window.removeEventListener('focus', askAgain);
      setAccountSwitchHandler(null);
    };
  }, [queryClient, navigate]);
}
