import { labelled } from './label';

/**
 * Round 14 (issue #33): the twelfth held-out set's missed families, each with benign twins written
 * for this round and in no other set: "been planning to end things", a goodbye to the world, chat
 * spellings ("to querendo me mata", "mw mati"), an urge to burn oneself, self-harm intent in Russian
 * Latin letters; and the benign halves of a family tried and dropped after a review (a doubt about
 * still being there beside a decision made, decision 010).
 */
export const FOURTEENTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: [
      'been planning to end things this week, just wanted to say your streams helped',
      // The fan's own "no point" beside the twelfth set's brother who "doesn't see the point anymore".
      'honestly i just dont see the point anymore',
      'some nights i really dont see the point of me anymore',
      'i dont see the point in waking up anymore tbh',
    ],
    safe: [
      "if i'm still here in town next week i'll come to the meetup, already decided to extend my trip",
      'not sure if ill still be around for the raid, already decided to log off early tonight',
      'planning to end things with my boyfriend tonight, wish me luck',
    ],
  }),
  ...labelled('es', 'fan', {
    crisis: ['ya quiero despedirme de este mundo, no aguanto más', 'me despido de todos, ya no puedo más con esto'],
    safe: ['voy a despedirme del mundo de las redes por un mes, necesito un descanso', 'me despido de todos, mañana salgo de viaje y ya no puedo más de la emoción'],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['to querendo me mata faz dias, não aguento mais'],
    safe: ['to querendo me mata de rir com esse vídeo kkkk', 'minha mãe tá querendo me mata porque eu tirei nota baixa kkk'],
  }),
  ...labelled('fr', 'fan', {
    crisis: [],
    safe: ["si je suis encore à paris la semaine pro je viens te voir, c'est décidé"],
  }),
  ...labelled('de', 'fan', {
    crisis: ['der drang mich wieder zu ritzen ist heute so stark'],
    safe: [
      'falls ich nächste woche noch in berlin bin, komm ich vorbei, hab mich schon entschieden',
      'ich hab beschlossen, dass dieser monat mein letzter im büro ist, ich kündige',
      'der drang mich in der sonne zu verbrennen ist bei mir null, ich creme mich immer ein',
    ],
  }),
  ...labelled('ru', 'fan', {
    crisis: ['segodnya nochyu opyat budu sebya rezat, lezvie uzhe prigotovila'],
    safe: ['dva goda nazad dumala ne dozhivu do 18, a seichas mne 20 i vsyo horosho', 'вчера думала не доживу до пятницы, так устала, но выходные спасли'],
  }),
  ...labelled('tr', 'fan', {
    crisis: [],
    safe: ["haftaya hala istanbul'da olursam gelirim, kararımı verdim"],
  }),
  ...labelled('id', 'fan', {
    crisis: ['udh capek bgt, mw mati aja'],
    safe: ['kalo minggu depan aku masih di bandung aku dateng, udah mutusin kok', 'besok mw ke mall ga? aku udah mutusin beli sepatu'],
  }),
];
