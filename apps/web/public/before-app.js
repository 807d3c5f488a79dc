// Settings that must be in place before the app's modules run. A same-origin classic script, not an inline one:
// the Content-Security-Policy allows only script-src 'self'. One file rather than one per setting: each file is a
// request every first visit makes before the app can start.

// The stored dark-mode choice (or the system preference), applied before first paint so a dark-mode user never
// sees a light flash. Mirrors src/lib/color-scheme.ts.
(() => {
  try {
    const stored = window.localStorage.getItem('darkMode');
    const dark = stored === 'true' || (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {
    // Storage can be blocked (private mode, policies); the app falls back to the light scheme.
  }
})();

// Zod compiles fast parsers with `new Function` when it can, probing for that as it builds each object schema; the
// app's Content-Security-Policy (no 'unsafe-eval') refuses it, and the browser reports every probe as a violation.
// Jitless zod parses just as correctly. Zod reads this global config when it loads, so it is set before any module
// runs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
