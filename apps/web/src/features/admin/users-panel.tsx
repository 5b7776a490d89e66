import { ADMIN_PAGE_SIZE, PLAN_IDS } from '@fanline/core';
import { Mic, Trash2, UserX, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { capitalise, formatCount } from '../../lib/format';
import { useSelection } from '../../lib/use-selection';
import { BulkConfirmDialog } from '../../ui/bulk-confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import type { AdminUser } from './admin-types';
import { BulkButtons } from './bulk-buttons';
import { EditUserDialog } from './edit-user-dialog';
import { ListSkeleton } from './list-skeleton';
import { ListToolbar } from './list-toolbar';
import { PaginationControls } from './pagination-controls';
import { PanelTitle } from './panel-title';
import type { AuditUser } from './audit-log-panel';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SelectAllBar } from './select-all-bar';
import { useAdminUsers, type PlanFilter } from './use-admin-users';
import { useUserBulk } from './use-user-bulk';
import { USER_BULK_COPY } from './user-bulk-actions';
import { UserRow } from './user-row';
import { VoiceCloneDialog } from './voice-clone-dialog';
import { VoiceSlotsMeter } from './voice-slots-meter';

const PLAN_FILTERS = [{ value: 'all', label: 'All plans' }, ...PLAN_IDS.map((id) => ({ value: id, label: capitalise(id) }))];
const BULK_ICONS = { grant_voice: Mic, deactivate: UserX, delete: Trash2 } as const;

/** User Management: search, plan filter, paged rows, row dialogs, bulk actions (docs/product.md §14), a way to each user's audit trail, and ElevenLabs' voice slots (issue #39). */
export function UsersPanel({ onViewAudit }: { onViewAudit(user: AuditUser): void }) {
  const list = useAdminUsers();
  const users = useMemo(() => list.query.data?.users ?? [], [list.query.data]);
  const ids = useMemo(() => users.map((u) => u.id), [users]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [voiceOf, setVoiceOf] = useState<AdminUser | null>(null);
  const selectedIds = [...selection.selected];
  const bulk = useUserBulk(selectedIds, selection.clear);
  const paging = list.query.data?.pagination;
  const total = paging ? `${paging.total_capped ? '1,000+' : formatCount(paging.total_users)} ${paging.total_users === 1 ? 'user' : 'users'}` : '';
  const selectedNames = users.filter((u) => selection.selected.has(u.id)).map((u) => u.name);

  return (
    <section aria-labelledby="admin-users-title">
      <PanelTitle id="admin-users-title" title="User Management" note={total ? `${total} on the platform${list.search ? ' matching your search' : ''}` : 'Every account on Fanline'}>
        <VoiceSlotsMeter />
      </PanelTitle>
      <ListToolbar
        searchLabel="Search users"
        searchPlaceholder="Search by name or email"
        search={list.search}
        onSearchChange={list.setSearch}
        filterLabel="Plan filter"
        filter={list.planFilter}
        filterOptions={PLAN_FILTERS}
        onFilterChange={(value) => list.setPlanFilter(value as PlanFilter)}
        actions={<BulkButtons copies={USER_BULK_COPY} icons={BULK_ICONS} busy={bulk.busy} onRequest={(action) => bulk.request(action)} />}
      />
      <SelectAllBar count={users.length} selected={selection.selected.size} allSelected={selection.allSelected} onToggleAll={selection.toggleAll} noun="user" />

      {list.query.isPending ? (
        <ListSkeleton />
      ) : users.length === 0 ? (
        <EmptyState icon={Users} title="No users found">
          {list.query.isError ? 'The list could not be loaded. Try again in a moment.' : 'Try another name, email or plan.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-busy={list.query.isFetching}>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              selected={selection.selected.has(user.id)}
              onSelectedChange={(on) => selection.toggle(user.id, on)}
              onEdit={() => setEditing(user)}
              onResetPassword={() => setResetting(user)}
              onViewAudit={() => onViewAudit({ id: user.id, label: user.email })}
              onViewVoiceClone={() => setVoiceOf(user)}
            />
          ))}
        </ul>
      )}

      {paging && paging.total_users > ADMIN_PAGE_SIZE && (
        <PaginationControls
          label="User pages"
          page={list.page}
          totalPages={paging.total_pages}
          hasPrevious={paging.has_previous}
          hasNext={paging.has_next}
          summary={total}
          onPageChange={list.setPage}
        />
      )}

      <EditUserDialog key={`edit-${editing?.id ?? ''}`} user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ResetPasswordDialog key={`reset-${resetting?.id ?? ''}`} user={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <VoiceCloneDialog key={`voice-${voiceOf?.id ?? ''}`} user={voiceOf} onOpenChange={(open) => !open && setVoiceOf(null)} />
      <BulkConfirmDialog
        copy={bulk.pending ? USER_BULK_COPY[bulk.pending.action] : null}
        itemNames={selectedNames}
        noun="user"
        busy={bulk.busy}
        onOpenChange={(open) => !open && bulk.cancel()}
        onConfirm={() => void bulk.confirm()}
      />
    </section>
  );
}
