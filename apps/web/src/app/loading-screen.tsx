import { LogoMark } from '../ui/logo';

export function LoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-aurora" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-5">
        <LogoMark className="size-12 animate-float" />
        <div className="h-1 w-36 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-1/3 animate-loading-bar rounded-full bg-brand-gradient" />
        </div>
        <span className="text-sm text-zinc-400">Restoring your session…</span>
      </div>
    </div>
  );
}
