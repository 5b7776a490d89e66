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
 * The crisis lines for a fan, in their language. In the US: 988 (call or text), the international
 * directory for elsewhere, and 911. Elsewhere: https://findahelpline.com and the local emergency
 * number; in Spanish also that 988 answers in Spanish in the US.
 */
export function crisisResources(languageCode: string | null | undefined): string[] {
  const { crisis } = wordingOf(languageCode);
  return isUsFan(languageCode)
    ? [crisis.call988, crisis.directoryOutsideUs, crisis.emergencyUs]
    : [crisis.directory, crisis.emergency, ...(crisis.spanishIn988 ? [crisis.spanishIn988] : [])];
}

/**
 * The crisis reply sent instead of the model's: caring, brief, no judgement, says the bot is an AI
 * that cannot help in an emergency, and lists the fan's crisis resources.
 */
export function crisisReply(languageCode: string | null | undefined): string {
  return [wordingOf(languageCode).crisis.opening, ...crisisResources(languageCode)].join('\n');
}

const HELPLINE_DIRECTORY = /findahelpline\.com/i;
/** Words that name what 988 is, in the nine languages (the lines call it the Suicide & Crisis Lifeline). */
const CRISIS_LINE = String.raw`(?:lifeline|helpline|crisis|crisi|krise|kriz|krisis|l[ií]nea de|linha|suic|suiz|intihar|bunuh diri|самоуб|кризис)`;
/** 988 as a number of its own (not 9881, 988.5, 988k, 1-988 or a price), within 60 characters of such a word. */
const NUMBER_988 = String.raw`(?<![\d.,:/$€£¥₽-])988(?![.,:/-]?\d|k\b|\s?(?:€|eur|usd|\$))`;
const CRISIS_LINE_988 = new RegExp(`${NUMBER_988}[^]{0,60}${CRISIS_LINE}|${CRISIS_LINE}[^]{0,60}${NUMBER_988}`, 'i');

/**
 * Whether a reply carries the crisis resources: the helpline directory, or 988 named as a crisis
 * line. Every resource list holds one of them and a companion chat has no other use for them, so a
 * model reply that does this is the model answering a crisis the screens did not catch.
 */
export function carriesCrisisResources(text: string): boolean {
  return HELPLINE_DIRECTORY.test(text) || CRISIS_LINE_988.test(text);
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
