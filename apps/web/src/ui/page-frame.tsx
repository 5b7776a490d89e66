import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';

interface PageFrameProps {
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
}

/** The frame of secondary pages (pricing, legal, 404): logo, a way back, and a quiet footer. */
export function PageFrame({ backTo = '/', backLabel = 'Back to home', children }: PageFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-white/[0.06] bg-ink-950/80 backdrop-blur-xl">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label="Fanline home" className="rounded-lg">
            <Logo />
          </Link>
          <Link
            to={backTo}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-zinc-300 transition hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-white/[0.06] py-8 text-center text-sm text-zinc-500">
        © 2026 Fanline ·{' '}
        <a href="mailto:support@fanline.app" className="hover:text-zinc-300">
          support@fanline.app
        </a>
      </footer>
    </div>
  );
}
