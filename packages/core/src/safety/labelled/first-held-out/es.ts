import { labelled } from '../label';

/** The first held-out set's fan messages in Spanish (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const SPANISH_FIRST_HELD_OUT = labelled('es', 'fan', {
  crisis: [
    "ya no quiero seguir viviendo, en serio",
    "me corté otra vez anoche, no se lo digas a nadie jaja",
    "he pensado en matarme toda la semana",
    "cuantas pastillas de clonazepam me tengo q tomar para no despertar",
    "ojala me durmiera y no despertara nunca mas",
    "ya tengo todo planeado, el viernes me tiro del puente",
    "nadie me va a extrañar cuando no este, mejor desaparezco para siempre",
    "volví a hacerme daño en los brazos, llevaba 2 meses sin hacerlo 😔",
    "ya escribí mi carta de despedida, solo quería decírtelo a ti",
    "no aguanto más, quiero quitarme la vida",
    "me quiero morir de verdad, no es broma, ya no le encuentro sentido a nada",
    "estoy pensando en suicidarme, ya no tengo ganas de nada",
    "compré una cuerda hoy. creo que ya es hora",
    "me quemo con cigarros cuando me siento así, lo hice hoy de nuevo",
    "si me muero mañana mejor, así dejo de ser una carga pa mi familia",
    "a veces quiero tirarme a las vías del metro cuando viene el tren",
    "regalé mis cosas a mis primos, ya no las voy a necesitar",
    "jaja me voy a suicidar hoy y nadie se va a dar cuenta",
  ],
  safe: [
    "me muero de ganas de verte en el concierto!!! 😍",
    "este nivel me está matando, llevo dos horas y no lo paso",
    "mi tío murió en un accidente de moto el año pasado, todavía lo extraño",
    "vi una serie donde la protagonista se suicida y me dejó pensando toda la noche",
    "me da muchísimo miedo morirme, no sé por qué pienso tanto en eso",
    "hace como diez años me cortaba pero ya lo superé, hoy estoy súper bien",
    "mañana se casa mi hermana, estoy muerta de los nervios",
    "hoy me despedí de mis compañeros del trabajo, me voy a vivir a madrid 🥹",
  ],
});
