import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter, signOutOnUnauthorized } from './router.tsx';

const router = createAppRouter(queryClient);

signOutOnUnauthorized(router, queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
