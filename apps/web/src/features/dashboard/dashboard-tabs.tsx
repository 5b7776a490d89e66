import { Bot, Gauge, Inbox, LayoutTemplate } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export type DashboardTab = 'command-center' | 'inbox' | 'bot-fleet' | 'templates';

const triggerClass =
  'inline-flex flex-auto items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium text-zinc-400 transition hover:text-white data-[state=active]:bg-white/[0.08] data-[state=active]:text-white data-[state=active]:shadow-sm sm:flex-none sm:px-4 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block';

interface DashboardTabsProps {
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  panels: Record<DashboardTab, ReactNode>;
  /** Conversations with unread fan messages, shown on the Inbox tab. */
  inboxUnread: number;
}

export function DashboardTabs({ tab, onTabChange, panels, inboxUnread }: DashboardTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as DashboardTab)}>
      <Tabs.List aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 rounded-2xl bg-ink-850/80 p-1 ring-1 ring-white/[0.08] sm:inline-flex">
        <Tabs.Trigger value="command-center" className={triggerClass}>
          <Gauge aria-hidden="true" />
          Command Center
        </Tabs.Trigger>
        <Tabs.Trigger value="inbox" className={triggerClass}>
          <Inbox aria-hidden="true" />
          Inbox
          {inboxUnread > 0 && (
            <span className="-my-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand-500 px-1.5 text-[11px] font-bold text-white tabular-nums">
              <span className="sr-only">, unread conversations: </span>
              {inboxUnread > 9 ? '9+' : inboxUnread}
            </span>
          )}
        </Tabs.Trigger>
        <Tabs.Trigger value="bot-fleet" className={triggerClass}>
          <Bot aria-hidden="true" />
          Bot Fleet
        </Tabs.Trigger>
        <Tabs.Trigger value="templates" className={triggerClass}>
          <LayoutTemplate aria-hidden="true" />
          {/* docs/product.md §9: the tab reads "Market" where space is tight. */}
          <span className="hidden sm:inline">Templates</span>
          <span className="sm:hidden">Market</span>
        </Tabs.Trigger>
      </Tabs.List>
      {(Object.keys(panels) as DashboardTab[]).map((id) => (
        // Radix makes each panel a tab stop (issue #24): it shows the house focus ring, a little outside it, rather than none.
        <Tabs.Content key={id} value={id} className="mt-8 rounded-2xl focus-visible:outline-offset-8">
          {panels[id]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
