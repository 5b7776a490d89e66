import { z } from 'zod';
import { textField } from './input-fields';

/**
 * What the creator confirms before their voice is cloned, shown in the UI and
 * stored word for word with the time, address and browser (issue #39): the
 * voice is theirs, they consent to its use for their bots' replies, and they
 * may withdraw it.
 */
export const VOICE_CLONE_CONSENT = [
  'This is my own voice, and the recordings are of me speaking.',
  "I consent to Fanline cloning my voice with ElevenLabs and using it for my bots' voice replies to my fans.",
  'I understand I can withdraw my voice at any time, and that withdrawing it deletes the clone at ElevenLabs.',
] as const;
export const VOICE_CLONE_CONSENT_TEXT = VOICE_CLONE_CONSENT.join('\n');

/** The samples ElevenLabs' Instant Voice Cloning is given: a few minutes of the creator speaking. */
export const VOICE_CLONE_LIMITS = {
  minFiles: 1,
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  minSeconds: 30,
  maxSeconds: 5 * 60,
  /** The route's body limit: ten files at their largest, and the form around them. */
  maxBodyBytes: 100 * 1024 * 1024 + 1024 * 1024,
} as const;

/** The containers a sample may come in, as music-metadata names them, and how the UI says them. */
export const VOICE_SAMPLE_FORMATS = 'MP3, WAV, M4A, OGG or WebM';

export const VOICE_CLONE_NEEDS_PLAN = 'Your own voice needs the Nexus plan with the Voice Chat Upgrade';
export const VOICE_CLONE_EXISTS = 'You already have a cloned voice. Withdraw it before making another.';
export const VOICE_CLONE_NOT_FOUND = 'You have no cloned voice';
export const VOICE_CLONE_CONSENT_REQUIRED = 'Confirm that this is your voice and that you consent before cloning it';
export const VOICE_CLONE_SLOTS_FULL = "Fanline can't make new voices right now: our ElevenLabs account has no voice slots left. Please try again later.";
/** The label a creator's cloned voice has in the voice list, wherever it is chosen. */
export const OWN_VOICE_LABEL = 'Your voice';

const MB = 1024 * 1024;

/** A sample as the API hands it over (multipart only; tRPC's JSON cannot carry bytes). */
const sampleSchema = z.object({
  name: z.string({ error: 'Each sample must be a file' }),
  type: z.string(),
  data: z.instanceof(Uint8Array, { error: 'Each sample must be a file' }).refine((data) => data.length <= VOICE_CLONE_LIMITS.maxFileBytes, {
    message: `Each sample must be at most ${VOICE_CLONE_LIMITS.maxFileBytes / MB} MB`,
  }),
});

/**
 * POST /api/voice-clone, multipart: `name`, `files[]` (1 to 10 recordings) and
 * `consent: true`. How long the samples last is measured from the audio by the
 * service; the schema checks what it can without reading them.
 */
export const voiceCloneSchema = z.object({
  name: textField('Name').trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  consent: z.union([z.literal(true), z.literal('true')], { error: VOICE_CLONE_CONSENT_REQUIRED }).transform(() => true as const),
  files: z
    .preprocess((files) => (files === undefined || Array.isArray(files) ? files : [files]), z.array(sampleSchema, { error: 'Add at least one recording of your voice' }))
    .refine((files) => files.length >= VOICE_CLONE_LIMITS.minFiles, 'Add at least one recording of your voice')
    .refine((files) => files.length <= VOICE_CLONE_LIMITS.maxFiles, `Add at most ${VOICE_CLONE_LIMITS.maxFiles} recordings`),
});
export type VoiceCloneInput = z.output<typeof voiceCloneSchema>;
export type VoiceSample = VoiceCloneInput['files'][number];

export const clonedVoiceSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string() });
/** GET /api/voice-clone, and POST's answer: the creator's cloned voice, or none. */
export const voiceCloneAnswerSchema = z.object({ voice: clonedVoiceSchema.nullable() });

/** A voice id's shape: ElevenLabs' ids are 20 letters and digits, premade and cloned alike. */
export const VOICE_ID_SHAPE = /^[A-Za-z0-9]{20}$/;

/** "1 min 05 s", for the samples' length in messages. */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

/** A clone's record as the admin console shows it: the voice, and the consent it was made with. */
export const voiceCloneRecordSchema = z.object({
  name: z.string(),
  status: z.enum(['creating', 'ready', 'withdrawn']),
  voice_id: z.string().nullable(),
  sample_count: z.number(),
  sample_seconds: z.number(),
  consent_text: z.string(),
  consent_at: z.string(),
  consent_ip: z.string().nullable(),
  consent_user_agent: z.string().nullable(),
  created_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdrawn_by: z.enum(['creator', 'admin', 'account_deleted', 'failed']).nullable(),
  deleted_at: z.string().nullable(),
});
export const voiceCloneRecordsSchema = z.object({ records: z.array(voiceCloneRecordSchema) });
/** Fanline's ElevenLabs account: custom voice slots in use against its limit; null when the server has no key or ElevenLabs did not answer. */
export const voiceSlotsSchema = z.object({ slots: z.object({ used: z.number(), limit: z.number() }).nullable() });

/** The chat test's "Hear a sample": what the bot says in its voice when it has no greeting to say. */
export const VOICE_SAMPLE_LINE = "Hey, it's me! This is how I sound when I send you a voice note.";
/** A sample is short: the greeting's first 200 characters at most. */
export const VOICE_SAMPLE_MAX_CHARS = 200;
export const VOICE_SAMPLE_NEEDS_VOICE = 'Voice replies need the Nexus plan with the Voice Chat Upgrade';
export const NO_VOICE_CREDITS = 'You have no voice messages left. Buy a voice pack to hear samples and send voice replies.';
export const voiceSampleSchema = z.object({ audio_base64: z.string(), content_type: z.literal('audio/mpeg'), text: z.string() });
