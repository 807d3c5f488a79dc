import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { CreateIdeasRoute } from '../app/routes/create-ideas.tsx';
import { ContentPlanScreen } from '../features/create/components/content-plan-screen.tsx';
import { ContentQueueScreen } from '../features/create/components/content-queue-screen.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** The Create area's three screens on a memory router at `path`, without the shell. */
export function renderCreateArea(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/create/content_plan', element: <ContentPlanScreen /> },
      { path: '/create/ideas/:contentPlanId', element: <CreateIdeasRoute /> },
      { path: '/create/content', element: <ContentQueueScreen /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
