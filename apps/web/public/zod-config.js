// Zod compiles fast parsers with `new Function` when it can, probing for that as it builds each object schema; the
// app's Content-Security-Policy (no 'unsafe-eval') refuses it, and the browser reports every probe as a violation.
// Jitless zod parses just as correctly. Zod reads this global config when it loads, so it is set before any module
// runs: a same-origin classic script, since the CSP allows no inline script.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
