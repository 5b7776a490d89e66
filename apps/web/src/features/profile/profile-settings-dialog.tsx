import { planDisplayName, type PublicUser } from '@fanline/core';
import { DialogShell } from '../../ui/dialog-shell';
import { ReferralSection } from '../support';
import { botLimitLabel, messagesRemainingLabel, showsVoiceQuota, voiceRemainingLabel } from './account-quota';
import { ChangePasswordForm } from './change-password-form';
import { SubscriptionSection } from './subscription-section';
import { YourVoiceSection } from './your-voice-section';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

interface ProfileSettingsDialogProps {
  user: PublicUser;
  open: boolean;
  onOpenChange(open: boolean): void;
  onManageSubscription(): void;
}

/** docs/product.md §3 Profile Settings: account, balances, subscription, the creator's own voice and the password. */
export function ProfileSettingsDialog({ user, open, onOpenChange, onManageSubscription }: ProfileSettingsDialogProps) {
  const rows = [
    { label: 'Name', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Plan', value: planDisplayName(user.plan) },
    { label: 'Messages Remaining', value: messagesRemainingLabel(user) },
    { label: 'Bot Limit', value: botLimitLabel(user) },
    ...(showsVoiceQuota(user) ? [{ label: 'Voice Messages Remaining', value: voiceRemainingLabel(user) }] : []),
  ];

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Profile Settings" description="Your account, plan, voice and password.">
      <div className="space-y-6">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-gradient text-lg font-bold text-white">
            {initialsOf(user.name)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-white">{user.name}</p>
            <p className="truncate text-sm text-zinc-400">{user.email}</p>
          </div>
        </div>
        <dl className="divide-y divide-white/[0.06] rounded-2xl bg-ink-900/70 ring-1 ring-white/[0.06]">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
              <dt className="shrink-0 text-zinc-400">{label}</dt>
              <dd className="min-w-0 truncate font-medium text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <SubscriptionSection user={user} onManage={onManageSubscription} />
        <div className="border-t border-white/[0.06] pt-6">
          <YourVoiceSection user={user} />
        </div>
        <div className="border-t border-white/[0.06] pt-6">
          <ReferralSection />
        </div>
        <div className="border-t border-white/[0.06] pt-6">
          <ChangePasswordForm user={user} />
        </div>
      </div>
    </DialogShell>
  );
}
