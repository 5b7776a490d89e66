import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import type { Db } from '@fanline/db';
import { AppError } from './errors';
import { createSession, type SessionMeta } from './sessions';
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
const STATE_LIFETIME_MS = 10 * 60 * 1000;

function requireConfig(config: GoogleConfig | null): GoogleConfig {
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
  return config;
}

/** Starts the authorization-code flow with state and PKCE; the verifier stays in the database. */
export async function startGoogleSignIn(
  db: Db,
  config: GoogleConfig | null,
  referralCode?: string,
): Promise<{ auth_url: string; provider: 'google' }> {
  const google = requireConfig(config);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await db
    .insertInto('oauth_states')
    .values({ state, provider: 'google', code_verifier: codeVerifier, referral_code: referralCode ?? null })
    .execute();
  const client = new OAuth2Client(google.clientId, google.clientSecret, google.redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    google.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'profile', 'email'],
  );
  return { auth_url: url.toString(), provider: 'google' };
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
 * Finishes the flow: exchanges the code, then signs in the linked user, links
 * a verified email to its existing account, or creates a new spark account.
 * Returns a fresh session token.
 */
export async function completeGoogleSignIn(
  db: Db,
  config: GoogleConfig | null,
  params: { code: string; state: string },
  meta: SessionMeta = {},
): Promise<{ token: string }> {
  const google = requireConfig(config);
  const stored = await takeState(db, params.state);
  if (!stored) throw new AppError('BAD_REQUEST', 'The sign-in request expired. Please try again.');

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
    await trx
      .insertInto('oauth_accounts')
      .values({ provider: 'google', provider_user_id: claims.sub, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return user.id;
  });

  const user = await db.selectFrom('users').select(['is_active']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.is_active) throw new AppError('FORBIDDEN', 'This account has been deactivated. Contact support.');
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
  const { token } = await createSession(db, userId, meta);
  return { token };
}
