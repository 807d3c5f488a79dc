import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractBreaches } from './contract-breaches.ts';

// Screens render slowly in happy-dom on a loaded two-core machine; findBy/waitFor wait up to 30 s, not 1 s.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  const breaches = takeContractBreaches();
  if (breaches.length) throw new Error(breaches.join('\n'));
});
