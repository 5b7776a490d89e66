import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';

/** docs/product.md §4: the purchase return pages move on after 3 seconds. */
export const PURCHASE_REDIRECT_MS = 3000;

/**
 * A purchase return page's arrival: `announce` runs once (Strict Mode runs
 * effects twice in development, and the toast must not), then the page moves
 * on to `to`, replacing itself so Back does not land here again.
 */
export function useAnnounceThenRedirect(announce: () => void, to: string): void {
  const navigate = useNavigate();
  const announced = useRef(false);
  const onArrive = useEffectEvent(announce);

  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      onArrive();
    }
    const timer = window.setTimeout(() => navigate(to, { replace: true }), PURCHASE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
}
