import { AUDIT_LOG_PAGE_SIZE, relativeTime } from '@fanline/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Globe, ScrollText, X } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AdminBadge } from './admin-badge';
import type { AuditEntry } from './admin-types';
import { auditActionLabel, auditDetailLines, isSignIn } from './audit-entry-text';
import { ListSkeleton } from './list-skeleton';
import { PaginationControls } from './pagination-controls';
import { PanelTitle } from './panel-title';

/** The user the trail is narrowed to: their id, and how to name them (email, or name and email). */
export interface AuditUser {
  id: string;
  label: string;
}

/** A user named in an entry; a button that narrows the trail to them while they exist, plain text once deleted. */
function UserLink({ id, email, onPick }: { id: string | null; email: string | null; onPick(user: AuditUser): void }) {
  const label = email ?? 'unknown';
  if (!id) return <span className="text-zinc-300">{label} <span className="text-zinc-500">(deleted)</span></span>;
  return (
    <button type="button" onClick={() => onPick({ id, label })} className="rounded text-zinc-200 underline decoration-white/20 underline-offset-2 transition hover:text-white hover:decoration-white/60 focus-visible:outline-2 focus-visible:outline-brand-400" title="Show only this user's trail">
      {label}
    </button>
  );
}

function AuditRow({ entry, onPick }: { entry: AuditEntry; onPick(user: AuditUser): void }) {
  const lines = auditDetailLines(entry.details);
  const aboutSelf = entry.subject_user_id !== null && entry.subject_user_id === entry.actor_id;
  return (
    <li data-testid="audit-entry" className="grid gap-3 rounded-2xl bg-ink-850/80 p-4 ring-1 ring-white/[0.08] md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <p className="font-semibold text-white">{auditActionLabel(entry.action)}</p>
          {isSignIn(entry) ? <AdminBadge tone="sky">SIGN-IN</AdminBadge> : <AdminBadge tone="rose">ADMIN</AdminBadge>}
        </div>
        <p className="mt-1 text-sm text-zinc-400 [overflow-wrap:anywhere]">
          by <UserLink id={entry.actor_id} email={entry.actor_email} onPick={onPick} />
          {entry.subject_email && !aboutSelf && (
            <>
              {' '}
              on <UserLink id={entry.subject_user_id} email={entry.subject_email} onPick={onPick} />
            </>
          )}
        </p>
        {lines.length > 0 && (
          <ul className="mt-2 space-y-0.5 text-sm text-zinc-300">
            {lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="text-sm text-zinc-400 md:text-right">
        <time dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString('en-US')} className="whitespace-nowrap text-zinc-200">
          {relativeTime(entry.created_at)}
        </time>
        <p className="mt-1 flex items-center gap-1.5 md:justify-end">
          <Globe aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="font-mono text-xs">{entry.ip ?? 'IP unknown'}</span>
        </p>
        {entry.user_agent && (
          <p title={entry.user_agent} className="mt-0.5 max-w-64 truncate text-xs text-zinc-500 md:ml-auto">
            {entry.user_agent}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The audit trail: every admin action and every sign-in from an IP new for
 * that user, newest first; read-only. Narrowed to one user from their row in
 * User Management or by picking a user named in an entry.
 */
export function AuditLogPanel({ user, onUserChange }: { user: AuditUser | null; onUserChange(user: AuditUser | null): void }) {
  const [page, setPage] = useState(1);
  const query = trpc.admin.auditLog.useQuery({ user_id: user?.id, page }, { placeholderData: keepPreviousData });
  const entries = query.data?.entries ?? [];
  const paging = query.data?.pagination;
  const total = paging ? `${formatCount(paging.total_entries)} ${paging.total_entries === 1 ? 'entry' : 'entries'}` : '';
  const pick = (picked: AuditUser | null) => {
    setPage(1);
    onUserChange(picked);
  };

  return (
    <section aria-labelledby="admin-audit-title">
      <PanelTitle id="admin-audit-title" title="Audit Trail" note="Every admin action and every sign-in from a new IP, newest first. Entries cannot be edited or removed.">
        {user && (
          <div className="flex items-center gap-2 rounded-xl bg-white/[0.04] py-1 pr-1 pl-3 text-sm text-zinc-300 ring-1 ring-white/[0.08]">
            <span>
              Only <span className="font-medium text-white">{user.label}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => pick(null)}>
              <X aria-hidden="true" />
              All users
            </Button>
          </div>
        )}
      </PanelTitle>

      {query.isPending ? (
        <ListSkeleton />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={query.isError ? 'The trail could not be loaded' : 'Nothing recorded yet'}>
          {query.isError ? 'Try again in a moment.' : user ? 'No admin action or new sign-in for this user so far.' : 'Admin actions and sign-ins from new IPs appear here.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-busy={query.isFetching} aria-label="Audit trail entries">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} onPick={pick} />
          ))}
        </ul>
      )}

      {paging && paging.total_entries > AUDIT_LOG_PAGE_SIZE && (
        <PaginationControls
          label="Audit trail pages"
          page={page}
          totalPages={paging.total_pages}
          hasPrevious={paging.has_previous}
          hasNext={paging.has_next}
          summary={total}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
