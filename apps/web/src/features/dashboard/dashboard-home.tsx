import type { BotTemplate, PublicUser } from '@fanline/core';
import { BotFleet, type BotView } from '../bots';
import { InboxPanel, useUnreadConversations } from '../inbox';
import { TemplateGallery } from '../templates';
import { CommandCenterPanel } from './command-center-panel';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { PanelHeading } from './panel-heading';

interface DashboardHomeProps {
  user: PublicUser;
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  onEditBot(bot: BotView): void;
  onUseTemplate(template: BotTemplate): void;
  onSetUpTipFlow(): void;
  onOpenSubscription(): void;
}

/** The dashboard view: the welcome and the four sections (docs/product.md §9 tabs, and the Inbox of §19). */
export function DashboardHome({ user, tab, onTabChange, onEditBot, onUseTemplate, onSetUpTipFlow, onOpenSubscription }: DashboardHomeProps) {
  const inboxUnread = useUnreadConversations();
  return (
    <>
      <p className="text-sm font-medium text-brand-300">Dashboard</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">Welcome, {user.name}</h1>
      <p className="mt-2 text-zinc-400">Here is where your bots, fans and earnings come together.</p>
      <div className="mt-8">
        <DashboardTabs
          tab={tab}
          onTabChange={onTabChange}
          inboxUnread={inboxUnread}
          panels={{
            'command-center': <CommandCenterPanel user={user} onSetUpTipFlow={onSetUpTipFlow} onOpenSubscription={onOpenSubscription} />,
            inbox: <InboxPanel user={user} onOpenSubscription={onOpenSubscription} />,
            'bot-fleet': (
              <>
                <PanelHeading title="Bot Fleet" />
                <BotFleet onEditBot={onEditBot} onBrowseTemplates={() => onTabChange('templates')} />
              </>
            ),
            templates: (
              <>
                <PanelHeading title="Templates" />
                <TemplateGallery onUseTemplate={onUseTemplate} />
              </>
            ),
          }}
        />
      </div>
    </>
  );
}
