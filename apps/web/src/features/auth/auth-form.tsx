import type { PublicUser } from '@fanline/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { AUTH_MODE_COPY, type AuthMode } from './auth-mode';
import { PASSWORD_MIN_LENGTH, validateCredentials, type CredentialErrors, type Credentials } from './credentials-validation';
import { useCredentialsAuth } from './use-credentials-auth';

interface AuthFormProps {
  mode: AuthMode;
  onSignedIn(user: PublicUser): void;
}

/** Email and password sign-in or sign-up; values survive switching modes. */
export function AuthForm({ mode, onSignedIn }: AuthFormProps) {
  const [fields, setFields] = useState<Credentials>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<{ mode: AuthMode; fields: CredentialErrors }>({ mode, fields: {} });
  const { submit, pending } = useCredentialsAuth(onSignedIn);
  const minLength = mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined;
  const copy = AUTH_MODE_COPY[mode];
  const visibleErrors = errors.mode === mode ? errors.fields : {};

  const update = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    // A message about the old value would now be wrong; the next submit re-checks.
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The same schemas the server uses, so mistakes show before a round trip.
    const invalid = validateCredentials(mode, fields);
    if (Object.keys(invalid).length > 0) {
      setErrors({ mode, fields: invalid });
      return;
    }
    setErrors({ mode, fields: {} });
    const serverErrors = await submit(mode, fields);
    setErrors({ mode, fields: serverErrors });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
      {mode === 'signup' && (
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          placeholder="Your creator name"
          value={fields.name}
          onChange={update('name')}
          error={visibleErrors.name}
        />
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        value={fields.email}
        onChange={update('email')}
        error={visibleErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        required
        minLength={minLength}
        hint={minLength ? `At least ${minLength} characters` : undefined}
        value={fields.password}
        onChange={update('password')}
        error={visibleErrors.password}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending && <Spinner />}
        {pending ? copy.pending : copy.submit}
      </Button>
    </form>
  );
}
