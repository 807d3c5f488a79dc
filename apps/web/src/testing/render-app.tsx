import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes, signOutOnUnauthorized } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the whole app (real routes, loaders and providers) at `path`, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  // As the app does (app.tsx); setup.ts puts the default back after the test.
  signOutOnUnauthorized(router, queryClient);
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Loads the code of the lazy routes that render each path (the layout and the screen). Called in a beforeAll, it
 * keeps the module transform of a file's first render out of its first test, where on a busy machine it can take
 * longer than a findBy waits.
 */
export async function loadRouteCode(...paths: string[]): Promise<void> {
  const routes = createRoutes(createQueryClient());
  const loads = paths.flatMap((p) =>
    (matchRoutes(routes, p) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
  await Promise.all(loads);
}

/**
 * Loads the parts the inbox loads lazily on its own (app/routes/posts.tsx: the engagement footer, the notices, the
 * profile modal), for the same reason as loadRouteCode.
 */
export async function loadInboxLazyParts(): Promise<void> {
  await Promise.all([
    import('../features/engage/components/post-engage-footer.tsx'),
    import('../components/notices-watcher.tsx'),
    import('../features/profile/components/poster-profile-modal.tsx'),
  ]);
}

/** The current location of a memory router as one string, e.g. '/posts?view=priority&dateRange=1'. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** The app's providers as a wrapper, for renderHook. */
export function appProviders(queryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient} env="test">
      {children}
    </AppProvider>
  );
}

/** Renders `ui` inside the app's providers; pass `queryClient` to reach the cache from the test. */
export function renderWithProviders(ui: ReactNode, queryClient = createQueryClient()) {
  return render(
    <AppProvider queryClient={queryClient} env="test">
      {ui}
    </AppProvider>,
  );
}
