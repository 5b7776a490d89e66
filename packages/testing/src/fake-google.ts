import { createHash, randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

export interface FakeGoogle extends FakeServer {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** The account the next consent screen "signs in" as. */
  nextIdentity: GoogleIdentity;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  identity: GoogleIdentity;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function unsignedIdToken(identity: GoogleIdentity, clientId: string): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = base64url(
    JSON.stringify({ iss: 'https://accounts.google.com', aud: clientId, iat: now, exp: now + 3600, email_verified: true, ...identity }),
  );
  return `${header}.${payload}.${base64url('signature')}`;
}

/**
 * Google's OAuth 2.0 endpoints as the app uses them: the consent screen
 * (which approves at once and redirects back with a code) and the token
 * endpoint, which checks client credentials and the PKCE verifier.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, PendingCode>();
  const clientId = 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = 'fake-client-secret';

  const fake: FakeGoogle = Object.assign(
    await startFakeServer((req, body, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const q = url.searchParams;
        if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256') {
          return sendJson(res, 400, { error: 'invalid_request' });
        }
        const code = randomBytes(12).toString('hex');
        codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '', identity: fake.nextIdentity });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifierHash = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
        if (basic !== `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}` && basic !== `${clientId}:${clientSecret}`) {
          return sendJson(res, 401, { error: 'invalid_client' });
        }
        if (!pending || pending.challenge !== verifierHash || pending.redirectUri !== form.get('redirect_uri')) {
          return sendJson(res, 400, { error: 'invalid_grant' });
        }
        return sendJson(res, 200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
          id_token: unsignedIdToken(pending.identity, clientId),
        });
      }
      sendJson(res, 404, { error: 'not_found' });
    }),
    {
      authorizationEndpoint: '',
      tokenEndpoint: '',
      clientId,
      clientSecret,
      nextIdentity: { sub: '1000001', email: 'fan.creator@gmail.com', name: 'Gmail Creator' },
    },
  );
  fake.authorizationEndpoint = `${fake.url}/o/oauth2/v2/auth`;
  fake.tokenEndpoint = `${fake.url}/token`;
  return fake;
}
