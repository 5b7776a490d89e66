import { wavOfSeconds } from '@fanline/testing';
import type { SignedUpCreator } from './creators';
import type { TestApi } from './harness';

/** A recording as the creator picks it. */
export interface Sample {
  name: string;
  bytes: Buffer;
  type?: string;
}
export interface CloneFields {
  name?: string;
  consent?: string;
  files?: Sample[];
}

export const USER_AGENT = 'Mozilla/5.0 (Fanline test) Chrome/140';
export const wav = (name: string, seconds: number): Sample => ({ name, bytes: wavOfSeconds(seconds), type: 'audio/wav' });
/** 35 seconds in two takes, with consent: a clone ElevenLabs makes. */
export const GOOD_SAMPLES = { name: 'Mia', consent: 'true', files: [wav('intro.wav', 20), wav('story.wav', 15)] };

/** POST /api/voice-clone as the web app sends it: multipart, one `files[]` part a recording. */
export async function postVoiceClone(api: TestApi, creator: SignedUpCreator, fields: CloneFields) {
  const form = new FormData();
  if (fields.name !== undefined) form.set('name', fields.name);
  if (fields.consent !== undefined) form.set('consent', fields.consent);
  for (const file of fields.files ?? []) form.append('files[]', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(`${api.url}/api/voice-clone`, { method: 'POST', headers: { authorization: `Bearer ${creator.token}`, 'user-agent': USER_AGENT }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
