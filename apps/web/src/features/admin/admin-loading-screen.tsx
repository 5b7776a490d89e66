import { ShieldCheck } from 'lucide-react';

/** docs/product.md §14: a full-screen notice while the console's first reads arrive. */
export function AdminLoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-aurora" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-5">
        <span className="grid size-14 animate-float place-items-center rounded-2xl bg-rose-500/15 ring-1 ring-rose-400/30">
          <ShieldCheck aria-hidden="true" className="size-7 text-rose-300" />
        </span>
        <div className="h-1 w-36 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-1/3 animate-loading-bar rounded-full bg-brand-gradient" />
        </div>
        <span className="text-sm text-zinc-400">Loading the admin console…</span>
      </div>
    </div>
  );
}
