import { downmix, encodeWav, RECORDING_RATE } from './wav-file';

/**
 * Decodes audio bytes at `sampleRate`. An OfflineAudioContext needs no sound
 * device or user gesture, and decodeAudioData resamples to its context's rate,
 * so a low rate keeps a five-minute file small in memory.
 */
function decodeAt(audio: Blob, sampleRate: number): Promise<AudioBuffer> {
  return audio.arrayBuffer().then((bytes) => new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(bytes));
}

/**
 * How long a recording lasts, as this browser reads it; null when it cannot
 * decode it. Feedback only: the server measures each sample for itself.
 */
export async function measureSeconds(audio: Blob): Promise<number | null> {
  try {
    return (await decodeAt(audio, 8_000)).duration;
  } catch {
    return null;
  }
}

/**
 * A microphone recording as a 16 kHz mono WAV file. Chrome's MediaRecorder
 * writes WebM with no duration in its header, so the server could not measure
 * it; a WAV header states its length.
 */
export async function recordingToWav(recording: Blob, fileName: string): Promise<{ file: File; seconds: number }> {
  const decoded = await decodeAt(recording, RECORDING_RATE);
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) => decoded.getChannelData(i));
  const wav = encodeWav(downmix(channels), RECORDING_RATE);
  return { file: new File([wav], fileName, { type: 'audio/wav' }), seconds: decoded.duration };
}
