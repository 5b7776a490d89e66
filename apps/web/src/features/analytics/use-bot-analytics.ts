import { useEffect } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { retryAnalyticsLoad } from './analytics-failure';

/** docs/product.md §11 fixed toast for this dialog. */
export const BOT_ANALYTICS_FAILED = 'Failed to load bot analytics';

/** One bot's analytics, read when its dialog opens (docs/product.md §15); a failed read says so once per attempt. */
export function useBotAnalytics(botId: string, open: boolean) {
  const query = trpc.analytics.bot.useQuery({ id: botId }, { enabled: open, retry: retryAnalyticsLoad });
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast.error(BOT_ANALYTICS_FAILED);
  }, [isError, errorUpdatedAt]);

  return query;
}
