import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AppError } from '@fanline/services';

/**
 * Each event a streamed answer (a subscription, a streamed mutation) yields,
 * checked and stripped to what the schema names, as `.output()` does for an
 * answer. A domain error thrown while it streams keeps its meaning (status,
 * message) as one thrown before does (the domainErrors middleware), rather
 * than reaching the client as an internal error.
 */
export function eachChecked<T>(schema: z.ZodType<T>) {
  return z
    .custom<AsyncIterable<unknown>>((value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value)
    .transform(async function* (events): AsyncGenerator<T> {
      try {
        for await (const event of events) yield schema.parse(event);
      } catch (error) {
        if (error instanceof AppError) throw new TRPCError({ code: error.code, message: error.message, cause: error });
        throw error;
      }
    });
}
