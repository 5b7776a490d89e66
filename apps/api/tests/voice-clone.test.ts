import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, OWN_VOICE_LABEL, VOICE_CLONE_CONSENT_TEXT, VOICE_CLONE_NEEDS_PLAN, VOICE_CLONE_SLOTS_FULL } from '@fanline/core';
import { cleanUpFailedClones, createVoiceLibrary } from '@fanline/services';
import { eventually, startFakeElevenLabs, wavOfSeconds, type FakeElevenLabs } from '@fanline/testing';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';
import { GOOD_SAMPLES as GOOD, postVoiceClone, USER_AGENT, wav, type CloneFields } from './voice-clone-helpers';

// Issue #39: the creator's own voice, cloned at ElevenLabs with recorded consent, for their bots alone.

let api: TestApi;
let eleven: FakeElevenLabs;
const API_KEY = 'xi-test-key';
beforeAll(async () => {
  eleven = await startFakeElevenLabs();
  eleven.requireApiKey = API_KEY;
  api = await startTestApi({ elevenlabs: { apiKey: API_KEY, baseUrl: eleven.url, cloneTimeoutMs: 1500 } });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await eleven.close();
});

const db = () => api.database.db;

const clone = (creator: SignedUpCreator, fields: CloneFields) => postVoiceClone(api, creator, fields);
const withVoiceUpgrade = (plan: 'nexus' | 'flow' = 'nexus') => signUpCreator(api, plan, { has_voice_upgrade: true, voice_messages_remaining: 100 });
const clonesOf = (userId: string) => db().selectFrom('voice_clones').selectAll().where('user_id', '=', userId).execute();
const liveClonedVoices = () => eleven.clonedVoices.filter((voice) => !voice.deleted).length;

