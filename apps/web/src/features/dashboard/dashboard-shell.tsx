import { useEffect, useState } from 'react';
import { useAdminView } from '../admin/admin-view';
import { useSession } from '../auth';
import { SubscriptionView } from '../billing';
import { BotFormDialog } from '../bot-form';
import { useBotList } from '../bots';
import { ProfileSettingsDialog } from '../profile';
import { TipFlowSetupDialog } from '../tip-flow';
import { DashboardHeader } from './dashboard-header';
import { DashboardHome } from './dashboard-home';
import type { DashboardTab } from './dashboard-tabs';
import { useBotFormState } from './use-bot-form-state';
import { useDashboardView } from './use-dashboard-view';

/** The signed-in home: header with live balances, the four sections (or the subscription view), and the dialogs they open. */
export function DashboardShell() {
  const { user } = useSession();
  const [tab, setTab] = useState<DashboardTab>('command-center');
  const [profileOpen, setProfileOpen] = useState(false);
  const [tipFlowOpen, setTipFlowOpen] = useState(false);
  const botForm = useBotFormState();
  const bots = useBotList();
  const { view, openSubscription, backToDashboard } = useDashboardView();
  const { openAdmin } = useAdminView();

  useEffect(() => {
    // Each view starts at its top, like a page would.
    window.scrollTo(0, 0);
  }, [view]);

  if (!user) return null;

  return (
    <div className="min-h-dvh bg-[radial-gradient(60%_40%_at_50%_0%,rgb(124_58_237/0.14),transparent_70%)]">
      <DashboardHeader
        user={user}
        onDeploy={botForm.createBlank}
        onOpenProfile={() => setProfileOpen(true)}
        onOpenSubscription={openSubscription}
        onOpenAdmin={openAdmin}
      />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {view === 'subscription' ? (
          <SubscriptionView user={user} onBack={backToDashboard} />
        ) : (
          <DashboardHome
            user={user}
            tab={tab}
            onTabChange={setTab}
            onEditBot={botForm.edit}
            onUseTemplate={botForm.createFromTemplate}
            onSetUpTipFlow={() => setTipFlowOpen(true)}
            onOpenSubscription={openSubscription}
          />
        )}
      </main>

      <BotFormDialog
        key={botForm.state.key}
        open={botForm.state.open}
        onOpenChange={botForm.setOpen}
        mode={botForm.state.mode}
        bot={botForm.state.bot}
        template={botForm.state.template}
        onSaved={() => {
          // A new bot is easiest to find where the fleet is listed.
          if (botForm.state.mode !== 'create') return;
          setTab('bot-fleet');
          if (view === 'subscription') backToDashboard();
        }}
      />
      <TipFlowSetupDialog open={tipFlowOpen} onOpenChange={setTipFlowOpen} bots={bots.data ?? []} />
      <ProfileSettingsDialog
        user={user}
        open={profileOpen}
        onOpenChange={setProfileOpen}
        onManageSubscription={() => {
          setProfileOpen(false);
          openSubscription();
        }}
      />
    </div>
  );
}
