import { ChartLine } from 'lucide-react';
import { EmptyState } from '../../ui/empty-state';

/**
 * For a creator without a bot, one explanation instead of a wall of empty
 * panels: what the Command Center will show, and what it takes to get there.
 */
export function NoBotsYet() {
  return (
    <div data-testid="analytics-empty">
      <EmptyState icon={ChartLine} title="Your analytics appear here">
        <p>
          Once a deployed bot is chatting with fans, this is where you will see your revenue trend over the last 30 days,
          messages per bot, your fans’ busiest hours, tip conversion, your best performers and the margin each bot earns.
        </p>
      </EmptyState>
    </div>
  );
}