describe('cloning the creator’s voice', () => {
  it('clones with consent recorded (words, time, address, browser) and lists it first, to its owner only', async () => {
    const creator = await withVoiceUpgrade();
    const res = await clone(creator, GOOD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ voice: { id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), name: 'Mia', created_at: expect.any(String) } });
    const voiceId = res.body.voice.id as string;

    const made = eleven.clonedVoices.find((voice) => voice.voiceId === voiceId);
    expect(made).toMatchObject({ name: 'Mia', removeBackgroundNoise: true, samples: [{ fileName: 'intro.wav', type: 'audio/wav' }, { fileName: 'story.wav', type: 'audio/wav' }] });
    const [row] = await clonesOf(creator.id);
    expect(row).toMatchObject({ status: 'ready', elevenlabs_voice_id: voiceId, consent_text: VOICE_CLONE_CONSENT_TEXT, consent_ip: '127.0.0.1', consent_user_agent: USER_AGENT, sample_count: 2 });
    expect(Number(row!.sample_seconds)).toBe(35);
    expect(Math.abs(row!.consent_at.getTime() - Date.now())).toBeLessThan(60_000);

    expect((await api.http.get('/api/voice-clone', creator.token)).body).toEqual(res.body);
    const voices = (await api.http.get('/api/voices', creator.token)).body.voices as { id: string; label: string; own?: true }[];
    expect(voices[0]).toEqual({ id: voiceId, label: OWN_VOICE_LABEL, gender: 'neutral', own: true });
    expect(voices).toHaveLength(18);
    const other = await withVoiceUpgrade();
    const theirs = (await api.http.get('/api/voices', other.token)).body.voices as { id: string }[];
    expect(theirs.map((voice) => voice.id)).not.toContain(voiceId);
    expect((await api.http.get('/api/voice-clone', other.token)).body).toEqual({ voice: null });

    // One voice a creator.
    const second = await clone(creator, GOOD);
    expect(second.status).toBe(409);
    expect(eleven.clonedVoices.filter((voice) => voice.name === 'Mia' && voice.voiceId !== voiceId)).toHaveLength(0);
  });

  it('refuses bad input with a 4xx naming the problem, and makes nothing at ElevenLabs', async () => {
    const creator = await withVoiceUpgrade();
    const before = eleven.clonedVoices.length;
    const cases: [string, CloneFields, number, RegExp][] = [
      ['no consent', { ...GOOD, consent: undefined }, 400, /consent/i],
      ['consent refused', { ...GOOD, consent: 'false' }, 400, /consent/i],
      ['no file', { ...GOOD, files: [] }, 400, /at least one recording/],
      ['not audio', { ...GOOD, files: [{ name: 'notes.mp3', bytes: Buffer.from('these are my notes, not a recording at all'), type: 'audio/mpeg' }] }, 400, /notes\.mp3 is not an audio recording/],
      ['too short', { ...GOOD, files: [wav('short.wav', 12), wav('short2.wav', 8)] }, 400, /last 20 s in all/],
      ['too long', { ...GOOD, files: [wav('long.wav', 200), wav('long2.wav', 120)] }, 400, /last 5 min 20 s in all/],
      ['too big', { ...GOOD, files: [wav('big.wav', 660)] }, 400, /at most 10 MB/],
      ['too many', { ...GOOD, files: Array.from({ length: 11 }, (_, i) => wav(`s${i}.wav`, 3)) }, 400, /at most 10 recordings/],
      ['no name', { ...GOOD, name: '' }, 400, /Name is required/],
    ];
    for (const [label, fields, status, detail] of cases) {
      const res = await clone(creator, fields);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.detail, label).toMatch(detail);
    }
    for (const plan of ['flow', 'nexus'] as const) {
      const holder = plan === 'flow' ? await withVoiceUpgrade('flow') : await signUpCreator(api, 'nexus');
      const res = await clone(holder, GOOD);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(VOICE_CLONE_NEEDS_PLAN);
    }
    expect(eleven.clonedVoices.length).toBe(before);
    expect(await clonesOf(creator.id)).toEqual([]);
  });

  it('shows ElevenLabs’ refusal with its reason, says plainly when the slots are full, and leaves nothing half-made', async () => {
    const creator = await withVoiceUpgrade();
    eleven.failNextVoiceCall(1, 400, 'voice_verification_failed', 'The recordings do not sound like one speaker');
    const refused = await clone(creator, GOOD);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('ElevenLabs refused the recordings: The recordings do not sound like one speaker');

    const limit = eleven.voiceLimit;
    eleven.voiceLimit = liveClonedVoices();
    const full = await clone(creator, GOOD);
    eleven.voiceLimit = limit;
    expect(full.status).toBe(503);
    expect(full.body.detail).toBe(VOICE_CLONE_SLOTS_FULL);

    // ElevenLabs failing without an answer: the attempt frees the slot at once and stays only as a failed attempt,
    // which the cleanup removes once it has looked for a voice the call may have made.
    eleven.failNextVoiceCall(1, 500);
    const down = await clone(creator, GOOD);
    expect(down.status).toBe(502);
    expect(await clonesOf(creator.id)).toEqual([expect.objectContaining({ status: 'withdrawn', withdrawn_by: 'failed', elevenlabs_voice_id: null })]);

    // A call that timed out after ElevenLabs made the voice: the voice is found by its tag and deleted.
    const made = eleven.clonedVoices.length;
    eleven.addDelayMs = 2500;
    const timedOut = await clone(creator, GOOD);
    eleven.addDelayMs = 0;
    expect(timedOut.status).toBe(502);
    expect(eleven.clonedVoices.length).toBe(made + 1);
    expect(eleven.clonedVoices.at(-1)?.deleted).toBe(true);

    // After all that, a clean attempt works: no slot was left held.
    expect((await clone(creator, GOOD)).status).toBe(200);

    // The upkeep, minutes later, removes the failed attempts' rows: only the voice in use is left.
    await db().updateTable('voice_clones').set({ withdrawn_at: new Date(Date.now() - 11 * 60_000) }).where('user_id', '=', creator.id).where('withdrawn_by', '=', 'failed').execute();
    expect(await cleanUpFailedClones(db(), createVoiceLibrary({ apiKey: API_KEY, baseUrl: eleven.url }))).toBe(2);
    expect((await clonesOf(creator.id)).map((row) => row.status)).toEqual(['ready']);
  });

  it('refuses an upload before reading it unless the caller is signed in on a plan that clones', async () => {
    const form = new FormData();
    form.append('files[]', new Blob([new Uint8Array(wavOfSeconds(300))], { type: 'audio/wav' }), 'long.wav');
    const anonymous = await fetch(`${api.url}/api/voice-clone`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    const spark = await signUpCreator(api, 'spark');
    const refused = await clone(spark, GOOD);
    expect(refused).toEqual({ status: 403, body: { detail: VOICE_CLONE_NEEDS_PLAN } });
  });
});

