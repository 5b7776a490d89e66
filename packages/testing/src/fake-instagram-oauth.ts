import { graphError, oauthApiError, paramError } from './fake-instagram-errors';
import { DAY_MS, HOUR_MS, LONG_TOKEN_SECONDS, newCode, type FakeInstagramToken, type InstagramState } from './fake-instagram-state';
import { authenticate, issueToken } from './fake-instagram-tokens';

/**
 * Business Login scope values. "The old scope values will be deprecated on January 27, 2025" (business_basic,
 * business_manage_messages, ...), so the fake refuses them. (developers.facebook.com/docs/instagram-platform/
 * instagram-api-with-instagram-login/business-login)
 */
export const VALID_INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
  'instagram_business_manage_insights',
];

/** "the authorization code is valid for 1 hour and can only be used once" (business-login, Step 2). */
const CODE_LIFETIME_MS = HOUR_MS;

export type AuthorizeOutcome = { status: 302; location: string } | { status: 200; page: string };

/** The 302 back to the app, with `#_` appended: "Note that we append #_ to the end of the redirect URI" (reference/oauth-authorize). */
function redirectTo(redirectUri: string, params: Record<string, string>): AuthorizeOutcome {
  const location = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) location.searchParams.set(key, value);
  location.hash = '_';
  return { status: 302, location: location.toString() };
}

