import type { MouseEvent, ReactNode } from 'react';
import { SUBSCRIPTION_VIEW_HREF } from '../billing';
import { buttonVariants } from '../../ui/button';

interface UpgradeLinkProps {
  onOpenSubscription(): void;
  children: ReactNode;
}

/**
 * A real link to the subscription view, so it can be opened in a new tab; a
 * plain click goes through the dashboard's own view switch, which keeps Back
 * working the way the rest of the dashboard does.
 */
export function UpgradeLink({ onOpenSubscription, children }: UpgradeLinkProps) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpenSubscription();
  }
  return (
    <a href={SUBSCRIPTION_VIEW_HREF} onClick={open} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
      {children}
    </a>
  );
}
