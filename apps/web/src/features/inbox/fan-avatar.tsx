import { cn } from '../../lib/cn';

// Soft, distinct tints; a fan keeps theirs because it is picked from their id.
const TINTS = [
  'from-violet-500/70 to-fuchsia-500/70',
  'from-sky-500/70 to-indigo-500/70',
  'from-emerald-500/70 to-teal-500/70',
  'from-amber-500/70 to-rose-500/70',
  'from-pink-500/70 to-purple-500/70',
  'from-cyan-500/70 to-blue-500/70',
];

/** Up to two initials of a display name ("Robin Hood" → "RH", "@fan_7" → "F"). */
export function initialsOf(name: string): string {
  const words = name.replace(/^@/, '').split(/[\s_.-]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}

function tintOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export function FanAvatar({ id, name, size = 'md' }: { id: string; name: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-br font-semibold text-white ring-1 ring-white/15',
        tintOf(id),
        size === 'sm' && 'size-8 text-xs',
        size === 'md' && 'size-10 text-sm',
        size === 'lg' && 'size-14 text-lg',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
