/* The Russian lexicon's transliteration and word lists: Latin spellings, other people, long ago, pills. */

/*
 * Russian is also typed in Latin letters ("ya ne hochu bolshe zhit", "pokonchit s soboi"), with no
 * fixed scheme: х is h, kh or x, ж is zh, j or z, я is ya, ja or ia, ь is left out or typed as an
 * apostrophe (dropped by the normaliser). {@link latin} writes a Cyrillic pattern in those spellings,
 * so a family is written once, in Cyrillic, and screened in both scripts.
 *
 * Every pattern costs time at every word of every message, and a {@link latin} copy costs about three
 * times its Cyrillic original: put a family in `both` only when fans type it in Latin letters too
 * (the core wishes, "завтра меня не будет", method questions), and prefer stems and short regex
 * fragments to long word lists.
 */
const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: '[vw]',
  г: 'g',
  д: 'd',
  е: '[yj]?e',
  ё: '[yj]?[eo]',
  ж: '(?:zh?|j)',
  з: 'z',
  и: '[iy]',
  й: '[yij]?',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: '(?:k?h|x)',
  ц: 't?[scz]',
  ч: 't?ch',
  ш: '(?:sc?h|w)',
  // "proshai", "soobshenie": щ is often typed sh.
  щ: 's(?:h?ch?|h)',
  ъ: '',
  ы: '[yi]',
  ь: '',
  э: 'e',
  ю: '[yji]?u',
  я: '[yji]?a',
};
/** A Cyrillic pattern in Latin letters; a class of Cyrillic letters ("[аы]") becomes a group first. */
export const latin = (source: string): string =>
  source.replace(/\[([а-яё]+)\]/g, (_class, letters: string) => `(?:${[...letters].join('|')})`).replace(/[а-яё]/g, (letter) => LATIN[letter] ?? letter);

/** Someone else did it ("актёр покончил с собой", "сестра говорит что хочет умереть"), or a film is about it. */
export const OTHERS = 'он|она|они|друг|подруга|брат|сестра|про|о|фильм|герой|хочет|говорит|героиня|персонаж|в сериале|в фильме|в книге|сериал|сериале';
/** Self-harm long ago ("в детстве резала себя, но уже 10 лет всё хорошо"). */
export const LONG_AGO = 'раньше|в детстве|в школе|давно|когда то|назад|в подростковом возрасте|подростком|в юности|в универе|в институте';
export const PILLS = '(?:колёса|(?:таблет|снотворн|лекарств|феназепам|парацетамол|антидепрессант|ибупрофен|нурофен|аспирин)[^ .]*)';
