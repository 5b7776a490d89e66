import type Stripe from 'stripe';
import { addPackCredits, isCheckoutItemId, PURCHASABLES, type PackId } from '@fanline/core';
import type { Db } from '@fanline/db';
import { lockUser } from '../users';
import { idOf } from './stripe-ids';

/**
 * The pack a paid payment-mode Checkout session bought: its buyer, item and
 * price. Null for a subscription, an unpaid session or an unknown item. The
 * pack's credits and its affiliate commission are both reckoned from this.
 */
export function packSale(session: Stripe.Checkout.Session): { userId: string; planType: PackId; amountCents: number } | null {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return null;
  const planType = session.metadata?.plan_type ?? '';
  const userId = session.client_reference_id ?? session.metadata?.user_id;
  if (!userId || !isCheckoutItemId(planType)) return null;
  const item = PURCHASABLES[planType as PackId] as (typeof PURCHASABLES)[PackId] | undefined;
  if (!item || item.recurring) return null;
  return { userId, planType: planType as PackId, amountCents: session.amount_total ?? item.priceCents };
}

/**
 * Credits a paid pack once: the purchase row is unique per Checkout session,
 * and only the transaction that inserts it adds the credits.
 */
export async function creditPack(trx: Db, session: Stripe.Checkout.Session): Promise<{ userId: string; amountCents: number } | null> {
  const sale = packSale(session);
  if (!sale) return null;
  const { userId, planType, amountCents } = sale;
  const item = PURCHASABLES[planType];

  const user = await lockUser(trx, userId);
  if (!user) return null;
  const inserted = await trx
    .insertInto('platform_purchases')
    .values({
      user_id: userId,
      stripe_checkout_session_id: session.id,
      stripe_payment_intent_id: idOf(session.payment_intent),
      item: planType,
      amount_cents: amountCents,
      currency: session.currency ?? 'usd',
      messages_granted: item.messages,
      voice_messages_granted: item.voiceMessages,
    })
    .onConflict((oc) => oc.column('stripe_checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;

  const messages = addPackCredits({ remaining: user.messages_remaining, fromPacks: user.pack_messages }, item.messages);
  const voice = addPackCredits({ remaining: user.voice_messages_remaining, fromPacks: user.pack_voice_messages }, item.voiceMessages);
  await trx
    .updateTable('users')
    .set({
      messages_remaining: messages.remaining,
      pack_messages: messages.fromPacks,
      voice_messages_remaining: voice.remaining,
      pack_voice_messages: voice.fromPacks,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  return { userId, amountCents };
}
