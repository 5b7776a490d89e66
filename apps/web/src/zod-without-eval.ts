import { z } from 'zod';

// The Content Security Policy allows no eval (apps/api/src/security-headers.ts).
// zod would otherwise compile its object parsers with `new Function`, and its
// probe for that is itself reported as a violation. The setting is read when a
// schema is built, so this module is main.tsx's first import, before any schema.
z.config({ jitless: true });
