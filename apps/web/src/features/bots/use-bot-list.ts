import { trpc } from '../../lib/trpc';

/** The creator's bots, newest first; shared by the fleet, the tip-flow dialog and the stats. */
export function useBotList() {
  return trpc.bots.list.useQuery();
}

/** Re-reads everything a bot change can move: the list, the stats and channel statuses. */
export function useRefreshFleet() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.bots.list.invalidate(), utils.bots.stats.invalidate(), utils.telegram.status.invalidate()]).then(() => undefined);
}
