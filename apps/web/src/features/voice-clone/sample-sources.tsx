import { VOICE_CLONE_LIMITS, VOICE_SAMPLE_FORMATS } from '@fanline/core';
import { Mic, Upload, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SAMPLE_ACCEPT } from './recordings';

const tileClass = cn(
  'flex min-h-20 items-center gap-3 rounded-xl border border-dashed border-white/15 bg-white/[0.02] p-3.5 text-left transition',
  'hover:border-brand-400/60 hover:bg-brand-500/[0.04]',
);

function TileText({ icon: Icon, title, note }: { icon: LucideIcon; title: string; note: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/[0.06] text-brand-300">
        <Icon className="size-[18px]" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-zinc-100">{title}</span>
        <span className="block text-xs text-zinc-500">{note}</span>
      </span>
    </>
  );
}

interface SampleSourcesProps {
  onFiles(files: File[]): void;
  onRecord(): void;
  /** The microphone is on or its take is being made ready: a second take waits. */
  recording: boolean;
  full: boolean;
  disabled?: boolean;
}

/** The two ways to add a sample: files the creator has, or a take recorded here. */
export function SampleSources({ onFiles, onRecord, recording, full, disabled }: SampleSourcesProps) {
  const off = disabled || full;
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      <label className={cn(tileClass, 'cursor-pointer focus-within:ring-2 focus-within:ring-brand-400', off && 'pointer-events-none opacity-50')}>
        <TileText icon={Upload} title="Upload recordings" note={`${VOICE_SAMPLE_FORMATS} · up to ${VOICE_CLONE_LIMITS.maxFileBytes / (1024 * 1024)} MB each`} />
        <input
          type="file"
          multiple
          accept={SAMPLE_ACCEPT}
          disabled={off}
          className="sr-only"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </label>
      <button
        type="button"
        onClick={onRecord}
        disabled={off || recording}
        className={cn(tileClass, 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:pointer-events-none disabled:opacity-50')}
      >
        <TileText icon={Mic} title="Record in your browser" note="Up to 5 minutes a take, with your microphone" />
      </button>
    </div>
  );
}
