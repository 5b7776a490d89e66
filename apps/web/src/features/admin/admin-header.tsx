import { AppWindow, LogOut, ShieldCheck } from 'lucide-react';
import { useSession } from '../auth';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';

/** docs/product.md §14 console header: the System Administrator label, Use App and Logout. */
export function AdminHeader({ onUseApp }: { onUseApp(): void }) {
  const { user, signOut, signingOut } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/80 backdrop-blur-xl">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-6 sm:px-6">
        <Logo className="hidden sm:flex" />
        <div className="flex min-w-0 items-center gap-2 sm:gap-2.5">
          <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-rose-500/15 ring-1 ring-rose-400/30 sm:size-9">
            <ShieldCheck aria-hidden="true" className="size-4 text-rose-300 sm:size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="truncate text-sm font-bold text-white sm:text-base">System Administrator</h1>
            {user && <p className="truncate text-xs text-zinc-500">{user.email}</p>}
          </div>
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* The icon gives way on phones so "System Administrator" is not cut off. */}
          <Button variant="secondary" size="sm" onClick={onUseApp} className="max-sm:px-3 max-sm:[&_svg]:hidden">
            <AppWindow aria-hidden="true" />
            Use App
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut} className="px-2.5 sm:px-3.5">
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
