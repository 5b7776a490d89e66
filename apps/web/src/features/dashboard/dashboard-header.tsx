import type { PublicUser } from '@fanline/core';
import { LogOut, Rocket, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../auth';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import { QuotaStrip } from './quota-strip';

interface DashboardHeaderProps {
  user: PublicUser;
  onDeploy(): void;
  onOpenProfile(): void;
  onOpenSubscription(): void;
  /** Admins only: switches to the console. */
  onOpenAdmin(): void;
}

/** docs/product.md §9 header: plan and balances, Deploy (new bot), Profile and Sign Out. Admin (admins only) switches to the console. */
export function DashboardHeader({ user, onDeploy, onOpenProfile, onOpenSubscription, onOpenAdmin }: DashboardHeaderProps) {
  const { signOut, signingOut } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/80 backdrop-blur-xl">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link to="/" aria-label="Fanline dashboard" className="rounded-lg">
          <Logo />
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <QuotaStrip user={user} onOpenSubscription={onOpenSubscription} />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button size="sm" onClick={onDeploy}>
            <Rocket aria-hidden="true" />
            Deploy
          </Button>
          <Button variant="ghost" size="sm" onClick={onOpenProfile} className="px-2.5 sm:px-3.5">
            <UserRound aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Profile</span>
          </Button>
          {user.is_admin && (
            <Button variant="ghost" size="sm" onClick={onOpenAdmin} className="px-2.5 sm:px-3.5">
              <ShieldCheck aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Admin</span>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut} className="px-2.5 sm:px-3.5">
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Sign Out</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
