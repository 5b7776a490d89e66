import { across, anyOf, upTo } from './phrase-syntax';

/*
 * Round 8 (issue #33): a will is a crisis only beside another sign. Held-out sets kept bringing
 * wills written calmly at 63, 72 or 75 ("Ho fatto testamento e ho comprato il loculo... mi sento
 * più leggero"), and a will on its own matched in five languages. Beside a goodbye, a day, a means,
 * letters, life insurance or a teenager's age it still does ("ho fatto il testamento e scritto le
 * lettere, domenica lo faccio").
 */

/**
 * A will phrase, with one of `signs` up to 20 words after it or up to 160 characters before its end,
 * and no precaution said near it (`withoutAReason`, below). The checks run only once the phrase
 * matched, so the lookbehinds cost nothing on other text.
 */
const willBesideASign = (will: string, signs: string): string =>
  `${will}(?:(?= ${across(20)}${anyOf(signs)}(?= |$))|(?<=(?:^| )${anyOf(signs)} [^]{0,160}))${withoutAReason}`;

/**
 * A will made as a precaution, said so ("Ho paura dell'operazione al cuore di lunedì. Ho fatto
 * testamento, per sicurezza"): then a day named is the surgery's, not the fan's. Only the precaution
 * itself: a surgery or a diagnosis can as well be what a crisis follows.
 */
const REASONS = 'per sicurezza|per precauzione|por si acaso|por precaucion|por precaucao|por via das duvidas|par precaution|au cas ou|vorsichtshalber|sicherheitshalber';
const withoutAReason = `(?<!(?:^| )${anyOf(REASONS)} [^]{0,160})(?! ${across(20)}${anyOf(REASONS)}(?= |$))`;

const DAYS = {
  es: 'lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|el finde',
  pt: 'segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje a noite|essa noite|esta noite',
  fr: 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|cette nuit',
  it: 'lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|domani|stanotte|stasera',
  de: 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|heute nacht|am wochenende',
};

export const SPANISH_WILLS = [
  willBesideASign(
    `${anyOf('hice', 'he hecho', 'escribi', 'estoy haciendo')} mi testamento(?! vital)`,
    `a los 1\\d|adios|despedirme|gracias por todo|perdon por todo|cartas?|ya no voy a estar|cuando no este|lo hago|suicid[^ ]*|seguro de vida|pastillas|cuerda|${DAYS.es}`,
  ),
];

export const PORTUGUESE_WILLS = [
  willBesideASign(
    `${anyOf('fiz', 'escrevi', 'to fazendo', 'estou fazendo')} ${anyOf('meu testamento', 'o meu testamento')}(?! vital)`,
    `aos 1\\d|com 1\\d anos|adeus|me despedir|obrigad[ao] por tudo|carta|cartas|quando eu nao estiver|vou fazer|suicid[^ ]*|seguro de vida|remedios|corda|${DAYS.pt}`,
  ),
];

export const FRENCH_WILLS = [
  willBesideASign(
    `${anyOf('jai fait', 'fait', 'jai ecrit', 'ecrit')} ${anyOf('mon testament', 'mes dernieres volontes')}`,
    `a 1\\d ans|adieu|merci pour tout|pardon pour tout|lettres?|quand je serai plus la|je vais le faire|suicid[^ ]*|assurance vie|cachets|corde|${DAYS.fr}`,
  ),
];

export const ITALIAN_WILLS = [
  willBesideASign(
    `${anyOf('ho fatto', 'fatto', 'ho scritto', 'scritto', 'sto facendo')} ${anyOf('testamento', 'il mio testamento', 'il testamento')}(?! biologico)`,
    `a 1\\d anni|addio|grazie di tutto|grazie per tutto|lettere?|quando non ci saro piu|lo faccio|suicid[^ ]*|assicurazione sulla vita|pastiglie|corda|${DAYS.it}`,
  ),
];

export const GERMAN_WILLS = [
  willBesideASign(
    `${anyOf('mein testament', 'ein testament', 'nen testament', 'das testament', 'testament')}(?<! ${anyOf('sein', 'ihr', 'oma', 'opa', 'eltern', 'vater', 'mutter', 'papa', 'mama', 'onkel', 'tante')} ${upTo(3)}${anyOf('mein testament', 'ein testament', 'nen testament', 'das testament', 'testament')}) ${anyOf('geschrieben', 'gemacht', 'aufgesetzt', 'fertig', 'verfasst')}`,
    `mit 1\\d|abschied[^ ]*|tschüss|lebt wohl|briefe?|wenn ich nicht mehr da bin|suizid[^ ]*|lebensversicherung|tabletten|strick|${DAYS.de}`,
  ),
];
