import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Morire dal ridere / di fame / dalla voglia" are idioms. */
const DIE_IDIOM =
  'da|dal|dalla|dalle|dai|di (?:fame|sete|sonno|caldo|freddo|paura|noia|vergogna|risate|invidia|gelosia|amore|stanchezza)|per';
const THIRD_PERSON = 'lui|lei|loro|la mia amica|il mio amico|mia sorella|mio fratello|su un|su una|sul|di quel|di quella|del';

const fan = [
  // Ideation and intent: "voglio morire", "mi voglio ammazzare", "la faccio finita".
  unlessAfter(`${anyOf('voglio', 'vorrei', 'ho voglia di', 'desidero', 'preferisco', 'preferirei', 'sto pensando di', 'penso di', 'devo', 'mi piacerebbe', 'ho deciso di')} (?:solo |proprio |davvero )?${anyOf('morire', 'essere morto', 'essere morta', 'uccidermi', 'ammazzarmi', 'suicidarmi', 'togliermi la vita', 'farla finita', 'farmi del male', 'sparire per sempre', 'impiccarmi')}${notBefore(DIE_IDIOM)}`, 'non|mai'),
  `mi ${anyOf('voglio', 'vorrei', 'devo')} ${anyOf('ammazzare', 'uccidere', 'suicidare', 'togliere la vita', 'impiccare')}`,
  unlessAfter(`mi ${anyOf('ammazzo', 'uccido', 'suicido', 'impicco', 'tolgo la vita')}${notBefore(`${DIE_IDIOM}|con|a`)}`, 'non|mai'),
  `${anyOf('la faccio', 'farla', 'la faro', 'la voglio fare')} finita${notBefore('con (?!la vita|tutto)')}`,
  `non ${anyOf('voglio', 'ho voglia di', 'ce la faccio a')} piu vivere`,
  `${anyOf('non ho piu', 'non ho', 'nessuna', 'senza')} voglia di vivere`,
  `non voglio (?:piu )?${anyOf('vivere', 'esistere', 'svegliarmi')}${notBefore('in|a|qui|li|con|senza|presto|cosi')}`,
  `${anyOf('nessun', 'nessuna', 'non ho', 'non ho piu', 'non ho nessun', 'non ho piu nessun', 'senza')} ${anyOf('motivo', 'motivi', 'ragione', 'ragioni', 'senso')} (?:per|di) vivere`,
  `la vita non ha (?:piu )?senso`,
  `${anyOf('stanca', 'stanco', 'stufa', 'stufo', 'esausta', 'esausto')} di ${anyOf('vivere', 'essere viva', 'essere vivo', 'esistere', 'questa vita')}`,
  `(?:non )?vale la pena (?:di )?vivere`,
  `${anyOf('addormentarmi', 'dormire', 'addormentarmi per sempre')} e non ${anyOf('svegliarmi', 'risvegliarmi')} piu`,
  `${anyOf('meglio', 'piu felici', 'piu felice')} senza di me`,
  `nessuno ${anyOf('sentirebbe', 'sentira', 'sente')} la mia mancanza`,
  `a nessuno ${anyOf('mancherei', 'manchero', 'importerebbe se morissi')}`,
  unlessAfter(`${anyOf('pensieri', 'pensiero', 'idee', 'tendenze')} suicid[ie]?`, THIRD_PERSON, 1),
  `${anyOf('penso', 'pensando', 'pensare', 'pensato', 'penso spesso')} al suicidio`,
  // Method questions: "quante pillole per morire", "buttarmi dal ponte".
  `quant[ei] ${anyOf('pillole', 'pastiglie', 'compresse', 'tachipirine', 'sonniferi')} ${upTo(4)}${anyOf('morire', 'uccidermi', 'uccidere', 'non svegliarmi')}`,
  `${anyOf('buttarmi', 'lanciarmi', 'gettarmi', 'mi butto', 'mi lancio')} ${anyOf('dal', 'da un', 'da una', 'dalla', 'sotto', 'giu')}`,
  // Self-harm: "mi sono tagliata di nuovo", "mi taglio quando sto male".
  unlessAfter(`mi (?:sono )?${anyOf('tagliata', 'tagliato', 'taglio', 'tagliavo', 'ferisco', 'ferita', 'ferito', 'faccio del male', 'autolesiono', 'brucio', 'bruciata', 'bruciato')}${notBefore('i capelli|il|la|le|lo|un|una|mentre|con il coltello|cucinando|per sbaglio|col|con la')}`, THIRD_PERSON),
  `mi (?:sono )?${anyOf('tagliata', 'tagliato', 'taglio', 'tagliavo', 'bruciata', 'bruciato', 'brucio')} ${anyOf('le braccia', 'il braccio', 'i polsi', 'il polso', 'le gambe', 'le cosce', 'la pelle', 'le vene')}`,
  unlessAfter(`${anyOf('autolesionismo', 'autolesionista', 'tagliarmi', 'ferirmi')}${notBefore('i capelli|il|la|le|per sbaglio')}`, THIRD_PERSON, 1),
];

const reply = [
  `${anyOf('dovresti', 'devi', 'faresti meglio a', 'perche non', 'fallo e')} ${anyOf('ucciderti', 'ammazzarti', 'morire', 'suicidarti', 'tagliarti', 'farla finita', 'toglierti la vita', 'impiccarti')}`,
  unlessAfter(`${anyOf('ucciditi', 'ammazzati', 'suicidati', 'impiccati', 'tagliati', 'tagliati le vene')}${notBefore('i capelli|le unghie|la barba')}`, 'non'),
  atSentenceStart(`muori${notBefore(DIE_IDIOM)}`),
  `nessuno ${anyOf('sentirebbe', 'sentira', 'sentirà')} la tua mancanza`,
  `nessuno ti ${anyOf('rimpiangerebbe', 'piangerebbe', 'piangera')}`,
  `${anyOf('meglio', 'piu felici')} senza di te`,
  `${anyOf('tagliarti', 'la morte', 'morire', 'il suicidio')} ti ${anyOf('fara stare meglio', 'aiutera', 'liberera')}`,
];

export const ITALIAN: LanguageLexicon = { fan, reply };
