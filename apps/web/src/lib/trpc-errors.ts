import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@fanline/api';

export interface FieldError {
  field: string;
  message: string;
}

function asServerError(error: unknown): TRPCClientError<AppRouter> | null {
  // Only errors the server formatted carry `shape`; network and parse failures
  // do not, and their raw text ("Failed to fetch") is not fit for a toast.
  return error instanceof TRPCClientError && error.shape ? (error as TRPCClientError<AppRouter>) : null;
}

/** The server's human message for a failed call, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return asServerError(error)?.message || fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error as TRPCClientError<AppRouter>).data?.httpStatus === 401;
}

/** Per-field messages the server attached to a validation or domain error. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const fields: unknown = asServerError(error)?.data?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}
