import { formatSeconds, VOICE_CLONE_LIMITS, VOICE_SAMPLE_FORMATS } from '@fanline/core';

/** A sample waiting to be sent: a chosen file or a microphone take already made WAV. */
export interface Recording {
  id: string;
  file: File;
  /** As this browser measured it; null when it could not (the server measures for real); undefined while measuring. */
  seconds: number | null | undefined;
  fromMicrophone: boolean;
}

/** What the file picker takes: the five containers, by extension and by type. */
export const SAMPLE_ACCEPT = '.mp3,.wav,.m4a,.ogg,.webm,audio/*';

const MB = 1024 * 1024;
const AUDIO_NAME = /\.(mp3|wav|m4a|ogg|oga|opus|webm)$/i;

/**
 * Why a chosen file cannot join the list, or null: over 10 MB, plainly not
 * audio, or one past the tenth. The server checks all of it again, from the
 * bytes; this spares the creator a long upload that would be refused.
 */
export function sampleProblem(file: File, alreadyListed: number): string | null {
  if (alreadyListed >= VOICE_CLONE_LIMITS.maxFiles) return `Add at most ${VOICE_CLONE_LIMITS.maxFiles} recordings`;
  if (!file.type.startsWith('audio/') && !(file.type === 'video/webm' || AUDIO_NAME.test(file.name))) {
    return `${file.name} is not an audio recording (${VOICE_SAMPLE_FORMATS})`;
  }
  if (file.size > VOICE_CLONE_LIMITS.maxFileBytes) return `${file.name} is over ${VOICE_CLONE_LIMITS.maxFileBytes / MB} MB`;
  return null;
}

/** "850 KB", "9.6 MB". */
export function formatBytes(bytes: number): string {
  return bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

export interface LengthVerdict {
  /** Seconds measured so far; files the browser could not read count as nothing. */
  seconds: number;
  /** Some file's length is unknown here, so the total is a floor. */
  partial: boolean;
  tone: 'empty' | 'short' | 'ok' | 'long';
  message: string;
}

/**
 * The running total against the 30 s – 5 min a clone needs, and what to do
 * about it. Advice only: the button stays usable, and the server's own
 * measurement decides.
 */
export function lengthVerdict(recordings: readonly Recording[]): LengthVerdict {
  const seconds = recordings.reduce((sum, recording) => sum + (recording.seconds ?? 0), 0);
  const partial = recordings.some((recording) => recording.seconds == null);
  const { minSeconds, maxSeconds } = VOICE_CLONE_LIMITS;
  if (recordings.length === 0) return { seconds, partial, tone: 'empty', message: `Add ${minSeconds} seconds to 5 minutes of your voice.` };
  if (seconds > maxSeconds) return { seconds, partial, tone: 'long', message: `Over 5 minutes in all: remove ${formatSeconds(seconds - maxSeconds)} or more.` };
  if (seconds < minSeconds && !partial) return { seconds, partial, tone: 'short', message: `Add ${formatSeconds(minSeconds - seconds)} more: a clone needs at least ${minSeconds} seconds.` };
  if (seconds < minSeconds) return { seconds, partial, tone: 'short', message: 'Some lengths are still unknown here; the server will measure them.' };
  return { seconds, partial, tone: 'ok', message: 'Enough to clone. More clear speech, up to 5 minutes, makes a closer likeness.' };
}

/** "0:42", "4:05": a recording's length as a clock. */
export function clockOf(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
