import type { PublicUser } from '@fanline/core';
import { Bot, Gauge, LayoutTemplate } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { BotFleetPanel } from './bot-fleet-panel';
import { CommandCenterPanel } from './command-center-panel';
import { TemplatesPanel } from './templates-panel';

type TabId = 'command-center' | 'bot-fleet' | 'templates';

const triggerClass =
  'inline-flex flex-auto items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium text-zinc-400 transition hover:text-white data-[state=active]:bg-white/[0.08] data-[state=active]:text-white data-[state=active]:shadow-sm sm:flex-none sm:px-4 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block';

export function DashboardTabs({ user }: { user: PublicUser }) {
  const [tab, setTab] = useState<TabId>('command-center');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)}>
      <Tabs.List aria-label="Dashboard sections" className="flex gap-1 rounded-2xl bg-ink-850/80 p-1 ring-1 ring-white/[0.08] sm:inline-flex">
        <Tabs.Trigger value="command-center" className={triggerClass}>
          <Gauge aria-hidden="true" />
          Command Center
        </Tabs.Trigger>
        <Tabs.Trigger value="bot-fleet" className={triggerClass}>
          <Bot aria-hidden="true" />
          Bot Fleet
        </Tabs.Trigger>
        <Tabs.Trigger value="templates" className={triggerClass}>
          <LayoutTemplate aria-hidden="true" />
          {/* SPEC §2: the tab reads "Market" where space is tight. */}
          <span className="hidden sm:inline">Templates</span>
          <span className="sm:hidden">Market</span>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="command-center" className="mt-8 focus-visible:outline-none">
        <CommandCenterPanel user={user} />
      </Tabs.Content>
      <Tabs.Content value="bot-fleet" className="mt-8 focus-visible:outline-none">
        <BotFleetPanel onBrowseTemplates={() => setTab('templates')} />
      </Tabs.Content>
      <Tabs.Content value="templates" className="mt-8 focus-visible:outline-none">
        <TemplatesPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
