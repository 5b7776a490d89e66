/** A placeholder the shape of a bot card while the fleet loads. */
export function BotCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08]">
      <div className="flex items-start gap-3">
        <div className="size-5 rounded-md bg-white/[0.07]" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/5 rounded bg-white/[0.09]" />
          <div className="h-3 w-4/5 rounded bg-white/[0.06]" />
        </div>
        <div className="h-6 w-16 rounded-full bg-white/[0.07]" />
      </div>
      <div className="mt-4 h-24 rounded-2xl bg-white/[0.04]" />
      <div className="mt-4 flex gap-2">
        <div className="h-9 w-16 rounded-xl bg-white/[0.06]" />
        <div className="h-9 w-16 rounded-xl bg-white/[0.06]" />
        <div className="ml-auto h-9 w-20 rounded-xl bg-white/[0.08]" />
      </div>
    </div>
  );
}
