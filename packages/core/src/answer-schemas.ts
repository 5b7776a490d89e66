import { z } from 'zod';

/**
 * A moment a service holds as a Date, as it crosses the wire: JSON (the REST
 * API and tRPC, which has no transformer here) sends Date#toISOString(), so
 * the answer's schema checks a Date and says "an ISO 8601 date-time string".
 */
export const wireDateTimeSchema = z.codec(z.date(), z.iso.datetime(), {
  decode: (date) => date.toISOString(),
  encode: (text) => new Date(text),
});

/** A change that went through, and the sentence the screen shows for it. */
export const confirmationSchema = z.object({ success: z.literal(true), message: z.string() });

/** The sentence the screen shows after an account change (sign-out, a new password). */
export const noticeSchema = z.object({ message: z.string() });

/** A bulk action's result: how many rows it changed. */
export const affectedCountSchema = confirmationSchema.extend({ affected: z.number() });
