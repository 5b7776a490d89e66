import type { CrisisSource } from '../crisis-screen';
import { SAFETY_LANGUAGES, type SafetyLanguage } from '../safety-language';

/** One hand-labelled message: is it a crisis the screen for its source must catch? */
export interface LabelledMessage {
  text: string;
  language: SafetyLanguage;
  source: CrisisSource;
  crisis: boolean;
}

/** Fan messages of one language that are none of them a crisis (ordinary chat). */
export function ordinaryFan(language: SafetyLanguage, texts: string[]): LabelledMessage[] {
  return labelled(language, 'fan', { crisis: [], safe: texts });
}

/** Fan messages of one language that are all of them a crisis (a guard's twins: what it must not hide). */
export function crisisFans(language: SafetyLanguage, texts: string[]): LabelledMessage[] {
  return labelled(language, 'fan', { crisis: texts, safe: [] });
}

/** Labels every text of one language and source: `crisis` ones must be caught, `safe` ones must not. */
export function labelled(language: SafetyLanguage, source: CrisisSource, texts: { crisis: string[]; safe: string[] }): LabelledMessage[] {
  return [
    ...texts.crisis.map((text) => ({ text, language, source, crisis: true })),
    ...texts.safe.map((text) => ({ text, language, source, crisis: false })),
  ];
}

/** Fan messages written per language (a JSON file each), labelled in the screen's language order. */
export function labelledFans(byLanguage: Readonly<Record<SafetyLanguage, { crisis: string[]; safe: string[] }>>): LabelledMessage[] {
  return SAFETY_LANGUAGES.flatMap((language) => labelled(language, 'fan', byLanguage[language]));
}
