/**
 * The sign-in dialog's look, shared by the dialog (auth-dialog.tsx, loaded on
 * first open) and the frame shown while its code arrives
 * (auth-dialog-context.tsx), so the one becomes the other without a jump.
 */
export const AUTH_OVERLAY_CLASS = 'fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm';
export const AUTH_FRAME_CLASS =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[420px] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-ink-850 p-6 shadow-2xl shadow-black/60 ring-1 ring-white/10 sm:p-8';
export const AUTH_TITLE_CLASS = 'mt-5 text-2xl font-bold tracking-tight text-white';
export const AUTH_DESCRIPTION_CLASS = 'mt-1.5 text-sm text-zinc-400';
