import { planDisplayName, type PublicUser } from '@fanline/core';
import { UserRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../ui/button';
import { botLimitLabel, messagesRemainingLabel, showsVoiceQuota, voiceRemainingLabel } from './quota';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A read-only account summary; editing arrives with the profile settings issue. */
export function ProfileDialog({ user }: { user: PublicUser }) {
  const rows = [
    { label: 'Name', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Plan', value: planDisplayName(user.plan) },
    { label: 'Messages Remaining', value: messagesRemainingLabel(user) },
    { label: 'Bot Limit', value: botLimitLabel(user) },
    ...(showsVoiceQuota(user) ? [{ label: 'Voice Messages Remaining', value: voiceRemainingLabel(user) }] : []),
  ];

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <UserRound aria-hidden="true" />
          <span className="hidden sm:inline">Profile</span>
          <span className="sr-only sm:hidden">Profile</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-ink-850 p-6 shadow-2xl ring-1 ring-white/10 data-[state=open]:animate-dialog-in sm:p-8">
          <Dialog.Close aria-label="Close" className="absolute top-4 right-4 rounded-lg p-1.5 text-zinc-400 hover:bg-white/5 hover:text-white">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-brand-gradient text-lg font-bold text-white">
              {initialsOf(user.name)}
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold text-white">Profile Settings</Dialog.Title>
              <Dialog.Description className="truncate text-sm text-zinc-400">Your account at a glance.</Dialog.Description>
            </div>
          </div>
          <dl className="mt-6 divide-y divide-white/[0.06] rounded-2xl bg-ink-900/70 ring-1 ring-white/[0.06]">
            {rows.map(({ label, value }) => (
              <div key={label} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <dt className="text-zinc-400">{label}</dt>
                <dd className="truncate font-medium text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close asChild>
            <Button variant="secondary" className="mt-6 w-full">
              Done
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
