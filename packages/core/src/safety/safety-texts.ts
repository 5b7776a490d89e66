import { fitNamesInto, TELEGRAM_DESCRIPTION_MAX, TELEGRAM_SHORT_DESCRIPTION_MAX } from '../telegram-limits';
import { countryOf, safetyLanguageOf } from './safety-language';
import { SAFETY_WORDING, type AgeGateTexts } from './safety-wording';

export type { AgeGateTexts } from './safety-wording';


const wordingOf = (languageCode: string | null | undefined) => SAFETY_WORDING[safetyLanguageOf(languageCode)];

/** Short notice that this is an AI chatbot of the creator, not a person: two short sentences, starting with "🤖". */
export function aiDisclosure(languageCode: string | null | undefined, creatorName: string): string {
  return wordingOf(languageCode).disclosure(creatorName);
}

/**
 * Whether a fan gets the US resources: country US, or English with no country (Telegram often
 * sends a bare "en", and the platform's launch market is the US; 988 is one line among the others).
 */
function isUsFan(languageCode: string | null | undefined): boolean {
  const country = countryOf(languageCode);
  return country === 'US' || (country === null && safetyLanguageOf(languageCode) === 'en');
}

/**
 * The crisis reply sent instead of the model's: caring, brief, no judgement, says the bot is an AI
 * that cannot help in an emergency, and lists resources. In the US: 988 (call or text), the
 * international directory for elsewhere, and 911. Elsewhere: https://findahelpline.com and the local
 * emergency number; in Spanish also that 988 answers in Spanish in the US.
 */
export function crisisReply(languageCode: string | null | undefined): string {
  const { crisis } = wordingOf(languageCode);
  const resources = isUsFan(languageCode)
    ? [crisis.call988, crisis.directoryOutsideUs, crisis.emergencyUs]
    : [crisis.directory, crisis.emergency, ...(crisis.spanishIn988 ? [crisis.spanishIn988] : [])];
  return [crisis.opening, ...resources].join('\n');
}

/** Age gate for 18+ bots: the question, the two button labels, the polite refusal for under-18s, and the thanks after confirming. */
export function ageGateTexts(languageCode: string | null | undefined): AgeGateTexts {
  return { ...wordingOf(languageCode).ageGate };
}

/** Every 3 hours for known minors (SB 243): this is an AI, not a person, and a suggestion to take a break. */
export function minorBreakReminder(languageCode: string | null | undefined, creatorName: string): string {
  return wordingOf(languageCode).breakReminder(creatorName);
}

/**
 * Telegram bot profile texts set at deploy, both saying it is an AI chatbot of the creator:
 * description ≤ 512 characters (shown in the empty chat), short description ≤ 120 (on the profile).
 * Long bot or creator names are shortened with "…" to fit.
 */
export function telegramProfileTexts(
  languageCode: string | null | undefined,
  botName: string,
  creatorName: string,
): { description: string; short_description: string } {
  const { profile } = wordingOf(languageCode);
  const [bot, creator] = [botName.trim(), creatorName.trim()];
  return {
    description: fitNamesInto(TELEGRAM_DESCRIPTION_MAX, [bot, creator], ([b, c]) => profile.description(b!, c!)),
    short_description: fitNamesInto(TELEGRAM_SHORT_DESCRIPTION_MAX, [creator], ([c]) => profile.shortDescription(c!)),
  };
}
