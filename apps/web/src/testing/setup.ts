import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens render slowly in happy-dom on a loaded two-core machine; findBy/waitFor wait up to 30 s, not 1 s.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
