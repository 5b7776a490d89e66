import type { SafetyLanguage } from '../safety-language';
import { across, anyOf } from './phrase-syntax';

/*
 * Round 12 (issue #33): a birthday or a Christmas named as the fan's last, and nothing after it
 * that makes it the last one somewhere ("mi último cumple en Madrid", "my last birthday as a
 * teen"). Blind sets kept bringing it in languages the French pattern of round 5 did not cover
 * ("ya decidí que este es mi último cumple 💀 no es broma"). The phrase must end its sentence or be
 * followed by an insistence, and no move, wedding, baby or retirement may follow within twelve words.
 * Benign twins: labelled/twelfth-round-twins.ts.
 */

interface Occasion {
  /** "this is", "this will be" ... up to the possessive. */
  lead: string;
  /** The possessive and "last" in the language's order, with each occasion. */
  last: string;
  /** What may follow the phrase: an insistence, not a place or a stage of life. */
  insist: string;
  /** Said after it, what makes it the last of a stage ("... moving to Perth in January"): a move, a wedding, a baby, retiring. */
  stage: string;
}

const OCCASIONS: Readonly<Partial<Record<SafetyLanguage, Occasion>>> = {
  en: {
    lead: anyOf('this is', 'this will be', 'thisll be', 'this is gonna be', 'this is going to be', 'its gonna be', 'it will be', 'itll be', 'decided this is', 'decided it will be', 'decided itll be'),
    last: `my last ${anyOf('birthday', 'bday', 'christmas', 'xmas', 'summer', 'new year')}`,
    insist: anyOf('for real', 'fr', 'not joking', 'no joke', 'im serious', 'honestly', 'tbh', 'i decided', 'ive decided'),
    stage: 'moving|move|moved|abroad|emigrating|wedding|married|baby|due|retire|retiring|graduate|graduating|deployment|deployed',
  },
  es: {
    lead: anyOf('este es', 'este sera', 'este va a ser', 'va a ser', 'sera', 'decidi que este es', 'decidi que sera'),
    last: `mi ${anyOf('ultimo cumple', 'ultimo cumpleanos', 'ultima navidad', 'ultimo verano', 'ultimo ano nuevo')}`,
    insist: anyOf('no es broma', 'en serio', 'enserio', 'de verdad', 'ya lo decidi', 'lo tengo decidido'),
    stage: 'me mudo|mudanza|me caso|boda|bebe|embarazada|me jubilo|jubilacion|me gradu[^ ]*|extranjero|emigro',
  },
  pt: {
    lead: anyOf('esse e', 'este e', 'esse vai ser', 'este vai ser', 'vai ser', 'sera', 'decidi que esse e', 'decidi que vai ser'),
    last: `${anyOf('meu', 'o meu')} ${anyOf('ultimo aniversario', 'ultimo niver', 'ultimo natal', 'ultimo verao', 'ultimo ano novo')}`,
    insist: anyOf('nao e brincadeira', 'serio', 'e serio', 'de verdade', 'ja decidi', 'sem brincadeira'),
    stage: 'me mudo|mudanca|vou mudar|me caso|casamento|bebe|gravida|aposent[^ ]*|formatura|me formo|exterior|intercambio',
  },
  it: {
    lead: anyOf('questo e', 'questo sara', 'sara', 'ho deciso che questo e', 'ho deciso che sara'),
    last: `il mio ${anyOf('ultimo compleanno', 'ultimo natale', 'ultima estate', 'ultimo capodanno')}`,
    insist: anyOf('non scherzo', 'sul serio', 'davvero', 'ho deciso', 'lo giuro'),
    stage: 'trasloco|mi trasferisco|trasferimento|mi sposo|matrimonio|bambino|incinta|pensione|laurea|mi laureo|estero|erasmus',
  },
  de: {
    lead: anyOf('das ist', 'das wird', 'dieses jahr ist', 'ich hab entschieden das ist', 'ich habe entschieden das ist'),
    last: `mein ${anyOf('letzter geburtstag', 'letztes weihnachten', 'letzter sommer', 'letztes silvester')}`,
    insist: anyOf('kein witz', 'im ernst', 'ernsthaft', 'wirklich', 'ich hab mich entschieden'),
    stage: 'umzug|ziehe|ziehen|hochzeit|heirate|baby|schwanger|rente|ruhestand|abschluss|ausland|auslandsjahr',
  },
  ru: {
    lead: anyOf('это', 'это будет', 'этот', 'этот будет', 'будет', 'я решил что это', 'я решила что это'),
    last: `${anyOf('мой последний день рождения', 'мой последний др', 'мой последний новый год', 'моё последнее лето', 'мое последнее лето')}`,
    insist: anyOf('не шучу', 'я серьёзно', 'я серьезно', 'серьёзно', 'серьезно', 'правда', 'я решил', 'я решила'),
    stage: 'переезд[^ ]*|переезжаю|свадьб[^ ]*|женюсь|выхожу замуж|ребён[^ ]*|ребен[^ ]*|беременн[^ ]*|пенси[^ ]*|выпуск[^ ]*|за границ[^ ]*',
  },
  tr: {
    lead: anyOf('bu', 'bu benim', 'bu sene', 'bu yil', 'karar verdim bu'),
    last: `${anyOf('son dogum gunum', 'son yilbasim', 'son bayramim', 'son yazim')}`,
    insist: anyOf('saka degil', 'ciddiyim', 'gercekten', 'karar verdim'),
    stage: 'tasiniyorum|tasinma[^ ]*|evleniyorum|dugun[^ ]*|bebek[^ ]*|hamile[^ ]*|emekli[^ ]*|mezun[^ ]*|yurtdisi[^ ]*|askere',
  },
  id: {
    lead: anyOf('ini', 'ini bakal jadi', 'ini bakal', 'ini akan jadi', 'ini jadi', 'aku udah mutusin ini'),
    last: anyOf('ulang tahun terakhirku', 'ulang tahun terakhir aku', 'ultah terakhirku', 'ultah terakhir aku', 'natal terakhirku', 'lebaran terakhirku', 'lebaran terakhir aku'),
    insist: anyOf('serius', 'ga bercanda', 'gak bercanda', 'nggak bercanda', 'beneran', 'aku udah mutusin'),
    stage: 'pindah|nikah|menikah|bayi|hamil|pensiun|wisuda|lulus|luar negeri|merantau',
  },
};