describe('using and withdrawing it', () => {
  it('lets only its owner’s bots speak in it; another creator is refused exactly as for a made-up id', async () => {
    const creator = await withVoiceUpgrade();
    const voiceId = (await clone(creator, GOOD)).body.voice.id as string;
    const bot = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: voiceId }), creator.token);
    expect(bot.status, JSON.stringify(bot.body)).toBe(201);
    expect(bot.body.voice_id).toBe(voiceId);

    const other = await withVoiceUpgrade();
    const stolen = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: voiceId }), other.token);
    const madeUp = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: 'Zz9Zz9Zz9Zz9Zz9Zz9Zz' }), other.token);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual(madeUp.body);
    const own = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true }), other.token);
    expect((await api.http.put(`/api/chatbots/${own.body.id}`, { voice_id: voiceId }, other.token)).body).toEqual(madeUp.body);
  });

  it('speaks a sample in it from the chat test, for one voice credit, to its owner only', async () => {
    const creator = await withVoiceUpgrade();
    const voiceId = (await clone(creator, GOOD)).body.voice.id as string;
    const bot = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: voiceId, greeting: 'Hi love, it is really me!' }), creator.token);
    const credits = async () => (await db().selectFrom('users').select('voice_messages_remaining').where('id', '=', creator.id).executeTakeFirstOrThrow()).voice_messages_remaining;
    const before = await credits();
    const res = await api.http.post(`/api/chatbots/${bot.body.id}/voice-sample`, {}, creator.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ content_type: 'audio/mpeg', text: 'Hi love, it is really me!' });
    expect(Buffer.from(res.body.audio_base64 as string, 'base64').subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(eleven.requests.at(-1)).toMatchObject({ voiceId, text: 'Hi love, it is really me!' });
    expect(await credits()).toBe(before - 1);

    const other = await withVoiceUpgrade();
    expect((await api.http.post(`/api/chatbots/${bot.body.id}/voice-sample`, {}, other.token)).status).toBe(404);
    const textOnly = await signUpCreator(api, 'flow');
    const theirs = await api.http.post('/api/chatbots', sparkBot(), textOnly.token);
    expect((await api.http.post(`/api/chatbots/${theirs.body.id}/voice-sample`, {}, textOnly.token)).status).toBe(403);
  });

  it('withdraws: deleted at ElevenLabs, bots back on the default voice saying so, the consent kept with the time', async () => {
    const creator = await withVoiceUpgrade();
    const voiceId = (await clone(creator, GOOD)).body.voice.id as string;
    const speaking = await api.http.post('/api/chatbots', sparkBot({ name: 'Speaks', voice_enabled: true, voice_id: voiceId }), creator.token);
    const stock = await api.http.post('/api/chatbots', sparkBot({ name: 'Stock', voice_enabled: true }), creator.token);

    const res = await api.http.delete('/api/voice-clone', creator.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your voice was withdrawn. 1 bot now speaks in the default voice.' });
    expect(eleven.clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);

    const moved = (await api.http.get(`/api/chatbots/${speaking.body.id}`, creator.token)).body;
    expect(moved).toMatchObject({ voice_id: DEFAULT_VOICE_ID, voice_withdrawn_at: expect.any(String) });
    expect((await api.http.get(`/api/chatbots/${stock.body.id}`, creator.token)).body.voice_withdrawn_at).toBeNull();
    const [record] = await clonesOf(creator.id);
    expect(record).toMatchObject({ status: 'withdrawn', withdrawn_by: 'creator', consent_text: VOICE_CLONE_CONSENT_TEXT });
    expect(record?.withdrawn_at).toBeInstanceOf(Date);
    expect(record?.deleted_at).toBeInstanceOf(Date);
    expect((await api.http.get('/api/voice-clone', creator.token)).body).toEqual({ voice: null });
    expect(((await api.http.get('/api/voices', creator.token)).body.voices as unknown[]).length).toBe(17);
    // Choosing a voice again ends the card's note.
    const chosen = await api.http.put(`/api/chatbots/${speaking.body.id}`, { voice_id: 'EXAVITQu4vr4xnSDxMaL', adult_only: true }, creator.token);
    expect(chosen.body.voice_withdrawn_at ?? null).toBeNull();
    expect((await api.http.delete('/api/voice-clone', creator.token)).status).toBe(404);
  });

  it('refuses a duplicate of a bot whose voice was withdrawn while it was being copied, as a save choosing that voice is refused', async () => {
    const creator = await withVoiceUpgrade();
    const voiceId = (await clone(creator, GOOD)).body.voice.id as string;
    const source = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: voiceId }), creator.token);
    // The creator's row held, so the duplicate reads its source (still on the cloned voice) and then waits for its lock on the creator.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db().transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', creator.id).forUpdate().execute();
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const waiting = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    const duplicate = api.http.post(`/api/chatbots/${source.body.id}/duplicate`, {}, creator.token);
    await eventually(async () => ((await waiting.execute(db())).rows[0]?.n ?? 0) > 0, 10_000, 'the duplicate waiting for the creator');
    // The withdrawal goes first: it moves the source to the default voice and commits while the copy waits.
    expect((await api.http.delete('/api/voice-clone', creator.token)).status).toBe(200);
    release();
    await holder;

    const refused = await duplicate;
    const chosen = await api.http.put(`/api/chatbots/${source.body.id}`, { voice_id: voiceId }, creator.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(chosen.body);
    const onWithdrawn = await db().selectFrom('bots').select('id').where('user_id', '=', creator.id).where('voice_id', '=', voiceId).execute();
    expect(onWithdrawn).toEqual([]);
  });
});
