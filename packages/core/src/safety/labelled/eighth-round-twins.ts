import { crisisFans } from './label';

/**
 * Round 8 (issue #33): crises shaped like the false alarms the eighth round's changes let through
 * (a will only beside another sign, someone else's warning, an accident foretold, years ago, an
 * idiom of work), which the changes must not hide; written for this round, in no other set.
 */
export const EIGHTH_ROUND_TWINS = [
  ...crisisFans('es', ['hice mi testamento, el domingo lo hago y ya']),
  ...crisisFans('pt', ['fiz meu testamento e escrevi uma carta pra minha mãe, sexta eu vou embora de vez']),
  ...crisisFans('de', ['hab mein testament geschrieben und die briefe liegen bereit', 'damals war alles okay, jetzt hab ich jeden tag suizidgedanken']),
  ...crisisFans('fr', ["j'ai fait mon testament, dimanche je pars pour de bon"]),
  ...crisisFans('it', ['mia madre dice che esagero ma io mi ammazzo davvero stanotte']),
  ...crisisFans('en', ["i'm going to kill myself one day, i know it"]),
  ...crisisFans('id', ['capek banget sama hidup, mau mati aja beneran']),
];
