import { afterAll, beforeAll } from 'vitest';
import { startFakeElevenLabs, type FakeElevenLabs } from '@fanline/testing';
import { useBrowserWorld, type BrowserWorld } from './browser-world';

/** The key the fake asks for and the API is given. */
export const ELEVENLABS_TEST_KEY = 'xi-test-key';

/**
 * A browser world whose API has Fanline's ElevenLabs account (issue #39: cloned
 * voices, and speech) on a fake that requires the key. The fake starts before
 * the API reads its URL and stops after the API has closed.
 */
export function useElevenLabsWorld(): { world: BrowserWorld; eleven(): FakeElevenLabs } {
  let fake: FakeElevenLabs | undefined;
  beforeAll(async () => {
    fake = await startFakeElevenLabs();
    fake.requireApiKey = ELEVENLABS_TEST_KEY;
  });
  afterAll(async () => {
    await fake?.close();
  });
  const eleven = () => {
    if (!fake) throw new Error('The fake ElevenLabs starts in beforeAll.');
    return fake;
  };
  const world = useBrowserWorld({ api: () => ({ elevenlabs: { apiKey: ELEVENLABS_TEST_KEY, baseUrl: eleven().url } }) });
  return { world, eleven };
}
