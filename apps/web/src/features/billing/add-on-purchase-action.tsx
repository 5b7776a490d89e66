import type { Purchasable } from '@fanline/core';
import { Check, Lock } from 'lucide-react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PAYMENTS_NOTICE_ID } from './payments-notice';
import { addOnOfferFor } from './purchase-rules';
import type { PurchaseFlow } from './use-purchase-flow';

/** An add-on card's button: buy, sign up first, or why it cannot be bought (docs/product.md §8). */
export function AddOnPurchaseAction({ item, flow }: { item: Purchasable; flow: PurchaseFlow }) {
  const offer = addOnOfferFor(flow.user, item, flow.voiceUpgradeHeld);
  const voice = item.type !== 'addon';

  if (offer === 'nexus-required') {
    return (
      <Button variant="secondary" size="sm" className="w-full" disabled>
        <Lock aria-hidden="true" />
        Nexus plan required
      </Button>
    );
  }
  if (offer === 'voice-upgrade-required') {
    return (
      <Button variant="secondary" size="sm" className="w-full" disabled>
        <Lock aria-hidden="true" />
        Needs the Voice Chat Upgrade
      </Button>
    );
  }
  if (offer === 'active') {
    return (
      <Button variant="secondary" size="sm" className="w-full" disabled>
        <Check aria-hidden="true" />
        Active on your account
      </Button>
    );
  }

  const busy = flow.pendingItem === item.id;
  const label = item.type === 'voice_upgrade' ? 'Add Voice Upgrade' : 'Buy';
  return (
    <Button
      variant={voice ? 'primary' : 'secondary'}
      size="sm"
      className="w-full"
      data-testid={`checkout-${item.id}`}
      // "Buy" alone is ambiguous among five packs; the name says which one.
      aria-label={label === 'Buy' && !busy ? `Buy ${item.name}` : undefined}
      aria-busy={busy || undefined}
      disabled={offer === 'buy' && (flow.pendingItem !== null || !flow.paymentsConfigured)}
      aria-describedby={offer === 'buy' && !flow.paymentsConfigured ? PAYMENTS_NOTICE_ID : undefined}
      onClick={() => flow.buy(item.id)}
    >
      {busy && <Spinner />}
      {busy ? 'Opening checkout…' : label}
    </Button>
  );
}
