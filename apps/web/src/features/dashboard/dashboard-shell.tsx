import { useSession } from '../auth';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';

/** The signed-in home: header with live balances, then the three dashboard sections. */
export function DashboardShell() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-[radial-gradient(60%_40%_at_50%_0%,rgb(124_58_237/0.14),transparent_70%)]">
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-sm font-medium text-brand-300">Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-white sm:text-4xl">Welcome, {user.name}</h1>
        <p className="mt-2 text-zinc-400">Here is where your bots, fans and earnings come together.</p>
        <div className="mt-8">
          <DashboardTabs user={user} />
        </div>
      </main>
    </div>
  );
}
