import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CLONE_CONSENT_TEXT } from '@fanline/core';
import { startFakeElevenLabs, type FakeElevenLabs } from '@fanline/testing';
import { signUpCreator, sparkBot } from './creators';
import { startTestApi, type TestApi } from './harness';
import { GOOD_SAMPLES, postVoiceClone, USER_AGENT } from './voice-clone-helpers';

// Issue #39 in the admin console: who has a cloned voice, its consent record, withdrawing it (audited), the account's
// voice slots, and a deleted account's voice withdrawn with its consent kept.

let api: TestApi;
let eleven: FakeElevenLabs;
beforeAll(async () => {
  eleven = await startFakeElevenLabs();
  api = await startTestApi({ elevenlabs: { apiKey: 'xi-admin', baseUrl: eleven.url } });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await eleven.close();
});

const db = () => api.database.db;
const query = (path: string, input: unknown, token: string) => api.http.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, token);
const withVoice = async () => {
  const creator = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
  const res = await postVoiceClone(api, creator, GOOD_SAMPLES);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { creator, voiceId: res.body.voice.id as string };
};

describe('cloned voices in the admin console', () => {
  it('shows who has one with its consent record, withdraws it with an audit entry, and counts the slots', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const { creator, voiceId } = await withVoice();

    const listed = await api.http.get(`/api/admin/users/paginated?search=${encodeURIComponent(creator.email)}`, admin.token);
    expect(listed.body.users[0]).toMatchObject({ id: creator.id, has_voice_clone: true });

    const records = await query('voiceClone.records', { id: creator.id }, admin.token);
    expect(records.body.result.data.records).toEqual([
      expect.objectContaining({ name: 'Mia', status: 'ready', voice_id: voiceId, sample_count: 2, sample_seconds: 35, consent_text: VOICE_CLONE_CONSENT_TEXT, consent_ip: '127.0.0.1', consent_user_agent: USER_AGENT, withdrawn_at: null }),
    ]);
    // Only admins read them.
    expect((await query('voiceClone.records', { id: creator.id }, creator.token)).status).toBe(403);

    const slots = await api.http.get('/trpc/voiceClone.slots', admin.token);
    expect(slots.body.result.data.slots).toEqual({ used: eleven.clonedVoices.filter((voice) => !voice.deleted).length, limit: 10 });

    const withdrawn = await api.http.post('/trpc/voiceClone.adminWithdraw', { id: creator.id }, admin.token);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.result.data.message).toBe('The cloned voice was withdrawn.');
    expect(eleven.clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);
    const after = await query('voiceClone.records', { id: creator.id }, admin.token);
    expect(after.body.result.data.records[0]).toMatchObject({ status: 'withdrawn', withdrawn_by: 'admin', deleted_at: expect.any(String) });
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_id', 'subject_user_id']).where('action', '=', 'voice_clone.withdraw').execute();
    expect(audit).toEqual([{ action: 'voice_clone.withdraw', actor_id: admin.id, subject_user_id: creator.id }]);
    expect((await api.http.post('/trpc/voiceClone.adminWithdraw', { id: creator.id }, admin.token)).status).toBe(404);
  });

  it('withdraws a deleted account’s voice at ElevenLabs and keeps its consent record', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const { creator, voiceId } = await withVoice();
    await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: voiceId }), creator.token);
    const gone = await api.http.post('/api/admin/users/bulk-action?action=delete', { user_ids: [creator.id] }, admin.token);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(eleven.clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);
    const kept = await db().selectFrom('voice_clones').selectAll().where('elevenlabs_voice_id', '=', voiceId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, user_email: creator.email, status: 'withdrawn', withdrawn_by: 'account_deleted', consent_text: VOICE_CLONE_CONSENT_TEXT });
  });

  it('keeps no voice made for an account deleted while ElevenLabs was making it', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const creator = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
    const made = eleven.clonedVoices.length;
    eleven.addDelayMs = 1500;
    const cloning = postVoiceClone(api, creator, GOOD_SAMPLES);
    await expect.poll(() => eleven.clonedVoices.length, { timeout: 5000 }).toBe(made + 1);
    expect((await api.http.post('/api/admin/users/bulk-action?action=delete', { user_ids: [creator.id] }, admin.token)).status).toBe(200);
    const res = await cloning;
    eleven.addDelayMs = 0;
    expect(res.status).toBe(409);
    expect(eleven.clonedVoices.at(-1)?.deleted).toBe(true);
    expect(await db().selectFrom('voice_clones').select('id').where('user_email', '=', creator.email).execute()).toEqual([]);
  });

  it('deletes at ElevenLabs later a withdrawn voice it could not delete at the time', async () => {
    const { creator, voiceId } = await withVoice();
    eleven.failNextVoiceCall(2, 503);
    expect((await api.http.delete('/api/voice-clone', creator.token)).status).toBe(200);
    expect(eleven.clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(false);
    const { deleteWithdrawnVoices, createVoiceLibrary } = await import('@fanline/services');
    expect(await deleteWithdrawnVoices(db(), createVoiceLibrary({ apiKey: 'xi-admin', baseUrl: eleven.url }))).toBe(1);
    expect(eleven.clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);
  });
});
