import { BarChart3, Bot, CircleDollarSign, LifeBuoy, ScrollText, Share2, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export type AdminTab = 'financials' | 'analytics' | 'bots' | 'users' | 'support' | 'affiliates' | 'audit';

/** docs/product.md §14 tabs, in order; the affiliates panel the spec left without a button is a tab here, and the audit trail (issue #21) comes last. */
const TABS: { id: AdminTab; label: string; short: string; icon: LucideIcon }[] = [
  { id: 'financials', label: 'Revenue Dashboard', short: 'Revenue', icon: CircleDollarSign },
  { id: 'analytics', label: 'Platform Analytics', short: 'Analytics', icon: BarChart3 },
  { id: 'bots', label: 'Bot Management', short: 'Bots', icon: Bot },
  { id: 'users', label: 'User Management', short: 'Users', icon: Users },
  { id: 'support', label: 'Support', short: 'Support', icon: LifeBuoy },
  { id: 'affiliates', label: 'Affiliates', short: 'Affiliates', icon: Share2 },
  { id: 'audit', label: 'Audit Trail', short: 'Audit', icon: ScrollText },
];

const triggerClass =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium text-zinc-400 transition hover:text-white data-[state=active]:bg-white/[0.08] data-[state=active]:text-white data-[state=active]:shadow-sm lg:px-4 [&_svg]:size-4';

/**
 * The tab's accessible name: its full label, beginning with the short one the tab shows below the
 * xl breakpoint when the label does not already hold it ("Bots: Bot Management"), so that what a
 * voice-control user sees is what they can say (WCAG 2.5.3, Label in Name).
 */
function tabName(label: string, short: string): string {
  return label.toLowerCase().includes(short.toLowerCase()) ? label : `${short}: ${label}`;
}

interface AdminTabsProps {
  tab: AdminTab;
  onTabChange(tab: AdminTab): void;
  panels: Record<AdminTab, ReactNode>;
}

export function AdminTabs({ tab, onTabChange, panels }: AdminTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AdminTab)}>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 [scrollbar-width:none]">
        <Tabs.List aria-label="Console sections" className="inline-flex gap-1 rounded-2xl bg-ink-850/80 p-1 ring-1 ring-white/[0.08]">
          {TABS.map(({ id, label, short, icon: Icon }) => (
            <Tabs.Trigger key={id} value={id} className={triggerClass} aria-label={tabName(label, short)}>
              <Icon aria-hidden="true" />
              <span className="hidden xl:inline">{label}</span>
              <span className="xl:hidden">{short}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {TABS.map(({ id }) => (
        // Radix makes each panel a tab stop (issue #24): it shows the house focus ring, a little outside it, rather than none.
        <Tabs.Content key={id} value={id} className="mt-8 rounded-2xl focus-visible:outline-offset-8">
          {panels[id]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
