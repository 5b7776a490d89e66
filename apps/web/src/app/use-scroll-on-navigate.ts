import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top, or at its anchor when the address names one
 * (e.g. "/#features" from another page). Same-page hash links scroll natively.
 */
export function useScrollOnNavigate(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    const target = anchor ? document.getElementById(decodeURIComponent(anchor)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
}
