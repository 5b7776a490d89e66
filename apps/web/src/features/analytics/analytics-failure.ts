import { TRPCClientError } from '@trpc/client';

/** docs/product.md §11 "Dashboard analytics failures": the three cases a failed load is recorded as. */
export type AnalyticsFailure = 'plan access denied' | 'invalid token' | 'API error';

function statusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  const status = (data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

export function classifyAnalyticsFailure(error: unknown): AnalyticsFailure {
  const status = statusOf(error);
  if (status === 403) return 'plan access denied';
  if (status === 401) return 'invalid token';
  return 'API error';
}

/** A 401, 403 or 404 answers the same on every try; only other failures are worth retrying. */
export function retryAnalyticsLoad(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403 || status === 404) return false;
  return failureCount < 2;
}

/** What the fallback banner says about each case, in the creator's words. */
export const FAILURE_EXPLANATIONS: Record<AnalyticsFailure, string> = {
  'plan access denied': 'Your plan does not include these figures.',
  'invalid token': 'Your session has expired. Sign in again to see live figures.',
  'API error': 'The analytics service did not answer.',
};
