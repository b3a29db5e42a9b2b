import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// zod compiles object schemas with `new Function` when it may; the page's Content-Security-Policy
// forbids eval (script-src 'self'), so in the browser it must not even try (the probe itself is a
// CSP violation that Lighthouse reports). The server keeps the compiled parsers.
config({ jitless: true });

/** react-hook-form's zod resolver, with zod set up for the browser. Forms import it from here. */
export { zodResolver };
