import { VOICE_CLONE_LIMITS } from '@fanline/core';
import { Check, Play, Square, Trash2 } from 'lucide-react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { clockOf } from './recordings';
import type { useMicrophoneRecorder } from './use-microphone-recorder';

interface RecorderStripProps {
  recorder: ReturnType<typeof useMicrophoneRecorder>;
  /** The take is playing. */
  listening: boolean;
  onListen(): void;
  onKeep(): void;
  onDiscard(): void;
}

const stripClass = 'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-ink-900/70 p-3 ring-1 ring-inset ring-white/[0.08]';

/**
 * The microphone at work: a running clock and Stop while it records, then the
 * take to listen to and keep or discard. Each state's main button takes focus
 * as it appears, so the keyboard follows the recording along.
 */
export function RecorderStrip({ recorder, listening, onListen, onKeep, onDiscard }: RecorderStripProps) {
  const { phase, elapsed, take } = recorder;
  if (phase === 'starting') {
    return (
      <div role="status" className={stripClass}>
        <Spinner className="text-zinc-400" />
        <span className="text-sm text-zinc-300">Waiting for your microphone…</span>
      </div>
    );
  }
  if (phase === 'recording') {
    return (
      <div className={stripClass}>
        <span aria-hidden="true" className="relative flex size-3">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-60" />
          <span className="relative inline-flex size-3 rounded-full bg-rose-500" />
        </span>
        <p role="status" className="text-sm font-medium text-white">
          Recording
        </p>
        <span className="font-mono text-sm text-zinc-300 tabular-nums">
          {clockOf(elapsed)} <span className="text-zinc-500">/ {clockOf(VOICE_CLONE_LIMITS.maxSeconds)}</span>
        </span>
        <Button size="sm" variant="secondary" autoFocus onClick={recorder.stop} className="ml-auto">
          <Square aria-hidden="true" className="fill-current text-rose-400" />
          Stop recording
        </Button>
        <p className="w-full text-xs text-zinc-500">Talk the way you talk to your fans, in a quiet room. Pauses are fine.</p>
      </div>
    );
  }
  if (phase === 'converting') {
    return (
      <div role="status" className={stripClass}>
        <Spinner className="text-zinc-400" />
        <span className="text-sm text-zinc-300">Preparing your recording…</span>
      </div>
    );
  }
  if (phase !== 'review' || !take) return null;
  return (
    <div className={stripClass}>
      <p role="status" className="w-full text-sm text-zinc-300">
        <span className="font-medium text-white">New recording</span> · <span className="tabular-nums">{clockOf(take.seconds)}</span>
        <span className="text-zinc-500"> · listen, then add it or record again</span>
      </p>
      <Button size="sm" variant="secondary" autoFocus onClick={onListen} aria-label={listening ? 'Stop listening' : 'Listen to the new recording'}>
        {listening ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        {listening ? 'Stop' : 'Listen'}
      </Button>
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
        <Button size="sm" onClick={onKeep}>
          <Check aria-hidden="true" />
          Add to recordings
        </Button>
      </div>
    </div>
  );
}
