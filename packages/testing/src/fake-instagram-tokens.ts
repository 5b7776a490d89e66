import type { IncomingMessage } from 'node:http';
import { graphError, TOKEN_ERRORS } from './fake-instagram-errors';
import {
  LONG_TOKEN_SECONDS,
  newToken,
  SHORT_TOKEN_MS,
  type FakeInstagramAccount,
  type FakeInstagramToken,
  type InstagramState,
  type InstagramTokenKind,
} from './fake-instagram-state';

/** Issues a token as of `issuedAt` (default now): short-lived ones live an hour, long-lived ones 60 days. */
export function issueToken(
  state: InstagramState,
  account: FakeInstagramAccount,
  kind: InstagramTokenKind,
  permissions: string[],
  issuedAt = state.now(),
): FakeInstagramToken {
  const lifetime = kind === 'short' ? SHORT_TOKEN_MS : LONG_TOKEN_SECONDS * 1000;
  const record = { token: newToken(), kind, igUserId: account.igUserId, permissions: [...permissions], issuedAt, expiresAt: issuedAt + lifetime, revoked: false };
  state.tokens.set(record.token, record);
  return record;
}

/** Graph takes the token from `Authorization: Bearer` or an access_token parameter (query, form or JSON body). */
export function tokenFromRequest(req: IncomingMessage, params: Record<string, unknown>): string | undefined {
  const header = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (header) return header;
  return typeof params.access_token === 'string' && params.access_token !== '' ? params.access_token : undefined;
}

/** The token's record and account, or the 190 (2500 without a token) Meta answers. */
export function authenticate(state: InstagramState, token: string | undefined): { token: FakeInstagramToken; account: FakeInstagramAccount } {
  if (!token) throw TOKEN_ERRORS.missing();
  const record = state.tokens.get(token);
  const account = record && state.accounts.get(record.igUserId);
  if (!record || !account) throw TOKEN_ERRORS.invalid();
  if (record.revoked) throw TOKEN_ERRORS.revoked(state.app.id);
  if (state.now() >= record.expiresAt) throw TOKEN_ERRORS.expired(record.expiresAt, state.now());
  return { token: record, account };
}

/**
 * A permission the user did not grant at login. Messenger Platform "Common Error Codes": "10 - Application does not have
 * permission for this action"; graph.instagram.com answers its own errors typed IGApiException.
 */
export function requirePermission(token: FakeInstagramToken, permission: string): void {
  if (token.permissions.includes(permission)) return;
  throw graphError({ status: 403, code: 10, type: 'IGApiException', message: `(#10) Application does not have permission for this action (needs ${permission})` });
}
