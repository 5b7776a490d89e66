import { labelled } from './label';

/**
 * Round 11 (issue #33): explicit statements a review of the tenth round found the lexicon missing
 * (the Spanish clitic before the verb, "me voy a quitar la vida"; German pills all taken at once),
 * and benign messages worded like them. Written for this round, in no other set.
 */
export const ELEVENTH_ROUND_TWINS = [
  ...labelled('es', 'fan', {
    crisis: [
      'me voy a quitar la vida esta noche, ya no aguanto',
      'me quiero quitar la vida y nadie lo sabe',
      'el sábado me voy a ahorcar en el garaje',
      'mañana me ahorco, ya está decidido',
      'me pienso quitar la vida cuando se vayan todos',
      'me voy a cortar las venas en la bañera',
    ],
    safe: [
      'me voy a quitar la vida social hasta que acaben los exámenes jaja',
      'el abuelo dice que mañana se ahorca si pierde el Betis otra vez, es su chiste de siempre',
      'me voy a cortar el pelo cortito como tú, qué opinas?',
    ],
  }),
  ...labelled('de', 'fan', {
    crisis: ['hab die schlaftabletten gesammelt und nehme heute nacht alle', 'die tabletten liegen bereit, ich schluck jetzt alle'],
    safe: ['die tabletten vom arzt hab ich, ich nehme heute alle drei nach dem essen', 'meine vitamintabletten sind da, ich nehme jetzt alle zusammen mit dem frühstück'],
  }),
];
