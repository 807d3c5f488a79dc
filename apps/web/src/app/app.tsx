import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { currentUserQueryKey } from '../lib/current-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(queryClient);

export function App() {
  useEffect(() => {
    // A 401 anywhere means the session is gone: forget who was signed in and go to /login without a reload.
    setUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      void router.navigate('/login');
    });
    return () => setUnauthorizedHandler(null);
  }, []);

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
