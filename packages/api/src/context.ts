import type { Db } from '@fanline/db';
import { authenticateBearer, type BillingDeps, type InboxFeed, type BotDeps, type SupportConfig, type GoogleConfig, type InstagramConfig, type RateLimits, type WhatsAppConfig, type SessionMeta, type ValidSession, type VoiceLibrary, type VoiceSynthesizer } from '@fanline/services';

/** What the API needs from its process: built once at start-up. */
export interface ApiDeps {
  db: Db;
  google: GoogleConfig | null;
  /** The Meta app for Instagram DMs; null when INSTAGRAM_APP_ID is not set. */
  instagram: InstagramConfig | null;
  /** The Meta app for WhatsApp; null when WHATSAPP_APP_SECRET is not set. */
  whatsapp: WhatsAppConfig | null;
  bots: BotDeps;
  billing: BillingDeps;
  support: SupportConfig;
  /** Live inbox changes for this process's subscribers (one LISTEN connection). */
  inboxFeed: InboxFeed;
  /** Fanline's ElevenLabs account for creators' cloned voices; null without ELEVENLABS_API_KEY. */
  voiceLibrary: VoiceLibrary | null;
  /** Text-to-speech for the chat test's voice sample (isConfigured() is false without ELEVENLABS_API_KEY). */
  voice: VoiceSynthesizer;
  /** Request budgets per IP, user or webhook source (core's RATE_LIMITS), shared by every API process. */
  limits: RateLimits;
}

export interface RequestInfo {
  authorization?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The session a guard of the HTTP layer already found for this very request (the voice clone upload's), so it is not looked up twice. */
  session?: ValidSession;
}

export interface Context extends ApiDeps {
  auth: ValidSession | null;
  meta: SessionMeta;
  /** Headers of the HTTP response (tRPC's resHeaders), for the few procedures that set a cookie; null outside HTTP. */
  resHeaders: Headers | null;
}

/** Builds the per-request context shared by tRPC procedures and the REST shim. */
export async function createRequestContext(deps: ApiDeps, request: RequestInfo, resHeaders: Headers | null = null): Promise<Context> {
  return {
    ...deps,
    auth: request.session ?? (await authenticateBearer(deps.db, request.authorization)),
    meta: { ip: request.ip ?? null, userAgent: request.userAgent ?? null },
    resHeaders,
  };
}
