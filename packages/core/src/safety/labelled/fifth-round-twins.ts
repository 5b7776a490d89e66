import { labelled } from './label';

/**
 * Round 5 (issue #33): a benign twin for each of lexicon/fifth-round.ts's families and for the
 * clean-streak guard, and relapses the guard must not hide (written for this round, in no other
 * set).
 */
export const FIFTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: [
      '6 months without cutting and i relapsed last night. cut again, worse than before',
      'two years clean from self harm and i broke it today. i burned my arm with a lighter',
    ],
    safe: [
      'i stopped existing on social media for a week and honestly it was the best week of my year',
      'is 10 floors high enough for a good view of the fireworks? booking a hotel for new years',
      'so disappointed i woke up late and missed the start of your stream 😭',
      'i could hit myself for forgetting your birthday stream lol',
      'opened up my arm on a nail in the shed, tetanus shot time 🙄',
      'the guy in that movie put the gun to his head and i had to look away',
      '1 year without self harm today. my therapist got me a cake 🎂',
    ],
  }),
  ...labelled('es', 'fan', {
    crisis: ['llevaba 5 meses sin cortarme y anoche recaí, me corté otra vez los brazos'],
    safe: [
      '¿cuántas pastillas de ibuprofeno son mortales para un perro? el mío se comió dos del suelo',
      'ya tengo la cuerda para el columpio de mi sobrina, el sábado lo montamos',
      'un año sin autolesionarme 🥹 nunca pensé que llegaría este día',
    ],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['3 meses sem me cortar e ontem recaí, voltei a me cortar na coxa'],
    safe: [
      'alguém sabe se 30 dipirona mata um cachorro? o meu comeu a cartela inteira e tô desesperada',
      'separei a corda pra amarrar a rede na varanda, finalmente',
      'me bati na porta do armário e ficou roxo kkk sou muito desastrada',
      'se eu morresse de vergonha hoje ninguém ia estranhar kkk apresentei o trabalho errado',
      'um ano sem me machucar hoje 💜 obrigada por ter feito parte disso',
    ],
  }),
  ...labelled('fr', 'fan', {
    crisis: ['3 mois sans me scarifier et j’ai rechuté hier soir, je me suis recoupée'],
    safe: [
      'si je me réveillais pas à temps demain je ratais mon train, heureusement que j’ai trois réveils',
      'combien de comprimés de doliprane c’est mortel pour un chat ? le mien en a avalé un par terre',
      'ce sera mon dernier anniversaire avant mes 30 ans, grosse fête samedi !',
      'je me cogne la tête contre le placard chaque fois que je me lève, cette cuisine est trop petite',
      'dites-leur que je les aimais bien quand même, même si je quitte le serveur',
      'dans le film il met le canon de son arme dans sa bouche, j’ai pas pu regarder',
    ],
  }),
  ...labelled('it', 'fan', {
    crisis: ['4 mesi senza tagliarmi e stanotte ci sono ricascata, mi sono tagliata di nuovo'],
    safe: ['oggi 6 mesi senza farmi del male, la mia psicologa è fiera di me'],
  }),
  ...labelled('de', 'fan', {
    crisis: [],
    safe: ['heute 8 monate ohne ritzen, bin echt stolz auf mich'],
  }),
];
