import { useRef } from 'react';
import { toast } from 'sonner';

/**
 * The docs/product.md §5 payment-token warning panel: a ref for it, and a reporter that
 * toasts the blocking message and brings the panel into view.
 */
export function usePaymentWarning() {
  const warningRef = useRef<HTMLDivElement>(null);
  function reportPaymentProblem(message: string) {
    toast.error(message);
    warningRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    warningRef.current?.focus({ preventScroll: true });
  }
  return { warningRef, reportPaymentProblem };
}
