import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the whole app (real routes, loaders and providers) at `path`, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The current location of a memory router as one string, e.g. '/posts?view=priority&dateRange=1'. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return render(
    <AppProvider queryClient={queryClient} env="test">
      {ui}
    </AppProvider>,
  );
}
