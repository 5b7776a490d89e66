import { parseBuffer } from 'music-metadata';
import { formatSeconds, VOICE_CLONE_LIMITS, VOICE_SAMPLE_FORMATS, type VoiceSample } from '@fanline/core';
import { AppError } from '../errors';
import type { SampleUpload } from './voice-library';

/** music-metadata's container names for the formats ElevenLabs takes, and the type each is uploaded as. */
function uploadTypeOf(container: string | undefined): string | null {
  if (!container) return null;
  if (container === 'MPEG') return 'audio/mpeg';
  if (container === 'WAVE') return 'audio/wav';
  if (container === 'Ogg') return 'audio/ogg';
  if (container.startsWith('EBML/webm')) return 'audio/webm';
  // MP4 audio: "M4A/isom/mp42", "isom/iso2/mp41" and the like.
  if (/^(M4A|isom|mp4|iso\d|3gp)/i.test(container)) return 'audio/mp4';
  return null;
}

const fieldError = (message: string) => new AppError('BAD_REQUEST', message, [{ field: 'files', message }]);

/**
 * Reads each sample's format and length from the audio itself (not its name or
 * declared type): a file that is not MP3, WAV, M4A, OGG or WebM audio, or
 * whose length cannot be read, is refused by name; so are samples that last
 * under 30 seconds or over 5 minutes in all. Answers the uploads and the total.
 */
export async function measureSamples(samples: readonly VoiceSample[]): Promise<{ uploads: SampleUpload[]; seconds: number }> {
  const uploads: SampleUpload[] = [];
  let seconds = 0;
  for (const sample of samples) {
    const label = sample.name || 'A recording';
    if (sample.data.length === 0) throw fieldError(`${label} is empty`);
    let container: string | undefined;
    let duration: number | undefined;
    try {
      const { format } = await parseBuffer(sample.data, { mimeType: sample.type || undefined, size: sample.data.length }, { duration: true, skipCovers: true });
      container = format.container;
      duration = format.duration;
    } catch {
      // Not a format music-metadata knows: refused below like any other non-audio file.
    }
    const contentType = uploadTypeOf(container);
    if (!contentType) throw fieldError(`${label} is not an audio recording we can use (${VOICE_SAMPLE_FORMATS})`);
    if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
      throw fieldError(`We couldn't tell how long ${label} is. Try saving it as MP3 or WAV.`);
    }
    seconds += duration;
    uploads.push({ fileName: sample.name || `sample-${uploads.length + 1}`, contentType, data: sample.data });
  }
  if (seconds < VOICE_CLONE_LIMITS.minSeconds) {
    throw fieldError(`Your recordings last ${formatSeconds(seconds)} in all. Add at least ${VOICE_CLONE_LIMITS.minSeconds} seconds of your voice.`);
  }
  if (seconds > VOICE_CLONE_LIMITS.maxSeconds) {
    throw fieldError(`Your recordings last ${formatSeconds(seconds)} in all. Keep them to ${VOICE_CLONE_LIMITS.maxSeconds / 60} minutes at most.`);
  }
  return { uploads, seconds };
}
