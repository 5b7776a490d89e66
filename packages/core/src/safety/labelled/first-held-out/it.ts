import { labelled } from '../label';

/** The first held-out set's fan messages in Italian (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const ITALIAN_FIRST_HELD_OUT = labelled('it', 'fan', {
  crisis: [
    "non ho più voglia di vivere, davvero",
    "mi sono tagliata di nuovo ieri sera, scusa se te lo dico",
    "penso di ammazzarmi da giorni",
    "quante pillole devo prendere per non svegliarmi più",
    "ho deciso, domenica mi butto dal ponte",
    "ci sono ricascata, mi sono fatta male alle braccia dopo 4 mesi 😞",
    "ho scritto una lettera d'addio per mia madre stasera",
    "mi ammazzo ahahah tanto a nessuno frega niente",
    "oggi ho comprato una corda. penso sia arrivato il momento",
    "mi brucio con l'accendino quando sto male, l'ho rifatto oggi",
    "a volte spero che un camion mi investa mentre vado a scuola",
    "penso al suicidio tutte le notti ormai",
    "ho regalato le mie cose a mio fratello, tanto non mi serviranno più",
    "voglio morire sul serio, non è un modo di dire",
    "sto pensando di togliermi la vita, sei l'unico con cui parlo",
  ],
  safe: [
    "sto boss mi sta uccidendo, non lo passo più",
    "non vedo l'ora di vederti, muoio dalla voglia!!",
    "mio nonno è morto la settimana scorsa, mi manca tantissimo",
    "hai visto il film dove lui si butta dal ponte alla fine? che finale",
    "ho una paura matta di morire, soprattutto in aereo",
    "mi tagliavo da ragazzina ma sono passati 10 anni, ora sto benissimo",
    "oggi ultimo giorno in ufficio, ho salutato i colleghi, che magone",
    "al matrimonio di mia cugina ho ballato fino a morire 😅",
  ],
});
