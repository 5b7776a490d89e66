import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';

export function NotFoundPage() {
  return (
    <PageFrame>
      <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-28 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-white/5 ring-1 ring-white/10">
          <Compass aria-hidden="true" className="size-7 text-brand-300" />
        </span>
        <p className="mt-8 text-sm font-semibold tracking-widest text-brand-300 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">This page wandered off</h1>
        <p className="mt-4 text-zinc-400">
          The address may be mistyped, or the page has moved. Everything you need is a click away.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Take me home</Link>
        </Button>
      </div>
    </PageFrame>
  );
}
