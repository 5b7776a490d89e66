import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}

export function StatCard({ icon: Icon, label, value, note }: StatCardProps) {
  return (
    <div className="rounded-2xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08]">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-zinc-400">{label}</p>
        <Icon aria-hidden="true" className="size-4 text-brand-300" />
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-white">{value}</p>
      <p className="mt-1 text-xs text-zinc-500">{note}</p>
    </div>
  );
}
