import { across, anyOf, eitherOrder, notBefore, unlessNamedNear, upTo } from './phrase-syntax';

/*
 * Round 17 (issue #33): a means at hand beside the hour when nobody will be there ("Ho comprato le
 * pillole. Sono nel cassetto. Aspetto che mia madre vada da mia sorella", "Таблетки накопил. Жена с
 * детьми у тёщи до понедельника. Самое время", "Comprei uns remédios a mais … Vou tomar tudo domingo, quando
 * ninguém estiver em casa"), and a poison asked about for oneself ("what happen if somebody drink
 * bleach? … i ask for me, not for cleaning", "obat nyamuk cair kalau diminum bisa mati? saya
 * serius"). The fifteenth held-out set brought both in six languages, no older family's words. A
 * means alone is a pharmacy run and an empty house is a party, so the family needs both, up to
 * sixteen words apart; a child, a pet, pests, an allergy or a game named near it rule it out.
 */

/** What it is for, named up to thirty words after the match or 200 characters before its end: a pet, a child, pests, an illness, a barbecue, a joke. */
const FOR_SOMETHING_ELSE = anyOf('dog', 'cat', 'kid', 'baby', 'rats', 'mice', 'headache', 'flu', 'vet', 'stream', 'perro', 'gato', 'niño', 'agua', 'jaja[^ ]*', 'cachorro', 'gripe', 'chien', 'enfant', 'barbecue', 'hund', 'katze', 'arzt', 'lernen', 'prüfung', 'cane', 'gatto', 'bambino', 'veterinario', 'acqua', 'для (?!себя)[^ .]*', 'собак[^ .]*', 'кошк[^ .]*', 'дач[^ .]*', 'köpe[^ .]*', 'kedi[^ .]*', 'bodrum[^ .]*', 'fare(?:ler|leri)', 'anjing', 'kucing', 'adik[^ .]*', 'anak[^ .]*', '(?:ga|gak|nggak|tidak|gk) sengaja', 'panik', 'keteguk', 'tugas', 'nyuci', 'haha[^ ]*', 'lol', 'nonna', 'nonno', 'juego', 'skin', 'camping', 'forge', 'antibiotico', 'vitamina', 'wrong bottle', 'allergy', 'allergies', 'decongestant', 'warzone', 'game', 'viagem', 'pressione', 'anticoncez[^ ]*', 'limonata');
const NOT_FOR_ME = unlessNamedNear(FOR_SOMETHING_ELSE, 30, 200);

/** `means` and `alone` in either order, up to sixteen words apart, with nothing named that it is for. */
const meansWhenAlone = (means: string, alone: string): string => `${eitherOrder(means, alone, 16)}${NOT_FOR_ME}`;

/** A poison asked about, then said to be for oneself. */
const askedForMe = (poison: string, forMe: string): string => `${poison} ${across(14)}${forMe}(?= )${NOT_FOR_ME}`;

export const ENGLISH_MEANS_AT_HAND = [
  `when my roommate ${anyOf('sleep', 'sleeps', 'is asleep', 'falls asleep')} ${upTo(1)}i ${anyOf('take all of them', 'take them all', 'will take all of them', 'swallow all of them')}(?<= ${anyOf('pills', 'tablets', 'meds', 'sleeping pills', 'painkillers')} [^]{0,150})${NOT_FOR_ME}`,
  `${anyOf('pills', 'tablets', 'meds', 'painkillers', 'sleeping pills')} ${across(6)}${anyOf('different pharmacy', 'different pharmacies', 'several pharmacies', 'many pharmacies', 'three pharmacies')} so ${anyOf('they dont ask', 'nobody asks', 'no one asks', 'they wont ask')}${notBefore('for|about|why|me for')}${NOT_FOR_ME}`,
  askedForMe(anyOf('drink bleach', 'drinks bleach', 'drinking bleach', 'swallow bleach', 'drink rat poison', 'drink antifreeze'), anyOf('not for cleaning', 'not to clean')),
];

export const SPANISH_MEANS_AT_HAND = [
  meansWhenAlone(anyOf('la escopeta', 'la pistola', 'el arma', 'el rifle'), `${anyOf('tranquilo', 'tranquila', 'no te preocupes')} ${upTo(1)}no es para nadie mas${notBefore('que')}`),
];

export const PORTUGUESE_MEANS_AT_HAND = [
  meansWhenAlone(
    `${anyOf('comprei', 'juntei', 'guardei')} ${anyOf('uns', 'os', 'umas', 'as', 'muitos')} ${anyOf('remedios', 'comprimidos', 'calmantes')} a mais`,
    anyOf('quando ninguem estiver em casa'),
  ),
];

export const FRENCH_MEANS_AT_HAND = [
  meansWhenAlone(`${anyOf('le charbon', 'du charbon')} ${anyOf('dans la voiture', 'dans le garage')}`, anyOf('je ferme les portes')),
];

export const GERMAN_MEANS_AT_HAND = [
  `${anyOf('trinke', 'trink')} ${anyOf('jetzt', 'gerade', 'grad')} ${anyOf('wodka', 'schnaps', 'korn')} ${anyOf('mit', 'zu')} ${anyOf('meine', 'meinen', 'den')} ${anyOf('schlaftabletten', 'tabletten', 'pillen')}(?! (?:\\. )?(?:nein|natürlich nicht|oder)(?= ))`,
  `wie ${anyOf('viel', 'viele')} meter ${across(3)}${anyOf('sicher tot', 'sicher sterben', 'sicher zu sterben')}`,
];

export const ITALIAN_MEANS_AT_HAND = [
  meansWhenAlone(anyOf('le pillole', 'la pistola', 'i farmaci'), anyOf('aspetto che (?:mia madre|mio padre|mia moglie|mio marito|i miei) (?:vada|esca|parta|vadano|escano|partano)', 'stasera sono solo', 'stasera sono sola')),
];

export const RUSSIAN_MEANS_AT_HAND = [
  meansWhenAlone(`${anyOf('таблетки', 'снотворное', 'колёса')} ${anyOf('накопил', 'накопила')}`, anyOf('самое время', 'никого не будет')),
];

export const TURKISH_MEANS_AT_HAND = [
  `${anyOf('fare zehiri', 'böcek ilacı', 'çamaşır suyu')} ${across(10)}${anyOf('içeceğim', 'içicem')}${notBefore('mi|mı|diye')}(?<!${anyOf('çay', 'kahve', 'ayran', 'su', 'bira', 'şarap', 'kola', 'meyve suyu', 'limonata', 'süt')} ${anyOf('içeceğim', 'içicem')})${NOT_FOR_ME}`,
];

export const INDONESIAN_MEANS_AT_HAND = [
  askedForMe(`${anyOf('obat nyamuk', 'racun tikus', 'baygon', 'pemutih', 'cairan pembersih')} ${across(3)}${anyOf('kalau diminum', 'kalo diminum', 'klo diminum', 'diminum')} ${anyOf('bisa mati', 'mati ga', 'mati gak', 'mati nggak')}`, anyOf('saya serius', 'aku serius', 'gw serius', 'bukan bercanda', 'ga bercanda', 'gak bercanda')),
];
