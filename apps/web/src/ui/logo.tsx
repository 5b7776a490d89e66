import { cn } from '../lib/cn';

/** The Fanline mark: a speech bubble with a face, in the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="fanline-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#fanline-mark)" />
      <path d="M18 22a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H30l-8 7v-7h2a6 6 0 0 1-6-6z" fill="#fff" />
      <circle cx="27" cy="28" r="2.6" fill="#7c3aed" />
      <circle cx="37" cy="28" r="2.6" fill="#7c3aed" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-lg font-bold tracking-tight text-white', className)}>
      <LogoMark />
      Fanline
    </span>
  );
}
