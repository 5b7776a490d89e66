import { TriangleAlert, X } from 'lucide-react';

/** The pricing page's checkout failure (docs/product.md §16 "Pricing page alert"), kept in view while scrolling. */
export function CheckoutErrorAlert({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl bg-rose-950/90 px-4 py-3 text-sm text-rose-100 shadow-xl shadow-black/40 ring-1 ring-rose-400/30 backdrop-blur"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
      <p className="min-w-0 flex-1 break-words">{message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="-my-1 -mr-1.5 rounded-lg p-1 text-rose-200 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-rose-300"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
