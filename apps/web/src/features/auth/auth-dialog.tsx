import type { PublicUser } from '@fanline/core';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn';
import { LogoMark } from '../../ui/logo';
import { AUTH_DESCRIPTION_CLASS, AUTH_FRAME_CLASS, AUTH_OVERLAY_CLASS, AUTH_TITLE_CLASS } from './auth-dialog-frame';
import { AuthForm } from './auth-form';
import { AUTH_MODE_COPY, type AuthMode } from './auth-mode';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthDialogProps {
  open: boolean;
  mode: AuthMode;
  onOpenChange(open: boolean): void;
  onModeChange(mode: AuthMode): void;
  onSignedIn(user: PublicUser): void;
}

export function AuthDialog({ open, mode, onOpenChange, onModeChange, onSignedIn }: AuthDialogProps) {
  const copy = AUTH_MODE_COPY[mode];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn(AUTH_OVERLAY_CLASS, 'data-[state=open]:animate-fade-in')} />
        <Dialog.Content className={cn(AUTH_FRAME_CLASS, 'max-h-[calc(100dvh-2rem)] overflow-y-auto data-[state=open]:animate-dialog-in')}>
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-48 rounded-t-3xl bg-[radial-gradient(70%_100%_at_30%_0%,rgb(139_92_246/0.22),transparent_75%)]" />
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-lg p-1.5 text-zinc-400 transition hover:bg-white/5 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>

          <div className="relative">
            <LogoMark className="size-10" />
            <Dialog.Title className={AUTH_TITLE_CLASS}>{copy.title}</Dialog.Title>
            <Dialog.Description className={AUTH_DESCRIPTION_CLASS}>{copy.description}</Dialog.Description>
          </div>

          <div className="relative mt-6 space-y-5">
            <GoogleSignInButton />
            <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-zinc-500 uppercase">
              <span className="h-px flex-1 bg-white/10" />
              or use your email
              <span className="h-px flex-1 bg-white/10" />
            </div>
            <AuthForm key={mode} mode={mode} onSignedIn={onSignedIn} />
          </div>

          <p className="relative mt-6 text-center text-sm text-zinc-400">
            {mode === 'signin' ? 'New to Fanline?' : 'Already have an account?'}{' '}
            <button
              type="button"
              onClick={() => onModeChange(mode === 'signin' ? 'signup' : 'signin')}
              className="font-semibold text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
            >
              {mode === 'signin' ? 'Create an account' : 'Sign in'}
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
