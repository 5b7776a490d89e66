import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberReferral } from '../../lib/referral';

const HANDLED_PARAMS = ['auth_error', 'ref'] as const;

/**
 * Handles one-shot query flags on any page: `?auth_error=true` from a failed
 * Google return (docs/product.md §3) and `?ref=CODE` from a referral link. Both are
 * removed from the address afterwards so a reload does not repeat them.
 */
export function useAuthUrlFlags(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!HANDLED_PARAMS.some((name) => params.has(name))) return;

    const ref = params.get('ref');
    if (ref) rememberReferral(ref);
    if (params.get('auth_error') === 'true') {
      // A fixed id keeps Strict Mode's second effect run from stacking a duplicate toast. sonner is fetched
      // here rather than imported: this hook runs on every page, and only a failed Google return toasts.
      void import('sonner').then(({ toast }) => toast.error('Google authentication failed. Please try again.', { id: 'auth-error' }));
    }

    HANDLED_PARAMS.forEach((name) => params.delete(name));
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
}
