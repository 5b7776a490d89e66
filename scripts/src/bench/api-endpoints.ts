import type { BenchRequest } from './api-requests';
import type { SignedInCreator } from './api-world';

export interface ApiEndpoint {
  name: string;
  /** The request as this creator's browser sends it. */
  request(creator: SignedInCreator): BenchRequest;
}

/**
 * What the web app's Command Center asks for in one tick on load (DashboardHome's
 * unread count, DashboardAnalytics, FleetStats), so httpBatchLink sends the
 * three as one GET; the inputs are the ones the hooks pass (bots.stats takes none).
 */
const DASHBOARD_BATCH_PROCEDURES = ['inbox.unreadCount', 'analytics.dashboard', 'bots.stats'];
const DASHBOARD_BATCH_INPUT = JSON.stringify({ 1: {} });
const DASHBOARD_BATCH_PATH = `/trpc/${DASHBOARD_BATCH_PROCEDURES.join(',')}?batch=1&input=${encodeURIComponent(DASHBOARD_BATCH_INPUT)}`;

/**
 * A browser's headers: the session, and the encodings it accepts, so a
 * response compression middleware does the work it does for real clients.
 */
export function browserHeaders(creator: SignedInCreator): Record<string, string> {
  return { authorization: `Bearer ${creator.token}`, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
}

const get = (path: string, creator: SignedInCreator): BenchRequest => ({ path, headers: browserHeaders(creator) });

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { name: 'GET /api/auth/me', request: (c) => get('/api/auth/me', c) },
  { name: 'GET /api/chatbots', request: (c) => get('/api/chatbots', c) },
  { name: 'GET /api/stats', request: (c) => get('/api/stats', c) },
  { name: 'GET /api/analytics/dashboard/{id}', request: (c) => get(`/api/analytics/dashboard/${c.id}`, c) },
  { name: `tRPC batch ${DASHBOARD_BATCH_PROCEDURES.join(',')}`, request: (c) => get(DASHBOARD_BATCH_PATH, c) },
];

/** The floor: the same session lookup on a bare route (token-floor.ts). */
export const FLOOR_ENDPOINT: ApiEndpoint = { name: 'floor: bare Hono + session lookup', request: (c) => get('/floor/me', c) };

/** One request per creator, which the load cycles through. */
export function requestsFor(endpoint: ApiEndpoint, creators: readonly SignedInCreator[]): BenchRequest[] {
  return creators.map((creator) => endpoint.request(creator));
}
