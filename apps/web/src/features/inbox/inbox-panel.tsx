import type { ConversationFilter, PublicUser } from '@fanline/core';
import { MessagesSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { EmptyState } from '../../ui/empty-state';
import { BotActions } from './bot-actions';
import { BotPicker, type PickableBot } from './bot-picker';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { BotScope } from './inbox-types';
import { LiveIndicator } from './live-indicator';
import { useConversationList } from './use-conversation-list';
import { useInboxLive } from './use-inbox-live';

interface InboxPanelProps {
  user: PublicUser;
  onOpenSubscription(): void;
}

/**
 * The Inbox tab: every fan conversation of the creator's bots, live. Two panes
 * from 768 px (list | conversation, with the fan card beside it from 1280 px);
 * below that, the list, then the conversation with a way back.
 */
export function InboxPanel({ user, onOpenSubscription }: InboxPanelProps) {
  const feed = useInboxLive();
  const botsQuery = trpc.bots.list.useQuery();
  const bots: PickableBot[] = (botsQuery.data ?? []).map((bot) => ({ id: bot.id, name: bot.name, channel: bot.platform }));
  const [chosenScope, setScope] = useState<BotScope | null>(null);
  // A creator with a single bot starts on it, so its actions are at hand.
  const scope: BotScope = chosenScope ?? (bots.length === 1 ? bots[0]!.id : 'all');
  const scopedBot = bots.find((bot) => bot.id === scope) ?? null;
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const list = useConversationList({ scope: scopedBot ? scope : 'all', filter, search: debouncedSearch });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panes = useRef<HTMLDivElement>(null);
  const searchField = useRef<HTMLInputElement>(null);

  function select(id: string) {
    setSelectedId(id);
    // The whole inbox on screen (under the sticky header), composer included.
    panes.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }

  return (
    <section aria-labelledby="inbox-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <h2 id="inbox-heading" className="text-2xl font-bold tracking-tight text-white">
              Inbox
            </h2>
            <LiveIndicator feed={feed} />
          </div>
          <p className="mt-1 text-sm text-zinc-400">Read what fans say to your bots, and step in yourself when it matters.</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <BotPicker
            bots={bots}
            value={scopedBot ? scope : 'all'}
            onValueChange={(next) => {
              setScope(next);
              setSelectedId(null);
            }}
          />
          {scopedBot && <BotActions user={user} bot={scopedBot} onOpenSubscription={onOpenSubscription} />}
        </div>
      </div>

      <div
        ref={panes}
        className="flex h-[calc(100dvh-8.5rem)] max-h-[60rem] min-h-[30rem] scroll-mt-28 overflow-hidden rounded-3xl bg-ink-850/80 ring-1 ring-white/[0.08] md:h-[calc(100dvh-6.5rem)] md:scroll-mt-20"
      >
        <div className={cn('w-full min-w-0 shrink-0 border-white/[0.06] md:w-80 md:border-r lg:w-[22rem]', selectedId && 'hidden md:block')}>
          <ConversationList
            list={list}
            searchRef={searchField}
            search={search}
            onSearchChange={setSearch}
            filter={filter}
            onFilterChange={setFilter}
            selectedId={selectedId}
            onSelect={select}
          />
        </div>
        <div className={cn('min-w-0 flex-1', !selectedId && 'hidden md:block')}>
          {selectedId ? (
            <ConversationView
              key={selectedId}
              conversationId={selectedId}
              onBack={() => {
                setSelectedId(null);
                // Back on the list (phones): at the row just left.
                requestAnimationFrame(() => panes.current?.querySelector<HTMLElement>(`[data-conversation-id="${selectedId}"]`)?.focus());
              }}
              onErased={() => {
                setSelectedId(null);
                // The conversation and the menu that erased it are gone: continue from the search box.
                requestAnimationFrame(() => searchField.current?.focus());
              }}
            />
          ) : (
            <EmptyState compact icon={MessagesSquare} title="Pick a conversation">
              Choose a fan on the left to read the conversation, see what they paid, and take over from the AI.
            </EmptyState>
          )}
        </div>
      </div>
    </section>
  );
}
