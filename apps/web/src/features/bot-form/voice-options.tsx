import { isAdultVoice, VOICES, type PublicUser } from '@fanline/core';
import { trpc } from '../../lib/trpc';
import type { SelectOption } from '../../ui/select-field';
import { ClonedBadge } from '../voice-clone';

/**
 * The voice picker's list: the server's (the creator's own cloned voice first,
 * marked, then the 17 stock voices), or the stock voices alone until it
 * answers or where the plan has no voice. `hasOwnVoice` is false until known.
 */
export function useVoiceOptions(user: PublicUser | null, hasAccess: boolean) {
  const listed = trpc.catalogue.voices.useQuery(undefined, { enabled: Boolean(user) && hasAccess, staleTime: 5 * 60_000 });
  const voices = listed.data?.voices ?? VOICES;
  const options: SelectOption[] = voices.map((voice) => ({
    value: voice.id,
    label: voice.label,
    note: 'own' in voice && voice.own ? <ClonedBadge /> : isAdultVoice(voice.id) ? '18+' : undefined,
  }));
  return { options, loaded: listed.isSuccess, hasOwnVoice: voices.some((voice) => 'own' in voice && voice.own) };
}
