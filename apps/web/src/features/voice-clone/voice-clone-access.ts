import { planAllows, type PublicUser } from '@fanline/core';

/** Cloning needs Nexus with the voice upgrade (admins pass); the server asks the same. */
export function canCloneVoice(user: PublicUser | null): boolean {
  return Boolean(user && planAllows(user, 'voiceClone'));
}

/** "Iris's voice": the name field's first value, from the creator's first name. */
export function defaultVoiceName(user: PublicUser | null): string {
  const first = user?.name.trim().split(/\s+/)[0];
  if (!first) return 'My voice';
  return `${first}'s voice`.slice(0, 60);
}
