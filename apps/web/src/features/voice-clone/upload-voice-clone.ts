import type { RouterOutputs } from '@fanline/api';
import { readToken } from '../../lib/token-storage';

export type ClonedVoice = NonNullable<RouterOutputs['voiceClone']['get']['voice']>;

/**
 * Sends the recordings to be cloned through the REST path (multipart): tRPC's
 * JSON cannot carry files. `consent=true` goes only with the creator's tick,
 * which the form requires before it calls this. Rejects with the server's
 * `detail` (too short, not audio, ElevenLabs' refusal…) as the Error's message.
 */
export async function uploadVoiceClone(name: string, files: readonly File[]): Promise<ClonedVoice> {
  const form = new FormData();
  form.append('name', name.trim());
  for (const file of files) form.append('files[]', file, file.name);
  form.append('consent', 'true');
  const token = readToken();
  let res: Response;
  try {
    res = await fetch('/api/voice-clone', { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
  } catch {
    throw new Error('Fanline could not be reached. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => ({}))) as { detail?: string; voice?: ClonedVoice | null };
  if (!res.ok || !body.voice) throw new Error(body.detail ?? 'Your voice was not cloned. Please try again.');
  return body.voice;
}
