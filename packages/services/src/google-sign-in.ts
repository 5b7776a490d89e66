import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { Db } from '@fanline/db';
import { AppError } from './errors';
import { deleteExpiredOAuthStates, hashState, STATE_LIFETIME_MS } from './oauth-states';
import { recordSignInFromNewIp } from './admin/audit-log';
import { createSession, invalidateUserSessions, type SessionMeta } from './sessions';
import { findReferrerId, findUserByEmail, insertUser } from './users';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the browser back: `${APP_URL}/api/auth/google/callback`. */
  redirectUri: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';
const STATE_EXPIRED = 'The sign-in request expired. Please try again.';

/**
 * The cookie that binds a sign-in flow to the browser that started it (login
 * CSRF): it holds the SHA-256 of the state, and the callback refuses a state
 * whose hash the browser does not hold.
 */
export const GOOGLE_STATE_COOKIE = 'fanline_google_state';

function requireConfig(config: GoogleConfig | null): GoogleConfig {
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
  return config;
}

/**
 * The Set-Cookie value for the state cookie: HttpOnly, SameSite=Lax (it must
 * come back on Google's top-level redirect), only under /api/auth, Secure when
 * the app is served over https. Without a hash it clears the cookie.
 */
export function googleStateCookie(config: GoogleConfig | null, stateHash: string | null): string {
  const secure = config?.redirectUri.startsWith('https:') ? '; Secure' : '';
  const maxAge = stateHash ? STATE_LIFETIME_MS / 1000 : 0;
  return `${GOOGLE_STATE_COOKIE}=${stateHash ?? ''}; Max-Age=${maxAge}; Path=/api/auth; HttpOnly; SameSite=Lax${secure}`;
}

export interface GoogleSignInStart {
  auth_url: string;
  provider: 'google';
}

/**
 * Starts the authorization-code flow with state and PKCE; the verifier stays in
 * the database. `stateCookie` must be set on the response the browser receives
 * before it goes to Google. Starting a flow also deletes states past their lifetime.
 */
export async function startGoogleSignIn(
  db: Db,
  config: GoogleConfig | null,
  referralCode?: string,
  now = new Date(),
): Promise<{ response: GoogleSignInStart; stateCookie: string }> {
  const google = requireConfig(config);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await deleteExpiredOAuthStates(db, now);
  await db
    .insertInto('oauth_states')
    .values({ state, provider: 'google', code_verifier: codeVerifier, referral_code: referralCode || null, created_at: now })
    .execute();
  const client = new OAuth2Client(google.clientId, google.clientSecret, google.redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    google.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'profile', 'email'],
  );
  return { response: { auth_url: url.toString(), provider: 'google' }, stateCookie: googleStateCookie(google, hashState(state)) };
}

/** True when the browser's state cookie holds this state's hash. */
function browserStartedFlow(state: string, cookieValue: string | undefined): boolean {
  if (!cookieValue) return false;
  const expected = new TextEncoder().encode(hashState(state));
  const given = new TextEncoder().encode(cookieValue);
  return expected.length === given.length && constantTimeEqual(expected, given);
}

interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

async function takeState(db: Db, state: string) {
  const row = await db.deleteFrom('oauth_states').where('state', '=', state).returningAll().executeTakeFirst();
  if (!row || row.provider !== 'google') return null;
  if (Date.now() - row.created_at.getTime() > STATE_LIFETIME_MS) return null;
  return row;
}

/**
 * Finishes the flow, if the browser holds the state's cookie: exchanges the
 * code, then signs in the linked user, links a verified email to its existing
 * account (clearing that account's password and ending its sessions), or
 * creates a new spark account. Returns a fresh session token.
 */
export async function completeGoogleSignIn(
  db: Db,
  config: GoogleConfig | null,
  params: { code: string; state: string; stateCookie: string | undefined },
  meta: SessionMeta = {},
): Promise<{ token: string }> {
  const google = requireConfig(config);
  // A callback opened in a browser that did not start this flow (login CSRF) fails like an expired one.
  if (!browserStartedFlow(params.state, params.stateCookie)) throw new AppError('BAD_REQUEST', STATE_EXPIRED);
  const stored = await takeState(db, params.state);
  if (!stored) throw new AppError('BAD_REQUEST', STATE_EXPIRED);

  const client = new OAuth2Client(google.clientId, google.clientSecret, google.redirectUri);
  const tokens = await client.validateAuthorizationCode(google.tokenEndpoint, params.code, stored.code_verifier);
  // The ID token came straight from Google's token endpoint over TLS, so its
  // claims can be read without checking the signature (OpenID Connect §3.1.3.7).
  const claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
  if (!claims.sub || !claims.email || claims.email_verified === false) {
    throw new AppError('BAD_REQUEST', 'Google did not share a verified email address');
  }

  const userId = await db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', 'google')
      .where('provider_user_id', '=', claims.sub)
      .executeTakeFirst();
    if (linked) return linked.user_id;

    const existing = await findUserByEmail(trx, claims.email!);
    const user =
      existing ??
      (await insertUser(trx, {
        name: claims.name?.trim() || claims.email!.split('@')[0]!,
        email: claims.email!.toLowerCase(),
        passwordHash: null,
        referredBy: await findReferrerId(trx, stored.referral_code),
      }));
    if (!user) throw new AppError('CONFLICT', 'An account with this email already exists');
    if (existing?.password_hash) {
      // Google proved the email; whoever registered it with a password before
      // (emails are not verified at sign-up) loses that password and its sessions.
      await trx.updateTable('users').set({ password_hash: null, updated_at: new Date() }).where('id', '=', existing.id).execute();
      await invalidateUserSessions(trx, existing.id);
    }
    await trx
      .insertInto('oauth_accounts')
      .values({ provider: 'google', provider_user_id: claims.sub, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return user.id;
  });

  const user = await db.selectFrom('users').select(['id', 'email', 'is_active']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.is_active) throw new AppError('FORBIDDEN', 'This account has been deactivated. Contact support.');
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
  await recordSignInFromNewIp(db, user, meta, 'google');
  const { token } = await createSession(db, userId, meta);
  return { token };
}
