import { generateState } from 'arctic';
import { channelNeedsPlan, planAllows } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { notifyUsersBots } from '../../bot-notifications';
import { instagramLinkOf } from '../../bots/bot-store';
import { AppError } from '../../errors';
import { deleteExpiredOAuthStates, hashState, STATE_LIFETIME_MS } from '../../oauth-states';
import type { SecretBox } from '../../secrets';
import { INSTAGRAM_SCOPES, type InstagramConfig } from './instagram-config';
import { createInstagramGraph, InstagramApiError } from './instagram-graph';

const INSTAGRAM_NOT_CONFIGURED = 'Instagram is not configured on this server (set INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET)';
const STATE_REFUSED = 'This Instagram connection request is invalid or expired. Please try again.';
const ACCOUNT_TAKEN = 'This Instagram account is connected to another Fanline account.';

function requireConfig(config: InstagramConfig | null): InstagramConfig {
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', INSTAGRAM_NOT_CONFIGURED);
  return config;
}

/**
 * GET /instagram/oauth/login: the business-login URL for the signed-in
 * creator. The state is stored as its SHA-256 with the creator's id, lives 10
 * minutes and is used once, so a callback can only connect the account to the
 * creator who asked.
 */
export async function startInstagramConnect(db: Db, config: InstagramConfig | null, user: UserRow, now = new Date()) {
  const instagram = requireConfig(config);
  if (!planAllows(user, 'platforms', 'instagram')) throw new AppError('FORBIDDEN', channelNeedsPlan('instagram'));
  const userId = user.id;
  const state = generateState();
  await deleteExpiredOAuthStates(db, now);
  await db.insertInto('oauth_states').values({ state: hashState(state), provider: 'instagram', code_verifier: '', user_id: userId, created_at: now }).execute();
  const url = new URL(instagram.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: instagram.appId,
    redirect_uri: instagram.redirectUri,
    response_type: 'code',
    scope: INSTAGRAM_SCOPES.join(','),
    state,
  }).toString();
  return { auth_url: url.toString(), provider: 'instagram' as const };
}

/** The creator a state was issued to, once: a bad, old or reused state gets nobody. */
async function takeState(db: Db, state: string, now: Date): Promise<string | null> {
  const row = await db.deleteFrom('oauth_states').where('state', '=', hashState(state)).returningAll().executeTakeFirst();
  if (!row || row.provider !== 'instagram' || !row.user_id) return null;
  if (now.getTime() - row.created_at.getTime() > STATE_LIFETIME_MS) return null;
  return row.user_id;
}

/**
 * The callback: exchanges the code for a short-lived then a long-lived token,
 * reads the account, subscribes the app to its DMs, and stores the token
 * sealed. Reconnecting replaces the creator's account; an account another
 * creator holds is refused.
 */
export async function completeInstagramConnect(
  db: Db,
  config: InstagramConfig | null,
  secrets: SecretBox,
  params: { code: string; state: string },
  now = new Date(),
): Promise<{ userId: string; username: string }> {
  const instagram = requireConfig(config);
  const userId = await takeState(db, params.state, now);
  if (!userId) throw new AppError('BAD_REQUEST', STATE_REFUSED, [{ field: 'state', message: STATE_REFUSED }]);
  const graph = createInstagramGraph(instagram);
  try {
    const short = await graph.exchangeCode(params.code);
    const long = await graph.longLivedToken(short.accessToken);
    const account = await graph.me(long.accessToken);
    await graph.subscribeToMessages(long.accessToken);
    const values = {
      ig_user_id: account.userId,
      username: account.username,
      token_enc: secrets.encrypt(long.accessToken),
      token_expires_at: new Date(now.getTime() + long.expiresIn * 1000),
      token_error: null,
      connected_at: now,
      refreshed_at: null,
    };
    const stored = await db
      .insertInto('instagram_accounts')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .returning('user_id')
      .executeTakeFirst()
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw new AppError('CONFLICT', ACCOUNT_TAKEN);
        throw error;
      });
    if (!stored) throw new AppError('CONFLICT', ACCOUNT_TAKEN);
    // The creator's Instagram bots answer with the new token from now on: runners drop any sender holding the old
    // one, and a broadcast that waited for the account is tried at once rather than at its next backoff (up to hours).
    await notifyUsersBots(db, [userId], 'reconnected', 'instagram');
    return { userId, username: account.username };
  } catch (error) {
    if (error instanceof InstagramApiError) throw new AppError('BAD_GATEWAY', `Instagram refused the connection: ${error.message}`);
    throw error;
  }
}

/**
 * GET /instagram/user/status/{userId}: the spec reads the name as
 * instagram_username and as username. Only the creator and admins may ask;
 * anyone else's id is not found.
 */
export async function instagramStatus(db: Db, viewer: UserRow, userId: string) {
  if (viewer.id !== userId && !viewer.is_admin) throw new AppError('NOT_FOUND', 'User not found');
  const account = await instagramLinkOf(db, userId);
  const username = account?.username ?? null;
  return { connected: account !== null, instagram_username: username, username, token_error: account?.token_error ?? null };
}

/** Forgets the creator's account and its token; Meta stops nothing, but nothing is answered for it any more. */
export async function disconnectInstagram(db: Db, userId: string) {
  await db.deleteFrom('instagram_accounts').where('user_id', '=', userId).execute();
  return { success: true as const, message: 'Instagram disconnected' };
}

/** Refreshed when fewer than this many days remain (a long-lived token lives 60). */
const REFRESH_WITHIN_DAYS = 10;

/**
 * Refreshes every token with fewer than 10 days left. A token Meta refuses
 * (190: expired or revoked) keeps its account, with the reason in
 * token_error, so the creator sees it and reconnects; other failures are left
 * for the next sweep.
 */
export async function refreshInstagramTokens(db: Db, config: InstagramConfig | null, secrets: SecretBox, now = new Date()): Promise<{ refreshed: number; failed: number }> {
  if (!config) return { refreshed: 0, failed: 0 };
  const graph = createInstagramGraph(config);
  const due = await db
    .selectFrom('instagram_accounts')
    .select(['user_id', 'token_enc'])
    .where('token_expires_at', '<', new Date(now.getTime() + REFRESH_WITHIN_DAYS * 86_400_000))
    .where('token_error', 'is', null)
    .execute();
  let refreshed = 0;
  let failed = 0;
  for (const account of due) {
    try {
      const token = await graph.refreshToken(secrets.decrypt(account.token_enc));
      await db
        .updateTable('instagram_accounts')
        .set({ token_enc: secrets.encrypt(token.accessToken), token_expires_at: new Date(now.getTime() + token.expiresIn * 1000), refreshed_at: now })
        .where('user_id', '=', account.user_id)
        .execute();
      refreshed += 1;
    } catch (error) {
      failed += 1;
      if (error instanceof InstagramApiError && error.tokenInvalid) await markInstagramTokenFailed(db, account.user_id, error.message);
    }
  }
  return { refreshed, failed };
}

/** Why the creator must reconnect; their Instagram bot shows it as needing attention. */
export async function markInstagramTokenFailed(db: Db, userId: string, reason: string): Promise<void> {
  await db.updateTable('instagram_accounts').set({ token_error: `Instagram rejected the access token: ${reason}` }).where('user_id', '=', userId).execute();
}
