import { formatQuota } from '@fanline/core';
import { KeyRound, Mic, Pencil, ScrollText } from 'lucide-react';
import { capitalise } from '../../lib/format';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Tooltip } from '../../ui/tooltip';
import { AdminBadge } from './admin-badge';
import type { AdminUser } from './admin-types';
import { RowFigure } from './row-figure';

interface UserRowProps {
  user: AdminUser;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onEdit(): void;
  onResetPassword(): void;
  onViewAudit(): void;
}

/** One user: identity and badges, the four stats, and edit / reset password / audit trail (docs/product.md §14). A card on phones, a row from `md`. */
export function UserRow({ user, selected, onSelectedChange, onEdit, onResetPassword, onViewAudit }: UserRowProps) {
  return (
    <li
      data-testid="admin-user-row"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl bg-ink-850/80 p-4 ring-1 ring-white/[0.08] transition hover:ring-white/15 md:grid-cols-[auto_minmax(0,1.3fr)_minmax(0,2fr)_auto] md:items-center md:gap-6"
    >
      <div className="flex items-start gap-3 md:contents">
        <Checkbox checked={selected} onCheckedChange={(value) => onSelectedChange(value === true)} aria-label={`Select ${user.name}`} className="mt-0.5 md:mt-0" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <p className="truncate font-semibold text-white">{user.name}</p>
            {user.is_admin ? <AdminBadge tone="rose">ADMIN</AdminBadge> : <AdminBadge tone="brand">{capitalise(user.plan)}</AdminBadge>}
            {user.has_voice_upgrade && (
              <AdminBadge tone="sky">
                <Mic aria-hidden="true" className="size-3" />
                Voice
              </AdminBadge>
            )}
            {!user.is_active && <AdminBadge tone="amber">Inactive</AdminBadge>}
          </div>
          <p className="mt-0.5 truncate text-sm text-zinc-400">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <RowFigure label="Bots Limit" value={formatQuota(user.bots_limit)} />
        <RowFigure label="Messages Left" value={formatQuota(user.messages_remaining)} />
        <RowFigure label="Voice Messages" value={formatQuota(user.voice_messages_remaining)} />
        <RowFigure label="Status" value={user.has_voice_upgrade ? 'Voice Access' : 'Text Only'} />
      </dl>
      <div className="flex gap-2 md:justify-end">
        {/* From md the buttons are icons only; the tooltips name them for sighted mouse and keyboard users. */}
        <Tooltip content="Edit user">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${user.name}`} className="flex-1 md:flex-none">
            <Pencil aria-hidden="true" />
            <span className="md:sr-only">Edit</span>
          </Button>
        </Tooltip>
        <Tooltip content="Reset password">
          <Button variant="secondary" size="sm" onClick={onResetPassword} aria-label={`Reset password for ${user.name}`} className="flex-1 md:flex-none">
            <KeyRound aria-hidden="true" />
            <span className="md:sr-only">Reset password</span>
          </Button>
        </Tooltip>
        <Tooltip content="View audit trail">
          <Button variant="secondary" size="sm" onClick={onViewAudit} aria-label={`View audit trail for ${user.name}`} className="flex-1 md:flex-none">
            <ScrollText aria-hidden="true" />
            <span className="md:sr-only">Audit trail</span>
          </Button>
        </Tooltip>
      </div>
    </li>
  );
}
