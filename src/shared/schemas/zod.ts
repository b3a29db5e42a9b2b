import { z } from 'zod';

// zod compiles object schemas with `new Function` when it may, and decides so as each schema is
// created. A browser page's Content-Security-Policy forbids eval (script-src 'self'): there zod
// must not even try, since the probe is itself a CSP violation (Lighthouse reports it). Every
// schema takes `z` from here, so this runs before any schema exists; the server keeps the
// compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
