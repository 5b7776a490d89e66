import { trpc } from '../../lib/trpc';

/** The creator's cloned voice (or null), from `voiceClone.get`. */
export function useOwnVoice() {
  return trpc.voiceClone.get.useQuery(undefined, { staleTime: 60_000 });
}

/**
 * After a clone or a withdrawal: the voice itself, the voice list every
 * picker reads ("Your voice" comes first in it), and, after a withdrawal, the
 * bots (they moved to the default voice and carry the note).
 */
export function useRefreshVoices() {
  const utils = trpc.useUtils();
  return (withBots: boolean) =>
    Promise.all([utils.voiceClone.get.invalidate(), utils.catalogue.voices.invalidate(), ...(withBots ? [utils.bots.list.invalidate()] : [])]);
}