function checkRedirectUri(state: InstagramState, redirectUri: string): void {
  let parsed: URL;
  try {
    parsed = new URL(redirectUri);
  } catch {
    throw oauthApiError('Invalid redirect_uri');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw oauthApiError('Invalid redirect_uri');
  // "Make sure this exactly matches one of the base URIs in your list of valid oAuth URIs" (reference/oauth-authorize).
  const registered = state.app.redirectUris;
  if (registered.length > 0 && !registered.includes(redirectUri)) throw oauthApiError('Invalid redirect_uri');
}

/** scope: "A comma-separated list, or URL-encoded space-separated list ... instagram_business_basic is required". */
function parseScopes(raw: string | null): string[] {
  const scopes = (raw ?? '').split(/[,\s]+/).filter(Boolean);
  const unknown = scopes.filter((scope) => !VALID_INSTAGRAM_SCOPES.includes(scope));
  if (scopes.length === 0 || unknown.length > 0) throw oauthApiError(`Invalid scope: [${unknown.join(',')}]`);
  if (!scopes.includes('instagram_business_basic')) throw oauthApiError('Invalid scope: instagram_business_basic is required');
  return [...new Set(scopes)];
}

/**
 * GET /oauth/authorize (reference/oauth-authorize): client_id, redirect_uri, response_type=code and scope are
 * required, state is optional. The logged-in account grants every scope at once and is sent back with a code; a user
 * who cancels is sent back with Facebook Login's denial parameters (error, error_reason=user_denied, error_description).
 * Bad parameters get Instagram's JSON error page instead of a redirect.
 */
export function authorize(state: InstagramState, query: URLSearchParams): AuthorizeOutcome {
  const clientId = query.get('client_id');
  if (!clientId) throw oauthApiError('You must provide a client_id');
  if (clientId !== state.app.id) throw oauthApiError('Invalid platform app');
  const redirectUri = query.get('redirect_uri');
  if (!redirectUri) throw oauthApiError('You must provide a redirect_uri');
  checkRedirectUri(state, redirectUri);
  // response_type: "Set this value to code."
  if (query.get('response_type') !== 'code') throw oauthApiError(`Invalid response_type: ${query.get('response_type') ?? ''}`);
  const permissions = parseScopes(query.get('scope'));
  const appState = query.get('state');
  const echo: Record<string, string> = appState === null ? {} : { state: appState };
  if (state.login.deny) {
    return redirectTo(redirectUri, { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error.', ...echo });
  }
  const account = state.login.account;
  if (!account) return { status: 200, page: '<html><body><h1>Log in to Instagram</h1><p>Fake Instagram: no account is logged in; call loginAs(account).</p></body></html>' };
  const code = newCode();
  state.codes.set(code, { code, igUserId: account.igUserId, clientId, redirectUri, permissions, issuedAt: state.now(), used: false });
  return redirectTo(redirectUri, { code, ...echo });
}

const text = (params: Record<string, unknown>, key: string) => (typeof params[key] === 'string' ? (params[key] as string) : '');

function requireFields(params: Record<string, unknown>, fields: string[]): void {
  for (const field of fields) if (!text(params, field)) throw oauthApiError(`You must provide a ${field}`);
}

/**
 * POST api.instagram.com/oauth/access_token (business-login, Step 2): client_id, client_secret,
 * grant_type=authorization_code, redirect_uri (the one the code was issued for) and code. Answers the short-lived
 * token, the app-scoped user id and the granted permissions. user_id is written as a JSON number, as the live API
 * does (it can exceed Number.MAX_SAFE_INTEGER), so the raw JSON text is returned.
 */
export function exchangeCode(state: InstagramState, params: Record<string, unknown>): string {
  requireFields(params, ['client_id', 'client_secret', 'grant_type', 'redirect_uri', 'code']);
  if (text(params, 'client_id') !== state.app.id) throw oauthApiError('Invalid platform app');
  if (text(params, 'client_secret') !== state.app.secret) throw oauthApiError('Error validating client secret.');
  if (text(params, 'grant_type') !== 'authorization_code') throw oauthApiError(`Unsupported grant_type: ${text(params, 'grant_type')}`);
  const record = state.codes.get(text(params, 'code').replace(/#_$/, ''));
  if (!record || record.used || record.clientId !== state.app.id) throw oauthApiError('Matching code was not found or was already used');
  if (state.now() - record.issuedAt > CODE_LIFETIME_MS) throw oauthApiError('This authorization code has expired');
  if (text(params, 'redirect_uri') !== record.redirectUri) {
    throw oauthApiError('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request');
  }
  const account = state.accounts.get(record.igUserId);
  if (!account) throw oauthApiError('Matching code was not found or was already used');
  record.used = true;
  const token = issueToken(state, account, 'short', record.permissions);
  return `{"access_token":${JSON.stringify(token.token)},"user_id":${account.id},"permissions":${JSON.stringify(record.permissions)}}`;
}

const longLivedAnswer = (token: FakeInstagramToken) => ({ access_token: token.token, token_type: 'bearer', expires_in: LONG_TOKEN_SECONDS });

/**
 * GET graph.instagram.com/access_token (reference/access_token): grant_type=ig_exchange_token, client_secret, and
 * "The valid (unexpired) short-lived Instagram User Access Token". Answers a token that "expire[s] in 60 days".
 */
export function exchangeForLongLived(state: InstagramState, params: Record<string, unknown>): object {
  if (text(params, 'grant_type') !== 'ig_exchange_token') throw paramError(`Unsupported grant_type: "${text(params, 'grant_type')}"`);
  if (!text(params, 'client_secret')) throw paramError('The parameter client_secret is required');
  // Facebook's own token endpoint answers a wrong secret this way; Instagram's docs do not say.
  if (text(params, 'client_secret') !== state.app.secret) throw graphError({ status: 400, code: 1, message: 'Error validating client secret.' });
  const { token, account } = authenticate(state, text(params, 'access_token') || undefined);
  if (token.kind !== 'short') throw paramError('access_token must be a short-lived Instagram User access token');
  return longLivedAnswer(issueToken(state, account, 'long', token.permissions));
}

/**
 * GET graph.instagram.com/refresh_access_token (reference/refresh_access_token): "Refresh a long-lived access token
 * that is at least 24 hours old but has not expired. Refreshed tokens are valid for 60 days from the date at which they
 * are refreshed." The old token keeps working until it expires (the docs do not say it is revoked).
 */
export function refreshLongLived(state: InstagramState, params: Record<string, unknown>): object {
  if (text(params, 'grant_type') !== 'ig_refresh_token') throw paramError(`Unsupported grant_type: "${text(params, 'grant_type')}"`);
  const { token, account } = authenticate(state, text(params, 'access_token') || undefined);
  if (token.kind !== 'long') throw paramError('access_token must be a long-lived Instagram User access token');
  if (state.now() - token.issuedAt < DAY_MS) throw paramError('The access token can only be refreshed once it is at least 24 hours old');
  return longLivedAnswer(issueToken(state, account, 'long', token.permissions));
}
