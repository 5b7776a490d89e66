import { labelled } from './label';

/**
 * Round 8 (issue #33): crises shaped like the false alarms the eighth round's changes let through
 * (a will only beside another sign, someone else's warning, an accident foretold, years ago, an
 * idiom of work), which the changes must not hide; written for this round, in no other set.
 */
export const EIGHTH_ROUND_TWINS = [
  ...labelled('es', 'fan', { crisis: ['hice mi testamento, el domingo lo hago y ya'], safe: [] }),
  ...labelled('pt', 'fan', { crisis: ['fiz meu testamento e escrevi uma carta pra minha mãe, sexta eu vou embora de vez'], safe: [] }),
  ...labelled('de', 'fan', {
    crisis: ['hab mein testament geschrieben und die briefe liegen bereit', 'damals war alles okay, jetzt hab ich jeden tag suizidgedanken'],
    safe: [],
  }),
  ...labelled('fr', 'fan', { crisis: ["j'ai fait mon testament, dimanche je pars pour de bon"], safe: [] }),
  ...labelled('it', 'fan', { crisis: ['mia madre dice che esagero ma io mi ammazzo davvero stanotte'], safe: [] }),
  ...labelled('en', 'fan', { crisis: ["i'm going to kill myself one day, i know it"], safe: [] }),
  ...labelled('id', 'fan', { crisis: ['capek banget sama hidup, mau mati aja beneran'], safe: [] }),
];
