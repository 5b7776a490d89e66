import { useState } from 'react';
import { useSession } from '../auth';
import { BotFormDialog } from '../bot-form';
import { BotFleet, useBotList } from '../bots';
import { ProfileSettingsDialog } from '../profile';
import { TemplateGallery } from '../templates';
import { TipFlowSetupDialog } from '../tip-flow';
import { CommandCenterPanel } from './command-center-panel';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { PanelHeading } from './panel-heading';
import { useBotFormState } from './use-bot-form-state';

/** The signed-in home: header with live balances, the three sections, and the dialogs they open. */
export function DashboardShell() {
  const { user } = useSession();
  const [tab, setTab] = useState<DashboardTab>('command-center');
  const [profileOpen, setProfileOpen] = useState(false);
  const [tipFlowOpen, setTipFlowOpen] = useState(false);
  const botForm = useBotFormState();
  const bots = useBotList();
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-[radial-gradient(60%_40%_at_50%_0%,rgb(124_58_237/0.14),transparent_70%)]">
      <DashboardHeader user={user} onDeploy={botForm.createBlank} onOpenProfile={() => setProfileOpen(true)} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-sm font-medium text-brand-300">Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">Welcome, {user.name}</h1>
        <p className="mt-2 text-zinc-400">Here is where your bots, fans and earnings come together.</p>
        <div className="mt-8">
          <DashboardTabs
            tab={tab}
            onTabChange={setTab}
            panels={{
              'command-center': <CommandCenterPanel user={user} onSetUpTipFlow={() => setTipFlowOpen(true)} />,
              'bot-fleet': (
                <>
                  <PanelHeading title="Bot Fleet" />
                  <BotFleet onEditBot={botForm.edit} onBrowseTemplates={() => setTab('templates')} />
                </>
              ),
              templates: (
                <>
                  <PanelHeading title="Templates" />
                  <TemplateGallery onUseTemplate={botForm.createFromTemplate} />
                </>
              ),
            }}
          />
        </div>
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
          if (botForm.state.mode === 'create') setTab('bot-fleet');
        }}
      />
      <TipFlowSetupDialog open={tipFlowOpen} onOpenChange={setTipFlowOpen} bots={bots.data ?? []} />
      <ProfileSettingsDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}
