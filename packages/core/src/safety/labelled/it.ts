import { labelled } from './label';

/** Fan messages in Italian. */
export const ITALIAN_FAN = labelled('it', 'fan', {
  crisis: [
    'voglio morire',
    'mi voglio ammazzare',
    'penso al suicidio ogni giorno',
    'non voglio più vivere',
    'mi sono tagliata di nuovo',
    'quante pillole servono per morire',
    'stanotte la faccio finita',
    'sarebbero tutti meglio senza di me',
    'non ho più motivi per vivere',
    'vorrei addormentarmi e non svegliarmi più',
    'voglio uccidermi',
    'ho pensieri suicidi da settimane',
  ],
  safe: [
    'muoio di fame',
    'sto morendo dal ridere',
    'questo traffico mi uccide',
    'ho visto un film su un suicidio',
    'il gatto della mia amica è morto',
    'ho ucciso il boss finalmente',
    'mi sono tagliata i capelli',
    'muoio dalla voglia di vederti',
    'morta di sonno oggi',
    'ucciderei per una pizza',
    'mi hai fatto morire dal ridere',
    'il suicidio di quel cantante è al telegiornale',
    'ciao bella, come stai oggi?',
  ],
});
