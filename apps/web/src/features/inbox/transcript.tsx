import { ArrowDown, MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { EventChip } from './event-chip';
import { MessageBubble } from './message-bubble';
import { PaneLoadFailed, PaneSpinner } from './pane-states';
import { buildTimeline, type TimelineItem } from './timeline';
import { useNow } from './use-now';
import { useTranscript } from './use-transcript';

/** Within this many pixels of an edge counts as at it. */
const EDGE_PX = 64;

interface TranscriptProps {
  conversationId: string;
  fanName: string;
  botName: string;
}

function authorOf(items: TimelineItem[], index: number, names: { fan: string; bot: string }): string | null {
  const item = items[index];
  if (item?.kind !== 'message') return null;
  const previous = items[index - 1];
  if (previous?.kind === 'message' && previous.message.role === item.message.role) return null;
  return item.message.role === 'creator' ? 'You' : item.message.role === 'bot' ? `${names.bot} · AI` : names.fan;
}

/**
 * The conversation, oldest at the top. Scrolling to the top loads the page
 * before, keeping what was on screen in place; new messages scroll into view
 * when the creator is at the bottom, and otherwise a "New messages" button appears.
 */
export function Transcript({ conversationId, fanName, botName }: TranscriptProps) {
  const query = useTranscript(conversationId);
  const day = useNow(60_000);
  const items = useMemo(() => buildTimeline(query.data?.pages ?? [], day), [query.data, day]);
  const messages = items.filter((item) => item.kind === 'message');
  const oldestId = messages[0]?.message.id ?? null;
  const newest = messages[messages.length - 1]?.message;
  const newestId = newest?.id ?? null;
  const newestIsMine = newest?.role === 'creator';

  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const beforeOlder = useRef<{ oldestId: number | null; height: number; top: number } | null>(null);
  const lastNewest = useRef<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenNewest, setSeenNewest] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const anchor = beforeOlder.current;
    if (anchor && anchor.oldestId !== oldestId) {
      // Older messages went in above: keep the ones the creator was reading where they were.
      element.scrollTop = anchor.top + (element.scrollHeight - anchor.height);
      beforeOlder.current = null;
      return;
    }
    // What the creator just sent scrolls into view wherever they were.
    if (newestId !== lastNewest.current && newestIsMine) pinned.current = true;
    lastNewest.current = newestId;
    if (pinned.current) element.scrollTop = element.scrollHeight;
  }, [items, oldestId, newestId, newestIsMine]);

  function loadOlder() {
    const element = scroller.current;
    if (!element || !query.hasNextPage || query.isFetchingNextPage) return;
    beforeOlder.current = { oldestId, height: element.scrollHeight, top: element.scrollTop };
    void query.fetchNextPage();
  }

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    pinned.current = bottom;
    if (bottom !== atBottom) setAtBottom(bottom);
    if (bottom && newestId !== seenNewest) setSeenNewest(newestId);
    if (element.scrollTop < EDGE_PX * 2) loadOlder();
  }

  function jumpToLatest() {
    const element = scroller.current;
    if (!element) return;
    pinned.current = true;
    element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }

  if (query.isPending) {
    return <PaneSpinner label="Loading messages" className="flex-1" />;
  }

  if (query.isError && !query.data) {
    return (
      <div className="flex-1">
        <PaneLoadFailed title="Messages could not be loaded" query={query} />
      </div>
    );
  }

  const unseen = !atBottom && newestId !== null && seenNewest !== null && newestId > seenNewest;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={`Conversation with ${fanName}`}
        // Focusable, so the transcript scrolls by keyboard too.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4 [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
      >
        {query.hasNextPage ? (
          <div className="flex justify-center pt-4">
            <Button variant="ghost" size="sm" onClick={loadOlder} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage && <Spinner />}
              Load earlier messages
            </Button>
          </div>
        ) : (
          items.length > 0 && <p className="pt-6 text-center text-xs text-zinc-500">This is the start of your conversation with {fanName}.</p>
        )}
        {items.length === 0 ? (
          <EmptyState compact icon={MessagesSquare} title="No messages yet">
            Messages between {fanName} and {botName} will show up here.
          </EmptyState>
        ) : (
          items.map((item, index) => {
            if (item.kind === 'day') {
              return (
                <div key={item.key} className="mt-6 mb-2 flex items-center gap-3 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase" role="separator" aria-label={item.label}>
                  <span className="h-px flex-1 bg-white/[0.06]" />
                  {item.label}
                  <span className="h-px flex-1 bg-white/[0.06]" />
                </div>
              );
            }
            if (item.kind === 'event') return <EventChip key={item.key} event={item.event} />;
            return <MessageBubble key={item.key} message={item.message} author={authorOf(items, index, { fan: fanName, bot: botName })} />;
          })
        )}
      </div>
      {unseen && (
        <Button variant="secondary" size="sm" onClick={jumpToLatest} className="absolute bottom-4 left-1/2 -translate-x-1/2 bg-ink-800 shadow-xl shadow-black/40">
          <ArrowDown aria-hidden="true" />
          New messages
        </Button>
      )}
    </div>
  );
}
