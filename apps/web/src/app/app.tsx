import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(queryClient);

// A 401 anywhere means the session is gone: drop everything cached for that account and go to /login without a
// reload. The cache must be empty first, or /login would still see a signed-in user. Set with the router, not on
// mount: the first screen's loaders start requests before anything is mounted.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate('/login');
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
