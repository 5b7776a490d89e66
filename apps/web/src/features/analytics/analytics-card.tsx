import type { ComponentProps } from 'react';
import { SectionCard } from '../../ui/section-card';
import { FallbackBadge } from './fallback-badge';

interface AnalyticsCardProps extends Omit<ComponentProps<typeof SectionCard>, 'badge'> {
  /** Marks the card as showing zeroed stand-in figures. */
  fallback?: boolean;
}

/** The frame every analytics panel shares: the SectionCard, marked 'FALLBACK MODE' while it shows stand-in figures. */
export function AnalyticsCard({ fallback = false, ...card }: AnalyticsCardProps) {
  return <SectionCard {...card} badge={fallback && <FallbackBadge />} />;
}
