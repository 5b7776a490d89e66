/** docs/product.md §2 relative times: 'Never', 'Now', minutes, hours under 24, days under 7, then weeks. */
export function relativeTime(at: Date | string | null | undefined, now: Date = new Date()): string {
  if (!at) return 'Never';
  const minutes = Math.floor((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'Now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return `${Math.floor(days / 7)}w ago`;
}
