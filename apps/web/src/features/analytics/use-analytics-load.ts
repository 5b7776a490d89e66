import { useEffect } from 'react';
import { classifyAnalyticsFailure, type AnalyticsFailure } from './analytics-failure';

/** The parts of a react-query result the analytics sections read. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
  refetch(): Promise<unknown>;
}

interface LoadControls {
  retry(): void;
  retrying: boolean;
  /** When the shown figures were read (0 in fallback mode). */
  updatedAt: number;
}

export type AnalyticsLoad<T> = LoadControls &
  (
    | { status: 'loading' }
    /** `refreshFailure`: a later refresh failed, so the figures shown are the last good ones. */
    | { status: 'ready'; data: T; refreshFailure: AnalyticsFailure | null }
    | { status: 'fallback'; data: T; failure: AnalyticsFailure }
  );

/**
 * Turns a query into what a section shows: skeletons while loading (retries
 * included), the figures, or, once a load has really failed, zeroed fallback
 * figures with the failure recorded (docs/product.md §11, §8). A failed refresh keeps the
 * last good figures rather than zeroing them.
 */
export function useAnalyticsLoad<T>(name: string, query: QueryLike<T>, fallback: T): AnalyticsLoad<T> {
  const failure = query.isError ? classifyAnalyticsFailure(query.error) : null;

  useEffect(() => {
    // Recorded once per failed attempt, for whoever reads the console or its logs.
    if (failure) console.warn(`[analytics] ${name} analytics failed to load: ${failure}`, query.error);
  }, [name, failure, query.errorUpdatedAt, query.error]);

  const controls: LoadControls = {
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    updatedAt: query.data === undefined ? 0 : query.dataUpdatedAt,
  };
  if (query.data !== undefined) return { ...controls, status: 'ready', data: query.data, refreshFailure: failure };
  if (failure) return { ...controls, status: 'fallback', data: fallback, failure };
  return { ...controls, status: 'loading' };
}

/** The figures to draw, or null while loading. */
export function loadedData<T>(load: AnalyticsLoad<T>): T | null {
  return load.status === 'loading' ? null : load.data;
}

export const isFallback = (load: AnalyticsLoad<unknown>) => load.status === 'fallback';
