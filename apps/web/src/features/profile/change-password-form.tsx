import { newPasswordSchema, PASSWORD_MIN_LENGTH, type PublicUser } from '@fanline/core';
import { KeyRound } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';

type PasswordField = 'current_password' | 'new_password' | 'confirm_password';
type PasswordErrors = Partial<Record<PasswordField, string>>;

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** Client rules before the call: current password when one exists, a valid new one, and a matching confirmation. */
function validatePasswords(values: PasswordValues, needsCurrent: boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  if (needsCurrent && !values.current_password) errors.current_password = 'Enter your current password';
  const parsed = newPasswordSchema.safeParse(values.new_password);
  if (!parsed.success) errors.new_password = parsed.error.issues[0]?.message ?? 'Choose another password';
  if (values.confirm_password !== values.new_password) errors.confirm_password = 'Passwords do not match';
  return errors;
}

/** Changes (or, after a Google sign-up, sets) the password; the server signs out the user's other sessions. */
export function ChangePasswordForm({ user }: { user: PublicUser }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const utils = trpc.useUtils();
  const changePassword = trpc.auth.changePassword.useMutation();
  const needsCurrent = user.has_password;

  function update(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** What each password input shares: its value, its error, and clearing that error as the user types. */
  function passwordInputProps(field: PasswordField) {
    return {
      type: 'password',
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      error: errors[field],
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswords(values, needsCurrent);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    try {
      await changePassword.mutateAsync({
        current_password: needsCurrent ? values.current_password : undefined,
        new_password: values.new_password,
      });
      setValues(EMPTY);
      toast.success('Password updated. Other sessions were signed out.');
      void utils.auth.me.invalidate();
    } catch (error) {
      const fieldErrors: PasswordErrors = {};
      for (const { field, message } of fieldErrorsOf(error)) {
        if (field === 'current_password' || field === 'new_password') fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      toast.error(errorMessage(error, 'Failed to update password'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title" className="space-y-4">
      <div>
        <h3 id="change-password-title" className="flex items-center gap-2 text-base font-semibold text-white">
          <KeyRound aria-hidden="true" className="size-4 text-brand-300" />
          {needsCurrent ? 'Change password' : 'Set a password'}
        </h3>
        <p className="mt-1 text-sm text-zinc-400">
          {needsCurrent
            ? 'Your other devices will be signed out once the password changes.'
            : 'You signed up with Google. Set a password to also sign in with your email.'}
        </p>
      </div>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      {needsCurrent && <TextField label="Current Password" autoComplete="current-password" {...passwordInputProps('current_password')} />}
      <TextField
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...passwordInputProps('new_password')}
      />
      <TextField label="Confirm New Password" autoComplete="new-password" {...passwordInputProps('confirm_password')} />
      <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto">
        {changePassword.isPending && <Spinner />}
        Update Password
      </Button>
    </form>
  );
}
