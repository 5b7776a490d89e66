import { config } from 'zod/v4/core';

// The Content Security Policy allows no eval (apps/api/src/security-headers.ts).
// zod would otherwise compile its object parsers with `new Function`, and its
// probe for that is itself reported as a violation. The setting is read when a
// schema is built, so this module is main.tsx's first import, before any schema,
// even one in a chunk fetched later. zod's core `config` is the same setting
// `z.config` writes, without pulling zod itself into the entry chunk: the
// landing page runs no schema (issue #24).
config({ jitless: true });
