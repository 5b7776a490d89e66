import { RESET_PASSWORD_TOO_SHORT } from '@fanline/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import type { AdminUser } from './admin-types';

const MIN_LENGTH = 6;

/** docs/product.md §14 reset password form: required, at least 6 characters; mounted per user (keyed). */
export function ResetPasswordDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange(open: boolean): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = trpc.admin.resetPassword.useMutation({
    onSuccess() {
      toast.success('Password reset successfully');
      onOpenChange(false);
    },
    onError(cause) {
      toast.error(errorMessage(cause, 'Failed to reset password'));
    },
  });

  if (!user) return null;
  return (
    <DialogShell
      open
      size="sm"
      onOpenChange={(open) => {
        if (!reset.isPending) onOpenChange(open);
      }}
      title="Reset Password"
      description={`Set a new password for ${user.name}. Their other sessions are signed out.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="reset-password-form" disabled={reset.isPending}>
            {reset.isPending && <Spinner />}
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </>
      }
    >
      <form
        id="reset-password-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password.length < MIN_LENGTH) {
            setError(RESET_PASSWORD_TOO_SHORT);
            return;
          }
          reset.mutate({ id: user.id, password });
        }}
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </DialogShell>
  );
}
