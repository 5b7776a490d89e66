import type Stripe from 'stripe';
import { addPackCredits, isCheckoutItemId, PURCHASABLES, type PackId } from '@fanline/core';
import type { Db } from '@fanline/db';
import { idOf } from './stripe-ids';

/**
 * Credits a paid pack once: the purchase row is unique per Checkout session,
 * and only the transaction that inserts it adds the credits.
 */
export async function creditPack(trx: Db, session: Stripe.Checkout.Session): Promise<void> {
  const planType = session.metadata?.plan_type ?? '';
  const userId = session.client_reference_id ?? session.metadata?.user_id;
  if (!userId || !isCheckoutItemId(planType)) return;
  const item = PURCHASABLES[planType as PackId] as (typeof PURCHASABLES)[PackId] | undefined;
  if (!item || item.recurring) return;

  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!user) return;
  const inserted = await trx
    .insertInto('platform_purchases')
    .values({
      user_id: userId,
      stripe_checkout_session_id: session.id,
      stripe_payment_intent_id: idOf(session.payment_intent),
      item: planType,
      amount_cents: session.amount_total ?? item.priceCents,
      currency: session.currency ?? 'usd',
      messages_granted: item.messages,
      voice_messages_granted: item.voiceMessages,
    })
    .onConflict((oc) => oc.column('stripe_checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;

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
}
