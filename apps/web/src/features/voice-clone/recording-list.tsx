import { VOICE_CLONE_LIMITS } from '@fanline/core';
import { FileAudio, Mic, Play, Square, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { clockOf, formatBytes, lengthVerdict, type Recording } from './recordings';

interface RecordingListProps {
  recordings: readonly Recording[];
  playing: string | null;
  onPlay(recording: Recording): void;
  onStop(): void;
  onRemove(recording: Recording): void;
  disabled?: boolean;
}

function lengthLabel(seconds: Recording['seconds']) {
  if (seconds === undefined) return 'measuring…';
  return seconds === null ? 'length unknown here' : clockOf(seconds);
}

/** The samples chosen so far, each with its size and length, to listen to or remove. */
export function RecordingList({ recordings, playing, onPlay, onStop, onRemove, disabled }: RecordingListProps) {
  if (recordings.length === 0) return null;
  return (
    <ul aria-label="Your recordings" className="divide-y divide-white/[0.06] rounded-xl bg-ink-900/60 ring-1 ring-inset ring-white/[0.07]">
      {recordings.map((recording) => {
        const Icon = recording.fromMicrophone ? Mic : FileAudio;
        const isPlaying = playing === recording.id;
        return (
          <li key={recording.id} className="flex items-center gap-3 py-2 pr-2 pl-3.5">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-100">{recording.file.name}</p>
              <p className="flex items-center gap-1 text-xs text-zinc-500">
                {formatBytes(recording.file.size)} · {lengthLabel(recording.seconds)}
                {recording.seconds === undefined && <Spinner className="size-3" />}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={isPlaying ? `Stop ${recording.file.name}` : `Listen to ${recording.file.name}`}
              onClick={() => (isPlaying ? onStop() : onPlay(recording))}
              className={cn('size-9 text-zinc-400', isPlaying && 'text-brand-300')}
            >
              {isPlaying ? <Square aria-hidden="true" className="fill-current" /> : <Play aria-hidden="true" />}
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Remove ${recording.file.name}`} disabled={disabled} onClick={() => onRemove(recording)} className="size-9 text-zinc-400 hover:text-rose-300">
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

const TONES = {
  empty: { bar: 'bg-zinc-600', text: 'text-zinc-500' },
  short: { bar: 'bg-amber-400', text: 'text-amber-200' },
  ok: { bar: 'bg-emerald-400', text: 'text-emerald-200' },
  long: { bar: 'bg-rose-400', text: 'text-rose-200' },
} as const;

/** The running total against the 30 s – 5 min a clone needs, drawn on a 5-minute scale with the 30-second mark on it. */
export function LengthMeter({ recordings }: { recordings: readonly Recording[] }) {
  const verdict = lengthVerdict(recordings);
  const { minSeconds, maxSeconds } = VOICE_CLONE_LIMITS;
  const filled = Math.min(100, (verdict.seconds / maxSeconds) * 100);
  const tone = TONES[verdict.tone];
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-zinc-400">
          Total <span className="font-semibold text-white tabular-nums">{clockOf(verdict.seconds)}</span>
          {verdict.partial && ' or more'} · {recordings.length} of {VOICE_CLONE_LIMITS.maxFiles} files
        </span>
        <span className="text-zinc-500">30 s – 5 min</span>
      </div>
      <div
        role="meter"
        aria-label="Length of your recordings"
        aria-valuemin={0}
        aria-valuemax={maxSeconds}
        aria-valuenow={Math.min(maxSeconds, Math.round(verdict.seconds))}
        aria-valuetext={`${clockOf(verdict.seconds)} of 30 seconds to 5 minutes`}
        className="relative h-2 overflow-hidden rounded-full bg-white/[0.06]"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-300', tone.bar)} style={{ width: `${filled}%` }} />
        <span aria-hidden="true" className="absolute inset-y-0 w-px bg-white/40" style={{ left: `${(minSeconds / maxSeconds) * 100}%` }} />
      </div>
      <p aria-live="polite" className={cn('text-xs', tone.text)}>
        {verdict.message}
      </p>
    </div>
  );
}