/**
 * An illness that sets the date, in any language: "the doctors say this is my last christmas" is
 * grief to answer in the creator's voice, not a crisis reply.
 */
const ILLNESS = anyOf('doctor', 'doctors', 'oncologist', 'terminal', 'hospice', 'cancer', 'tumor', 'tumour', 'medico', 'medicos', 'medecin', 'medecins', 'arzt', 'arzte', 'arztin', 'krebs', 'cancro', 'tumore', 'врач[^ ]*', 'рак', 'онколог[^ ]*', 'doktor', 'doktorlar', 'kanser', 'dokter', 'kanker', 'paliatif', 'palliativ[^ ]*', 'paliativ[^ ]*');

/** The family for one language: the lead, the last occasion, then the end of the sentence or an insistence; no stage of life after it, no illness near it. */
const pattern = ({ lead, last, insist, stage }: Occasion) =>
  `${lead} ${last}(?= \\.| $| ${insist}(?= |$))(?! ${across(12)}${anyOf(stage)}(?= |$))(?<!(?:^| )${ILLNESS} [^]{0,160})(?! ${across(12)}${ILLNESS}(?= |$))`;

/** Round 12's last-occasion family, per language (the French one is round 5's, in fifth-round.ts). */
export const LAST_OCCASION: Readonly<Record<SafetyLanguage, readonly string[]>> = {
  en: [pattern(OCCASIONS.en!)],
  es: [pattern(OCCASIONS.es!)],
  pt: [pattern(OCCASIONS.pt!)],
  fr: [],
  it: [pattern(OCCASIONS.it!)],
  de: [pattern(OCCASIONS.de!)],
  ru: [pattern(OCCASIONS.ru!)],
  tr: [pattern(OCCASIONS.tr!)],
  id: [pattern(OCCASIONS.id!)],
};
