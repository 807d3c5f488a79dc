import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(queryClient);

export function App() {
  useEffect(() => {
    // A 401 anywhere means the session is gone: drop everything cached for that account and go to /login
    // without a reload. The cache must be empty first, or /login would still see a signed-in user.
    setUnauthorizedHandler(() => {
      queryClient.clear();
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
