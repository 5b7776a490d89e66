import { GRANT_VOICE_MESSAGES, PLAN_IDS } from '@fanline/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { capitalise } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';
import type { AdminUser } from './admin-types';
import { changesFromValues, editValuesOf, type EditUserValues } from './edit-user-values';

const PLAN_OPTIONS = PLAN_IDS.map((id) => ({ value: id, label: capitalise(id) }));

interface EditUserDialogProps {
  user: AdminUser | null;
  onOpenChange(open: boolean): void;
}

/** docs/product.md §14 edit user form; mounted per user (keyed) so it always starts from that user's values. */
export function EditUserDialog({ user, onOpenChange }: EditUserDialogProps) {
  // The values as the dialog opened: Save compares against these, not a refreshed row.
  const [opened] = useState<EditUserValues | null>(() => (user ? editValuesOf(user) : null));
  const [values, setValues] = useState<EditUserValues | null>(opened);
  const utils = trpc.useUtils();
  const update = trpc.admin.updateUser.useMutation({
    onSuccess() {
      toast.success('User updated successfully');
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
      onOpenChange(false);
    },
    onError(error) {
      toast.error(errorMessage(error, 'Failed to update user'));
    },
  });

  if (!user || !values || !opened) return null;
  const set = <K extends keyof EditUserValues>(key: K, value: EditUserValues[K]) => setValues({ ...values, [key]: value });

  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!update.isPending) onOpenChange(open);
      }}
      title="Edit User"
      description={user.email}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-user-form" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form
        id="edit-user-form"
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: user.id, data: changesFromValues(values, opened) });
        }}
      >
        <TextField label="Name" value={values.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
        <SelectField label="Plan" value={values.plan} onValueChange={(plan) => set('plan', plan)} options={PLAN_OPTIONS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Bots Limit" inputMode="numeric" value={values.bots_limit} onChange={(e) => set('bots_limit', e.target.value)} hint="999999 means unlimited" />
          <TextField
            label="Messages Remaining"
            inputMode="numeric"
            value={values.messages_remaining}
            onChange={(e) => set('messages_remaining', e.target.value)}
            hint="999999 means unlimited"
          />
        </div>
        <div className="space-y-4 rounded-2xl bg-ink-900/60 p-4 ring-1 ring-white/[0.06]">
          <SwitchField
            label="Voice Access"
            description="The voice upgrade: spoken replies with premium voices."
            checked={values.has_voice_upgrade}
            onCheckedChange={(on) =>
              setValues({
                ...values,
                has_voice_upgrade: on,
                // Switching voice on suggests the Nexus standard allowance rather than none.
                voice_messages_remaining: on && Number(values.voice_messages_remaining || 0) === 0 ? String(GRANT_VOICE_MESSAGES) : values.voice_messages_remaining,
              })
            }
          />
          {values.has_voice_upgrade && (
            <TextField
              label="Voice Messages Remaining"
              inputMode="numeric"
              value={values.voice_messages_remaining}
              onChange={(e) => set('voice_messages_remaining', e.target.value)}
              hint="Default is 20,000 voice messages (the Nexus standard)"
            />
          )}
        </div>
        <SwitchField
          label="Account Active"
          description="Inactive accounts are signed out and their bots stop answering."
          checked={values.is_active}
          onCheckedChange={(on) => set('is_active', on)}
        />
      </form>
    </DialogShell>
  );
}
