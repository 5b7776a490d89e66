// Fanline's own billing through Stripe, and affiliate commissions.
import type { Generated } from 'kysely';
import type { PackId, SubscriptionItem } from '@fanline/core';
import type { Timestamp, TimestampDefault, Enum } from './column-types';

export interface PlatformSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string | null;
  item: Enum<SubscriptionItem>;
  status: string;
  amount_cents: number;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  /** When this subscription's allowance was granted; null until it first became the active one. */
  granted_at: Timestamp | null;
  ended_at: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  cancel_reason: string | null;
  canceled_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface PlatformPurchasesTable {
  id: Generated<string>;
  user_id: string;
  stripe_checkout_session_id: string;
  stripe_payment_intent_id: string | null;
  item: Enum<PackId>;
  amount_cents: number;
  currency: Generated<string>;
  messages_granted: Generated<number>;
  voice_messages_granted: Generated<number>;
  status: Generated<string>;
  created_at: TimestampDefault;
}

export interface PlatformPaymentEventsTable {
  id: Generated<number>;
  stripe_event_id: string;
  user_id: string | null;
  kind: 'invoice_paid' | 'payment_failed' | 'refund' | 'dispute';
  /** The invoice, charge or dispute id. */
  stripe_object_id: string | null;
  /** The plan or pack paid for, when known. */
  item: string | null;
  amount_cents: Generated<number>;
  currency: Generated<string>;
  created_at: TimestampDefault;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: TimestampDefault;
  processed_at: Timestamp | null;
}

export interface AffiliateCommissionsTable {
  id: Generated<number>;
  affiliate_id: string;
  referred_user_id: string | null;
  source_ref: string;
  revenue_cents: number;
  commission_cents: number;
  rate_bps: number;
  created_at: TimestampDefault;
}
