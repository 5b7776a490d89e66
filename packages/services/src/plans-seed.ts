import { PLANS } from '@fanline/core';
import type { Db } from '@fanline/db';

/** Writes the plans of @fanline/core into the plans table; safe to run any number of times. */
export async function seedPlans(db: Db): Promise<number> {
  const rows = Object.values(PLANS).map((plan, index) => ({
    id: plan.id,
    name: plan.name,
    price_cents: plan.priceCents,
    period: plan.period,
    bots: plan.bots,
    messages: plan.messages,
    voice_messages: plan.voiceMessages,
    platforms: [...plan.platforms],
    providers: [...plan.providers],
    monetization: plan.monetization,
    voice_upgrade_available: plan.voiceUpgradeAvailable,
    most_popular: plan.mostPopular,
    features: [...plan.features],
    sort_order: index,
  }));
  await db
    .insertInto('plans')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        price_cents: eb.ref('excluded.price_cents'),
        bots: eb.ref('excluded.bots'),
        messages: eb.ref('excluded.messages'),
        voice_messages: eb.ref('excluded.voice_messages'),
        platforms: eb.ref('excluded.platforms'),
        providers: eb.ref('excluded.providers'),
        monetization: eb.ref('excluded.monetization'),
        voice_upgrade_available: eb.ref('excluded.voice_upgrade_available'),
        most_popular: eb.ref('excluded.most_popular'),
        features: eb.ref('excluded.features'),
        sort_order: eb.ref('excluded.sort_order'),
        updated_at: new Date(),
      })),
    )
    .execute();
  return rows.length;
}
