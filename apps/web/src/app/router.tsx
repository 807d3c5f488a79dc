import { DEFAULT_DATE_RANGE, DEFAULT_VIEW } from '@inroad/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPage } from '../components/ui/error-page.tsx';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { getPostsQueryOptions } from '../features/posts/api/get-posts.ts';
import { parsePostFilters, toPostListQuery } from '../features/posts/hooks/post-filters.ts';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client.ts';
import { getAppConfigQueryOptions } from '../lib/app-config.ts';
import { isCreateAreaAllowed } from '../lib/create-area.ts';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { HOME_PATH } from './home-path.ts';
import { useFollowSignedInAccount } from './use-follow-signed-in-account.ts';

/**
 * Whether a session is signed in: only a 401 says it is not. Any other failure (the server busy or unreachable) is
 * thrown to the screen's error page, rather than sending a signed-in person to the login page.
 */
async function isAuthenticated(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.ensureQueryData(currentUserQueryOptions());
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') return false;
    throw error;
  }
}

/** Adds the inbox's default view and dateRange when the URL lacks them, keeping every other parameter. */
function withInboxDefaults(url: URL): URLSearchParams | null {
  const params = new URLSearchParams(url.search);
  let changed = false;
  if (!params.get('view')) {
    params.set('view', DEFAULT_VIEW);
    changed = true;
  }
  if (!params.get('dateRange')) {
    params.set('dateRange', String(DEFAULT_DATE_RANGE));
    changed = true;
  }
  return changed ? params : null;
}

/** '/' opens the inbox; a user who has not been through onboarding gets the wizard on top of it. */
async function homeLoader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const params = withInboxDefaults(new URL(request.url)) ?? new URL(request.url).searchParams;
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
  if (user && !user.metadata.onboardingWizardComplete) params.set('onboarding', '1');
  return redirect(`/posts?${params}`);
}

function postsLoader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const url = new URL(request.url);
  const params = withInboxDefaults(url);
  if (params) return redirect(`/posts?${params}`);
  // The list's first page is asked for at once, alongside the sign-in check and while the inbox's code is still
  // loading, rather than once the screen has rendered: the browser's few connections to the server are soon all
  // busy fetching that code. The loader does not wait for it. Signed out, it answers 401 as the check does, and
  // both lead to /login.
  void queryClient.prefetchInfiniteQuery(getPostsQueryOptions(toPostListQuery(parsePostFilters(url.searchParams))));
  return null;
}

/*
 * The inbox keeps its filters in the query string, so every filter click is a navigation, and by default every
 * loader runs again before it renders. The sign-in check belongs to changes of screen, and the inbox's loader only
 * adds defaults a URL lacks: a filter change with both in place renders at once.
 */
const revalidateOnScreenChange = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const revalidateWithoutDefaults = ({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  withInboxDefaults(nextUrl) !== null && defaultShouldRevalidate;

async function createAreaLoader(queryClient: QueryClient) {
  const config = await queryClient.ensureQueryData(getAppConfigQueryOptions()).catch(() => undefined);
  return isCreateAreaAllowed(config) ? null : redirect('/posts');
}

/** Above every screen: the tab keeps to the account signed in in this browser, whichever tab signed it in. */
function Root() {
  useFollowSignedInAccount();
  return <Outlet />;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <ErrorPage />,
      HydrateFallback: LoadingScreen,
      children: [
        {
          path: 'login',
          // The login page shows whenever the session is not known to be signed in, the server busy or not.
          loader: async () => ((await isAuthenticated(queryClient).catch(() => false)) ? redirect(HOME_PATH) : null),
          // Switching to the sign-up wording (?mode=signup) is not a new visit: no second session check.
          shouldRevalidate: revalidateOnScreenChange,
          HydrateFallback: LoadingScreen,
          lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: 'signin',
          element: null,
          loader: ({ request }) => redirect(`/login${new URL(request.url).search}`),
        },
        {
          id: 'app',
          loader: async () => ((await isAuthenticated(queryClient)) ? null : redirect('/login')),
          shouldRevalidate: revalidateOnScreenChange,
          HydrateFallback: LoadingScreen,
          lazy: () => import('./shell/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
          children: [
            {
              // Errors in a screen replace only the main area; the sidebar stays usable.
              errorElement: <ErrorPage />,
              children: [
                { index: true, loader: (args) => homeLoader(args, queryClient), element: null },
                {
                  path: 'posts',
                  loader: (args) => postsLoader(args, queryClient),
                  shouldRevalidate: revalidateWithoutDefaults,
                  lazy: () => import('./routes/posts.tsx').then((m) => ({ Component: m.PostsRoute })),
                },
                {
                  path: 'trackers',
                  lazy: () => import('./routes/trackers.tsx').then((m) => ({ Component: m.TrackersRoute })),
                },
                {
                  path: 'feeds',
                  lazy: () => import('./routes/feeds.tsx').then((m) => ({ Component: m.FeedsRoute })),
                },
                {
                  path: 'integrations',
                  lazy: () => import('./routes/integrations.tsx').then((m) => ({ Component: m.IntegrationsRoute })),
                },
                {
                  path: 'integration/add',
                  lazy: () =>
                    import('./routes/integration-add.tsx').then((m) => ({ Component: m.IntegrationAddRoute })),
                },
                {
                  path: 'settings',
                  lazy: () => import('./routes/settings.tsx').then((m) => ({ Component: m.SettingsRoute })),
                },
                {
                  path: 'create',
                  loader: () => createAreaLoader(queryClient),
                  children: [
                    { index: true, loader: () => redirect('/create/content'), element: null },
                    {
                      path: 'content',
                      lazy: () =>
                        import('./routes/create-content.tsx').then((m) => ({ Component: m.CreateContentRoute })),
                    },
                    {
                      path: 'content_plan',
                      lazy: () =>
                        import('./routes/create-content-plan.tsx').then((m) => ({
                          Component: m.CreateContentPlanRoute,
                        })),
                    },
                    {
                      path: 'ideas/:contentPlanId',
                      lazy: () => import('./routes/create-ideas.tsx').then((m) => ({ Component: m.CreateIdeasRoute })),
                    },
                  ],
                },
                {
                  path: '*',
                  lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

/**
 * A 401 anywhere means the session is gone: drop everything cached for that account and go to /login without a
 * reload. The cache must be empty first, or /login would still see a signed-in user. Set with the router, not on
 * mount: the first screen's loaders start requests before anything is mounted.
 */
export function signOutOnUnauthorized(router: { navigate(to: string): Promise<void> }, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate('/login');
  });
}
