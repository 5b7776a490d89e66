/** docs/product.md §11: figures standing in for a failed load are marked 'FALLBACK MODE'. */
export function FallbackBadge() {
  return (
    <span
      title="These figures could not be loaded; zeros are shown instead"
      className="inline-flex h-5 items-center rounded-full bg-amber-400/12 px-2 text-[10px] font-bold tracking-wider text-amber-200 ring-1 ring-inset ring-amber-400/30"
    >
      FALLBACK MODE
    </span>
  );
}
