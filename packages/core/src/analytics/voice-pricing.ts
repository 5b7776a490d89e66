/**
 * What Fanline pays ElevenLabs per 1,000 characters of speech, for the voice
 * cost figures and margins: the overage rate of ElevenLabs' Creator tier. One
 * number in one place; change it when the contract changes.
 */
export const VOICE_COST_PER_1K_CHARS_USD = 0.3;

export function voiceCostUsd(characters: number): number {
  return (characters / 1000) * VOICE_COST_PER_1K_CHARS_USD;
}
