import { z } from 'zod';

// PostgreSQL text cannot hold U+0000 (the statement fails, a 500), and its
// driver writes an unpaired UTF-16 surrogate as U+FFFD, so neither would be
// stored as sent. In a `u` regex a lone surrogate is a code point of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The one definition of a text field in request input: a string without NUL
 * or lone surrogates, each refused with a message naming the field. Chain
 * `.trim()`, `.min()`, `.max()` as usual; `typeError` answers a non-string.
 */
export function textField(label: string, typeError = `${label} must be text`) {
  return z
    .string({ error: typeError })
    .refine((v) => !v.includes('\u0000'), { message: `${label} must not contain a NUL character`, abort: true })
    .refine((v) => !LONE_SURROGATE.test(v), { message: `${label} must not contain an unpaired surrogate (invalid Unicode)`, abort: true });
}

// A decimal numeral as a form field or a query string carries it ("9.99", " 2 ").
const NUMERAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * A numeric field: a JSON number, or a decimal numeral in a string (form
 * fields, query strings). Unlike `z.coerce.number()`, null, '', booleans,
 * lists and objects are refused with "<label> must be a number" rather than
 * read as 0 or 1. `rules` adds the field's own checks.
 */
export function numberField<S extends z.ZodType<number, number>>(label: string, rules: (n: z.ZodNumber) => S) {
  return z.preprocess((v) => (typeof v === 'string' && NUMERAL.test(v) ? Number(v) : v), rules(z.number({ error: `${label} must be a number` })));
}
