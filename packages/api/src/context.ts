import type { Db } from '@fanline/db';
import { authenticateBearer, type BillingDeps, type BotDeps, type GoogleConfig, type SessionMeta, type ValidSession } from '@fanline/services';

/** What the API needs from its process: built once at start-up. */
export interface ApiDeps {
  db: Db;
  google: GoogleConfig | null;
  bots: BotDeps;
  billing: BillingDeps;
}

export interface RequestInfo {
  authorization?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface Context extends ApiDeps {
  auth: ValidSession | null;
  meta: SessionMeta;
}

/** Builds the per-request context shared by tRPC procedures and the REST shim. */
export async function createRequestContext(deps: ApiDeps, request: RequestInfo): Promise<Context> {
  return {
    ...deps,
    auth: await authenticateBearer(deps.db, request.authorization),
    meta: { ip: request.ip ?? null, userAgent: request.userAgent ?? null },
  };
}
