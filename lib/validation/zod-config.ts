import { z } from 'zod';

// In the browser, zod must not try to compile its parsers with `new Function`: the pages' CSP
// forbids eval, and even zod's caught probe would be reported as a violation. The server keeps the
// faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
