import { sql, type Kysely } from 'kysely';

// The whole product's data model, so later work adds columns rather than
// redesigning tables. Written as SQL because indexes, checks and partial
// uniques read more plainly here than through the schema builder.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE plans (
      id text PRIMARY KEY,
      name text NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      period text NOT NULL DEFAULT 'month',
      bots integer NOT NULL,
      messages integer NOT NULL,
      voice_messages integer NOT NULL,
      platforms text[] NOT NULL,
      providers text[] NOT NULL,
      monetization boolean NOT NULL,
      voice_upgrade_available boolean NOT NULL,
      most_popular boolean NOT NULL DEFAULT false,
      features text[] NOT NULL,
      sort_order integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      password_hash text,
      plan text NOT NULL DEFAULT 'spark' REFERENCES plans (id),
      is_admin boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      bots_limit integer NOT NULL DEFAULT 1 CHECK (bots_limit >= 0),
      messages_remaining integer NOT NULL DEFAULT 100 CHECK (messages_remaining >= 0),
      voice_messages_remaining integer NOT NULL DEFAULT 0 CHECK (voice_messages_remaining >= 0),
      has_voice_upgrade boolean NOT NULL DEFAULT false,
      plan_period_end timestamptz,
      stripe_customer_id text UNIQUE,
      referral_code text NOT NULL UNIQUE,
      referred_by uuid REFERENCES users (id) ON DELETE SET NULL,
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_plan_created_idx ON users (plan, created_at DESC);
    CREATE INDEX users_created_idx ON users (created_at DESC);
    CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      secret_hash bytea NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);

    CREATE TABLE oauth_accounts (
      provider text NOT NULL,
      provider_user_id text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, provider_user_id)
    );
    CREATE INDEX oauth_accounts_user_idx ON oauth_accounts (user_id);

    CREATE TABLE oauth_states (
      state text PRIMARY KEY,
      provider text NOT NULL,
      code_verifier text NOT NULL,
      referral_code text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX oauth_states_created_idx ON oauth_states (created_at);

    CREATE TABLE login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_email_idx ON login_failures (email, created_at);
    CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

    CREATE TABLE bots (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL,
      personality text NOT NULL,
      greeting text,
      platform text NOT NULL DEFAULT 'telegram' CHECK (platform IN ('telegram', 'instagram')),
      llm_provider text NOT NULL DEFAULT 'together',
      llm_model text NOT NULL,
      temperature numeric(3, 2) NOT NULL DEFAULT 0.8 CHECK (temperature BETWEEN 0 AND 2),
      max_tokens integer NOT NULL DEFAULT 500 CHECK (max_tokens BETWEEN 1 AND 4096),
      voice_enabled boolean NOT NULL DEFAULT false,
      voice_id text,
      monetization_enabled boolean NOT NULL DEFAULT false,
      payment_method text NOT NULL DEFAULT 'stars' CHECK (payment_method IN ('stars', 'provider_token')),
      pricing_model text NOT NULL DEFAULT 'subscription' CHECK (pricing_model IN ('subscription', 'per_message')),
      price_per_message numeric(10, 2) NOT NULL DEFAULT 0.50,
      subscription_price numeric(10, 2) NOT NULL DEFAULT 9.99,
      stripe_price_id text,
      telegram_token_enc text,
      telegram_token_digest text UNIQUE,
      telegram_token_hint text,
      telegram_payment_token_enc text,
      payment_token_enc text,
      instagram_username text,
      instagram_token_enc text,
      instagram_page_id text,
      tip_flow_enabled boolean NOT NULL DEFAULT false,
      tip_trigger_type text NOT NULL DEFAULT 'message' CHECK (tip_trigger_type IN ('message', 'time')),
      tip_timing integer NOT NULL DEFAULT 5 CHECK (tip_timing BETWEEN 1 AND 60),
      tip_amounts numeric(10, 2)[] NOT NULL DEFAULT '{5,10,25}',
      tip_message text NOT NULL DEFAULT 'Enjoying our chat? A small tip keeps me going 💖',
      is_active boolean NOT NULL DEFAULT false,
      is_deployed boolean NOT NULL DEFAULT false,
      bot_username text,
      telegram_bot_id bigint,
      deployed_at timestamptz,
      attention_reason text,
      last_activity_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bots_user_created_idx ON bots (user_id, created_at DESC);
    CREATE INDEX bots_created_idx ON bots (created_at DESC);
    CREATE INDEX bots_runnable_idx ON bots (id) WHERE is_deployed AND is_active;

    CREATE TABLE fans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      telegram_user_id bigint NOT NULL,
      username text,
      first_name text,
      language_code text,
      opted_out boolean NOT NULL DEFAULT false,
      access_expires_at timestamptz,
      prepaid_messages integer NOT NULL DEFAULT 0 CHECK (prepaid_messages >= 0),
      messages_since_tip_prompt integer NOT NULL DEFAULT 0,
      last_tip_prompt_at timestamptz,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz,
      UNIQUE (bot_id, telegram_user_id)
    );
    CREATE INDEX fans_bot_first_seen_idx ON fans (bot_id, first_seen_at);

    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_id uuid REFERENCES fans (id) ON DELETE CASCADE,
      channel text NOT NULL DEFAULT 'telegram' CHECK (channel IN ('telegram', 'instagram', 'test')),
      chat_id bigint,
      message_count integer NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX conversations_bot_idx ON conversations (bot_id, last_message_at DESC);
    CREATE INDEX conversations_fan_idx ON conversations (fan_id, started_at DESC);

    CREATE TABLE messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_id uuid REFERENCES fans (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
      content text NOT NULL,
      is_voice boolean NOT NULL DEFAULT false,
      prompt_tokens integer,
      completion_tokens integer,
      latency_ms integer,
      cost_usd numeric(12, 6),
      telegram_update_id bigint,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_conversation_idx ON messages (conversation_id, id);
    CREATE INDEX messages_bot_created_idx ON messages (bot_id, created_at);

    CREATE TABLE usage_debits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bot_id uuid REFERENCES bots (id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('message', 'voice')),
      source text NOT NULL CHECK (source IN ('telegram', 'instagram', 'test')),
      telegram_update_id bigint,
      amount integer NOT NULL DEFAULT 1 CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- A redelivered Telegram update can never be charged twice.
    CREATE UNIQUE INDEX usage_debits_update_key ON usage_debits (bot_id, kind, telegram_update_id)
      WHERE telegram_update_id IS NOT NULL;
    CREATE INDEX usage_debits_user_created_idx ON usage_debits (user_id, created_at);

    CREATE TABLE fan_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_id uuid REFERENCES fans (id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('subscription', 'per_message', 'tip')),
      amount_minor bigint NOT NULL CHECK (amount_minor > 0),
      currency text NOT NULL,
      amount_usd numeric(12, 2) NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'refunded')),
      telegram_payment_charge_id text NOT NULL UNIQUE,
      provider_payment_charge_id text,
      invoice_payload text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fan_payments_bot_created_idx ON fan_payments (bot_id, created_at);

    CREATE TABLE tip_prompts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_id uuid NOT NULL REFERENCES fans (id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tip_prompts_bot_sent_idx ON tip_prompts (bot_id, sent_at);

    CREATE TABLE platform_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      stripe_subscription_id text NOT NULL UNIQUE,
      stripe_customer_id text,
      item text NOT NULL CHECK (item IN ('ignite', 'flow', 'nexus', 'voice')),
      status text NOT NULL,
      amount_cents integer NOT NULL,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      cancel_reason text,
      canceled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX platform_subscriptions_user_idx ON platform_subscriptions (user_id);
    CREATE INDEX platform_subscriptions_status_idx ON platform_subscriptions (status, item);

    CREATE TABLE platform_purchases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      stripe_checkout_session_id text NOT NULL UNIQUE,
      stripe_payment_intent_id text,
      item text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL DEFAULT 'usd',
      messages_granted integer NOT NULL DEFAULT 0,
      voice_messages_granted integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'paid',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX platform_purchases_user_idx ON platform_purchases (user_id, created_at);
    CREATE INDEX platform_purchases_created_idx ON platform_purchases (created_at);

    CREATE TABLE platform_payment_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      stripe_event_id text NOT NULL UNIQUE,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('invoice_paid', 'payment_failed', 'refund', 'dispute')),
      amount_cents integer NOT NULL DEFAULT 0,
      currency text NOT NULL DEFAULT 'usd',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX platform_payment_events_kind_idx ON platform_payment_events (kind, created_at);

    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    );

    CREATE TABLE support_tickets (
      id integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      subject text NOT NULL,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'resolved', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_tickets_status_idx ON support_tickets (status, created_at DESC);
    CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC);

    CREATE TABLE support_ticket_replies (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      author_id uuid REFERENCES users (id) ON DELETE SET NULL,
      is_staff boolean NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_ticket_replies_ticket_idx ON support_ticket_replies (ticket_id, created_at);

    CREATE TABLE affiliate_commissions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      affiliate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      referred_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      source_ref text NOT NULL UNIQUE,
      revenue_cents integer NOT NULL,
      commission_cents integer NOT NULL,
      rate_bps integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX affiliate_commissions_affiliate_idx ON affiliate_commissions (affiliate_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS affiliate_commissions, support_ticket_replies, support_tickets, stripe_events,
      platform_payment_events, platform_purchases, platform_subscriptions, tip_prompts, fan_payments,
      usage_debits, messages, conversations, fans, bots, login_failures, oauth_states, oauth_accounts,
      sessions, users, plans CASCADE
  `.execute(db);
}
