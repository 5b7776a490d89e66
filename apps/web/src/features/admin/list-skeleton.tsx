/** Placeholder rows while a list's first page loads. */
export function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-24 animate-pulse rounded-2xl bg-ink-850/60 ring-1 ring-white/[0.05]" />
      ))}
    </ul>
  );
}
