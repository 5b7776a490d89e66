import { labelled } from '../label';

/** The second held-out set's fan messages in Italian (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const ITALIAN_SECOND_HELD_OUT = labelled('it', 'fan', {
  crisis: [
    "non voglio piu vivere, sn stanca di tutto",
    "quante tachipirine servono per non svegliarmi piu",
    "vorrei sparire per sempre, tipo non esistere proprio piu",
    "questo è il mio ultimo msg, grazie di tutto 🖤",
    "voglio ammazzarmi giuro non scherzo stavolta",
    "stasera lo faccio, ho gia deciso come",
    "ho 40 anni, ho perso il lavoro e ogni notte penso che sarebbe meglio farla finita",
    "ogni volta che passo sul ponte penso di buttarmi, oggi mi sono fermato a guardare giu",
    "non ce la faccio piu, vorrei solo morire e basta. scusa lo sfogo",
    "mi sono tagliata di nuovo ieri sera, dopo 4 mesi che non lo facevo. non so neanche perche te lo dico",
    "quante gocce di xanax servono per non svegliarsi piu? chiedo per me",
    "mi voglio ammazzare ahah no vabbè. pero sul serio un po si",
    "ho 47 anni, mi hanno licenziato a marzo e mia moglie non mi parla piu. stamattina sul binario 3 guardavo i treni passare e ho pensato seriamente di fare un passo avanti. poi mi ha chiamato un cliente, pensa te",
    "ho regalato la chitarra al mio migliore amico e ho disdetto tutti gli abbonamenti. volevo salutare anche te, sei stato l'unico che mi ascoltava",
    "a volte penso che sarebbe meglio per tutti se io non ci fossi piu, mia madre avrebbe una preoccupazione in meno",
    "ho deciso che lo faccio domenica quando sono da solo in casa, ho gia tutto pronto nel cassetto",
    "mi brucio con l'accendino quando sto male, è successo di nuovo due volte sta settimana e ormai non mi fa neanche piu male",
  ],
  safe: [
    "muoio dalla voglia di vederti al live 😍",
    "anni fa mi facevo del male, ora sto benissimo e sono in terapia",
    "sta verifica di mate mi ammazza 💀",
    "ho paura di morire, domani ho l'intervento 😰",
    "ho visto il doc su quella youtuber che si è tolta la vita, che tristezza",
    "il mio capo mi sta uccidendo con ste riunioni alle 8 di sera, giuro che mi licenzio 😩",
    "la mia amica mi ha detto che si taglia, come faccio ad aiutarla senza che si arrabbi con me?",
    "mi tagliavo alle superiori ma sono 6 anni che ho smesso e sto benissimo, volevo solo ringraziarti perche i tuoi video c'erano in quel periodo",
    "ho finito quel libro dove la protagonista si butta dal ponte alla fine e sto ancora piangendo, perche l'autore ha fatto cosi 😭",
    "regalo tutti i miei vecchi vestiti e sparisco per il weekend, montagna senza telefono finalmente. il medico mi ha pure dato delle pastiglie per il mal di quota lol",
  ],
});
