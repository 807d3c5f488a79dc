// Applies the stored dark-mode choice (or the system preference) before the app bundle loads.
// Mirrors src/lib/color-scheme.ts; kept as a plain file because inline scripts are blocked by the CSP.
(() => {
  try {
    const stored = window.localStorage.getItem('darkMode');
    const dark = stored === 'true' || (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {
    // Storage can be blocked (private mode, policies); the app falls back to the light scheme.
  }
})();
