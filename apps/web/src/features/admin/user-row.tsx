import { formatQuota } from '@fanline/core';
import { AudioLines, KeyRound, Mic, Pencil, ScrollText } from 'lucide-react';
import { capitalise } from '../../lib/format';
import { Checkbox } from '../../ui/checkbox';
import { AdminBadge } from './admin-badge';
import type { AdminUser } from './admin-types';
import { RowFigure } from './row-figure';
import { UserRowAction } from './user-row-action';

interface UserRowProps {
  user: AdminUser;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onEdit(): void;
  onResetPassword(): void;
  onViewAudit(): void;
  onViewVoiceClone(): void;
}

/**
 * One user: identity and badges, the four stats, and edit / reset password / audit trail (docs/product.md §14)
 * / voice clone record (issue #39). A card on phones, a row from `md`.
 */
export function UserRow({ user, selected, onSelectedChange, onEdit, onResetPassword, onViewAudit, onViewVoiceClone }: UserRowProps) {
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
            {user.has_voice_clone && (
              <AdminBadge tone="indigo">
                <AudioLines aria-hidden="true" className="size-3" />
                Cloned voice
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
      <div className="grid grid-cols-2 gap-2 sm:flex md:justify-end">
        <UserRowAction icon={Pencil} tooltip="Edit user" label={`Edit ${user.name}`} text="Edit" onClick={onEdit} />
        <UserRowAction icon={KeyRound} tooltip="Reset password" label={`Reset password for ${user.name}`} text="Reset password" onClick={onResetPassword} />
        <UserRowAction icon={ScrollText} tooltip="View audit trail" label={`View audit trail for ${user.name}`} text="Audit trail" onClick={onViewAudit} />
        {/* Every user: a withdrawn clone's consent record stays, and is asked for after the badge has gone. */}
        <UserRowAction icon={AudioLines} tooltip="Voice clone record" label={`Voice clone record for ${user.name}`} text="Voice clone" onClick={onViewVoiceClone} />
      </div>
    </li>
  );
}
