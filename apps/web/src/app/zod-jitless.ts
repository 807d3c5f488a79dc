import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it can, and probes for that once; the app's
// Content-Security-Policy (no 'unsafe-eval') refuses it, and the browser reports every probe as a violation. Jitless
// zod parses just as correctly. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
