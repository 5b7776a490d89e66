/** The languages the platform's own safety wording and the crisis lexicon cover. */
export const SAFETY_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'ru', 'tr', 'id'] as const;
export type SafetyLanguage = (typeof SAFETY_LANGUAGES)[number];

/** Legacy or alternative primary subtags that mean one of ours ("in" was Indonesian before 1989). */
const LANGUAGE_ALIASES: Readonly<Record<string, SafetyLanguage>> = { in: 'id' };

function subtagsOf(languageCode: string | null | undefined): string[] {
  return (languageCode ?? '').trim().toLowerCase().split(/[-_]/).filter(Boolean);
}

function isSafetyLanguage(code: string): code is SafetyLanguage {
  return (SAFETY_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The safety language of a Telegram/IETF language_code ("en", "pt-br", "es-MX", "ru"), from its
 * primary subtag, case-insensitive. Null, empty or a language we do not cover gives 'en'.
 */
export function safetyLanguageOf(languageCode: string | null | undefined): SafetyLanguage {
  const primary = subtagsOf(languageCode)[0] ?? '';
  if (isSafetyLanguage(primary)) return primary;
  return LANGUAGE_ALIASES[primary] ?? 'en';
}

/**
 * The region of a language code, upper-cased: "en-US" → "US", "pt_br" → "BR", "es-419" → "419",
 * "zh-Hant-TW" → "TW" (a script subtag is skipped). Null when the code names no region.
 */
export function countryOf(languageCode: string | null | undefined): string | null {
  const region = subtagsOf(languageCode)
    .slice(1)
    .find((subtag) => /^(?:[a-z]{2}|\d{3})$/.test(subtag));
  return region ? region.toUpperCase() : null;
}
