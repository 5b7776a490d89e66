import type { ReactNode } from 'react';

export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h2 className="text-2xl font-bold tracking-tight text-white">{title}</h2>
      {children}
    </div>
  );
}
