// Creators and staff: plans, users, sessions and sign-in.
import type { Generated } from 'kysely';
import type { PlanId } from '@fanline/core';
import type { Timestamp, TimestampDefault, Enum, EnumDefault, Numeric } from './column-types';

export interface PlansTable {
  id: Enum<PlanId>;
  name: string;
  price_cents: number;
  period: Generated<string>;
  bots: number;
  messages: number;
  voice_messages: number;
  platforms: string[];
  providers: string[];
  monetization: boolean;
  voice_upgrade_available: boolean;
  most_popular: Generated<boolean>;
  features: string[];
  sort_order: number;
  updated_at: TimestampDefault;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  password_hash: string | null;
  plan: EnumDefault<PlanId>;
  is_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  bots_limit: Generated<number>;
  messages_remaining: Generated<number>;
  voice_messages_remaining: Generated<number>;
  has_voice_upgrade: Generated<boolean>;
  /** How much of messages_remaining came from packs; see core's credit-balance. */
  pack_messages: Generated<number>;
  pack_voice_messages: Generated<number>;
  plan_period_end: Timestamp | null;
  stripe_customer_id: string | null;
  referral_code: string;
  referred_by: string | null;
  last_login_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface SessionsTable {
  id: string;
  secret_hash: Buffer;
  user_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: TimestampDefault;
  expires_at: Timestamp;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: TimestampDefault;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  referral_code: string | null;
  created_at: TimestampDefault;
  /** The signed-in creator a connect flow (Instagram) belongs to; null for sign-in flows. */
  user_id: string | null;
}

/** A creator's connected Instagram professional account (Instagram API with Instagram Login). */
export interface InstagramAccountsTable {
  user_id: string;
  /** The account's Instagram user id: entry.id and the fan's recipient in Meta's webhooks. */
  ig_user_id: string;
  username: string;
  /** The sealed long-lived token (60 days, refreshed when fewer than 10 remain). */
  token_enc: string;
  token_expires_at: Timestamp;
  /** Why the token last failed (expired, revoked); a bot on this account then needs attention. */
  token_error: string | null;
  connected_at: TimestampDefault;
  refreshed_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: TimestampDefault;
}

export interface WhatsappNumbersTable {
  user_id: string;
  /** The WhatsApp Business Account the app is subscribed to (subscribed_apps). */
  waba_id: string;
  /** The number's id: what Meta's webhooks name as metadata.phone_number_id, and where messages are sent from. */
  phone_number_id: string;
  display_phone_number: string;
  verified_name: string;
  /** The sealed system-user token (it does not expire). */
  token_enc: string;
  /** The token's SHA-256: a refusal marks the number only while it holds the token refused. */
  token_digest: string;
  /** Why Meta last refused the token (190); a bot on this number then needs attention. */
  token_error: string | null;
  connected_at: TimestampDefault;
}

/** A creator's cloned voice and its consent record, kept after withdrawal and after the account is deleted. */
export interface VoiceClonesTable {
  id: Generated<string>;
  /** Null once the account is deleted; the email stays with the consent. */
  user_id: string | null;
  user_email: string;
  name: string;
  /** 'creating' while ElevenLabs makes it (it holds the creator's one slot), then 'ready', or 'withdrawn'. */
  status: EnumDefault<'creating' | 'ready' | 'withdrawn'>;
  elevenlabs_voice_id: string | null;
  sample_count: number;
  sample_seconds: Numeric;
  /** The words the creator agreed to, as the UI showed them. */
  consent_text: string;
  consent_at: Timestamp;
  consent_ip: string | null;
  consent_user_agent: string | null;
  created_at: TimestampDefault;
  withdrawn_at: Timestamp | null;
  withdrawn_by: Enum<'creator' | 'admin' | 'account_deleted' | 'failed'> | null;
  /** When ElevenLabs confirmed the voice deleted; upkeep retries until then. */
  deleted_at: Timestamp | null;
}
