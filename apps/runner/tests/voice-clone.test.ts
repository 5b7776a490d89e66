import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID } from '@fanline/core';
import { wavOfSeconds } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

// Issue #39: a fan's voice reply comes in the creator's own cloned voice, and after the creator withdraws it, in the
// default voice; never in the withdrawn one.

let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook' });
  world.openai.reply((req) => `Voice reply to: ${req.messages.at(-1)?.content}`);
  await world.startRunner('runner-voice-clone');
});
afterAll(() => world.close());

/** The creator's own voice, cloned through the API as the web app does it. */
async function cloneVoice(token: string): Promise<string> {
  const form = new FormData();
  form.set('name', 'Mia');
  form.set('consent', 'true');
  for (const seconds of [20, 15]) form.append('files[]', new Blob([new Uint8Array(wavOfSeconds(seconds))], { type: 'audio/wav' }), `take-${seconds}.wav`);
  const res = await fetch(`${world.api.url}/api/voice-clone`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { voice?: { id: string } };
  if (!body.voice) throw new Error(`clone failed: ${JSON.stringify(body)}`);
  return body.voice.id;
}

describe('the creator’s cloned voice on a fan’s reply', () => {
  it('speaks the reply in it, metered as a voice reply, and in the default voice once it is withdrawn', async () => {
    const { tg, botId, userId, userToken } = await world.deployBot({ plan: 'nexus', user: { has_voice_upgrade: true, voice_messages_remaining: 50 }, bot: { voice_enabled: true } });
    const voiceId = await cloneVoice(userToken);
    expect((await world.api.http.put(`/api/chatbots/${botId}`, { voice_id: voiceId }, userToken)).status).toBe(200);
    const spoken = () => world.elevenlabs.requests.filter((request) => request.text.startsWith('Voice reply to:'));

    const fan = newFan();
    world.telegram.sendText(tg.token, fan, 'say hi in your voice');
    await eventually(() => spoken().find((request) => request.text === 'Voice reply to: say hi in your voice'), 20_000, 'the voice reply');
    expect(spoken().at(-1)).toMatchObject({ voiceId });
    await eventually(() => world.telegram.calls(tg.token, 'sendVoice').length === 1, 20_000, 'the voice note sent');
    const credits = await world.api.database.db.selectFrom('users').select('voice_messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(credits.voice_messages_remaining).toBe(49);

    expect((await world.api.http.delete('/api/voice-clone', userToken)).status).toBe(200);
    world.telegram.sendText(tg.token, fan, 'and now?');
    await eventually(() => spoken().find((request) => request.text === 'Voice reply to: and now?'), 20_000, 'the reply after withdrawal');
    expect(spoken().at(-1)).toMatchObject({ voiceId: DEFAULT_VOICE_ID });
    expect(spoken().filter((request) => request.voiceId === voiceId)).toHaveLength(1);
  });
});
