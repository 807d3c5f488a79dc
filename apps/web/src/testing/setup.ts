import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { takeContractBreaches } from './contract-breaches.ts';
import { forgetExtensionMessages } from './fake-extension.ts';
import { forgetSentRequests } from './fake-server.ts';
import { copyComputedStylesCheaply } from './happy-dom-computed-style.ts';
import { skipReactOwnerStacks } from './react-owner-stacks.ts';

// Screens render slowly in happy-dom on a loaded two-core machine; findBy/waitFor wait up to 30 s, not 1 s.
configure({ asyncUtilTimeout: 30_000 });

skipReactOwnerStacks();
copyComputedStylesCheaply();

// The test files share their worker's loaded modules (vitest.config.ts): whatever a test leaves in a module's state
// or on the page is put back here, so no test sees another's.

// No request leaves the test: one that no fake (fake-server.ts) answers fails as a network failure.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      console.error(`Unexpected request in test: ${String(input)}`);
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  queryClient.clear();
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  window.history.replaceState(null, '', '/');
  setUnauthorizedHandler(null);
  forgetSentRequests();
  forgetExtensionMessages();
  const breaches = takeContractBreaches();
  if (breaches.length) throw new Error(breaches.join('\n'));
});
