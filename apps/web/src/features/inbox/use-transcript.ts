import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The transcript's query key; the live feed invalidates it per conversation. */
export const transcriptKey = (conversationId?: string) => (conversationId ? (['inbox-transcript', conversationId] as const) : (['inbox-transcript'] as const));

/**
 * A conversation's messages, newest page first. Scrolling up asks for the page
 * before the oldest message held; a refetch (a live change) re-reads each
 * loaded page in turn from the newest, so the pages stay back to back however
 * many messages arrived meanwhile.
 */
export function useTranscript(conversationId: string) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: transcriptKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      utils.client.inbox.messages.query({ id: conversationId, ...(pageParam === undefined ? {} : { before: pageParam }) }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.messages[0]?.id : undefined),
  });
}

/** Re-reads every open transcript (or one conversation's). */
export function useInvalidateTranscripts() {
  const queryClient = useQueryClient();
  return (conversationId?: string) => queryClient.invalidateQueries({ queryKey: transcriptKey(conversationId) });
}
