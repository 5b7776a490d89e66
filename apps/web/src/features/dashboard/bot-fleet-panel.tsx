import { Bot, LayoutTemplate } from 'lucide-react';
import { Button } from '../../ui/button';
import { EmptyState } from './empty-state';
import { PanelHeading } from './panel-heading';

export function BotFleetPanel({ onBrowseTemplates }: { onBrowseTemplates(): void }) {
  return (
    <>
      <PanelHeading title="Bot Fleet" />
      <EmptyState
        icon={Bot}
        title="No bots yet"
        action={
          <Button variant="secondary" onClick={onBrowseTemplates}>
            <LayoutTemplate aria-hidden="true" />
            Browse templates
          </Button>
        }
      >
        <p>
          Bot creation is arriving soon. Once it lands, every bot you build will be listed here with its status, its
          Telegram channel and its latest activity.
        </p>
      </EmptyState>
    </>
  );
}
