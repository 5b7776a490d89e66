export interface VoiceOption {
  /** An ElevenLabs premade voice id. */
  id: string;
  label: string;
  gender: 'female' | 'male' | 'neutral';
  /** Adult-oriented: a bot may use it only when marked 18+ (see adultOnlyProblem). */
  adult?: true;
}

/**
 * The 17 premium voices of docs/product.md §6 'Voice options', in display order. The ids are ElevenLabs premade
 * voices, so they work on any ElevenLabs account without cloning; the original voice name is noted beside each.
 */
export const VOICES: readonly [VoiceOption, ...VoiceOption[]] = [
  { id: '21m00Tcm4TlvDq8ikWAM', label: 'Seductive Female 1', gender: 'female', adult: true }, // Rachel
  { id: 'EXAVITQu4vr4xnSDxMaL', label: 'Seductive Female 2', gender: 'female', adult: true }, // Sarah
  { id: 'MF3mGyEYCl7XYWbV9V6O', label: 'Seductive Female 3', gender: 'female', adult: true }, // Elli
  { id: 'XB0fDUnXU5powFXDhCwa', label: 'Seductive Female 4', gender: 'female', adult: true }, // Charlotte
  { id: 'pFZP5JQG7iQjIQuC4Bku', label: 'Seductive Female 5', gender: 'female', adult: true }, // Lily
  { id: 'AZnzlk1XvdvUeBnXmlld', label: 'Passionate Female 1', gender: 'female' }, // Domi
  { id: 'XrExE9yKIg1WjnnlVkGX', label: 'Passionate Female 2', gender: 'female' }, // Matilda
  { id: 'jsCqWAovK2LkecY7zXl4', label: 'Passionate Female 3', gender: 'female' }, // Freya
  { id: 'TxGEqnHWrfWFTfGW9XjX', label: 'Adult Male 1', gender: 'male' }, // Josh
  { id: 'VR6AewLTigWG4xSOukaG', label: 'Adult Male 2', gender: 'male' }, // Arnold
  { id: 'pNInz6obpgDQGcFmaJgB', label: 'Adult Male 3', gender: 'male' }, // Adam
  { id: 'ErXwobaYiN019PkySvjV', label: 'Adult Male 4', gender: 'male' }, // Antoni
  { id: 'jBpfuIE2acCO8z3wKNLl', label: 'Roleplay Female 1', gender: 'female' }, // Gigi
  { id: 'oWAxZDx7w5VEj9dCyTzz', label: 'Roleplay Female 2', gender: 'female' }, // Grace
  { id: 'N2lVS1w4EtoT3dr4eOWO', label: 'Roleplay Male 1', gender: 'male' }, // Callum
  { id: 'IKne3meq5aSn9XLyUdCD', label: 'Roleplay Male 2', gender: 'male' }, // Charlie
  { id: 'yoZ06aMxZJJ28mfd3POQ', label: 'Versatile Voice', gender: 'neutral' }, // Sam
];

/** What a bot set to a voice it may not use is told: a made-up id and another creator's cloned voice alike. */
export const VOICE_CHOICE = 'Choose one of the 17 voices';

/** The voice ids in display order; a non-empty tuple so it can feed z.enum directly. */
export const VOICE_IDS: readonly [string, ...string[]] = [VOICES[0].id, ...VOICES.slice(1).map((v) => v.id)];

/** The voice a bot gets when voice replies are switched on without a choice: the Versatile Voice, which needs no 18+ mark. */
export const DEFAULT_VOICE_ID: string = 'yoZ06aMxZJJ28mfd3POQ';

/** True only for one of the 17 ids, matched exactly (ElevenLabs ids are case-sensitive). */
export function isVoiceId(id: string): boolean {
  return VOICE_IDS.includes(id);
}

/** The "Seductive" voices, which only 18+ bots may use. */
export function isAdultVoice(id: string | null | undefined): boolean {
  return VOICES.some((v) => v.id === id && v.adult === true);
}

/** The display label of a voice id, or 'Unknown voice' for an id outside the list (e.g. a retired voice). */
export function voiceLabel(id: string): string {
  return VOICES.find((v) => v.id === id)?.label ?? 'Unknown voice';
}
