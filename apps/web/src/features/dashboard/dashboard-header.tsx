import type { PublicUser } from '@fanline/core';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../auth';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import { ProfileDialog } from './profile-dialog';
import { QuotaStrip } from './quota-strip';

export function DashboardHeader({ user }: { user: PublicUser }) {
  const { signOut, signingOut } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/80 backdrop-blur-xl">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link to="/" aria-label="Fanline dashboard" className="rounded-lg">
          <Logo />
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <QuotaStrip user={user} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <ProfileDialog user={user} />
          <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}
