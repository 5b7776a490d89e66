import { ITALIAN_WILLS } from './wills';
import { ITALIAN_SHARED_FAMILIES } from './shared-families';
import { ITALIAN_PAST_TELLING, ITALIAN_RECOVERY } from './past-and-others';
import { toldAsRecovered } from './told-as-recovered';
import { ITALIAN_SELF_HARM_INTENT } from './self-harm-intent';
import { ITALIAN_CATEGORY_FAMILIES } from './it-categories';
import { across, acrossWithout, anyOf, bundled, atPhraseEnd, gapWithout, withSpellings, atSentenceStart, headUnlessAfter, notBefore, toldAsPast, unlessAfter, upTo, type LanguageLexicon, notAfterWithin } from './phrase-syntax';

/** "Morire dal ridere / di fame / dalla voglia" are idioms. */
const DIE_IDIOM =
  'da(?! (?:giorni|settimane|mesi|anni|tempo|ieri|stamattina|stamani|un po|quando|sempre|qualche))|dal|dalla|dalle|dai|di (?:fame|sete|sonno|caldo|freddo|paura|noia|vergogna|risate|invidia|gelosia|amore|stanchezza|lavoro|studio|fatica|allenamento|compiti)|per';
const THIRD_PERSON = 'lui|lei|loro|la mia amica|il mio amico|mia sorella|mio fratello|su un|su una|sul|di quel|di quella|del';

/** Who a farewell letter is for, when it says goodbye to life rather than to a job. */
const FAMILY = anyOf('famiglia', 'mamma', 'madre', 'papa', 'padre', 'genitori', 'fratello', 'sorella', 'fratelli', 'sorelle', 'fratellino', 'sorellina', 'figli', 'figlio', 'figlia', 'nonna', 'nonno', 'nonni', 'migliore amica', 'migliore amico', 'ragazza', 'ragazzo', 'moglie', 'marito', 'cugina', 'cugino', 'amici', 'amiche', 'te', 'voi', 'persone che amo');
/** Pills a fan could stockpile or ask a lethal amount of. */
const PILLS = anyOf('pillole', 'pastiglie', 'compresse', 'farmaci', 'medicine', 'medicinali', 'sonniferi', 'antidepressivi', 'xanax', 'tachipirine', 'tachipirina', 'gocce', 'benzodiazepine', 'psicofarmaci', 'calmanti', 'paracetamolo');

const written = [
  // Ideation and intent: "voglio morire", "mi voglio ammazzare", "la faccio finita".
  unlessAfter(`${anyOf('voglio', 'vorrei', 'ho voglia di', 'desidero', 'preferisco', 'preferirei', 'sto pensando di', 'penso di', 'devo', 'mi piacerebbe', 'ho deciso di')} (?:solo |proprio |davvero )?${anyOf('morire', 'essere morto', 'essere morta', 'uccidermi', 'ammazzarmi', 'suicidarmi', 'togliermi la vita', 'farmi del male', 'impiccarmi')}${notBefore(DIE_IDIOM)}`, 'non|mai'),
  `mi ${anyOf('voglio', 'vorrei', 'devo')} ${anyOf('ammazzare', 'uccidere', 'suicidare', 'togliere la vita', 'impiccare')}`,
  unlessAfter(`mi ${anyOf('ammazzo', 'uccido', 'suicido', 'impicco', 'tolgo la vita')}${notBefore(`${DIE_IDIOM}|con|a`)}`, 'non|mai'),
  unlessAfter(`${anyOf('la faccio', 'farla', 'la faro', 'la voglio fare', 'falla', 'la farei')} finita${notBefore('con(?! (?:la vita|tutto|me|questa vita|tutti|il mondo)(?: |$))|una volta per tutte con|subito con|presto con')}`, 'non vedo lora di|vuoi|vuole|vogliamo|dobbiamo|devi|deve|possiamo|puoi', 0),
  `non ${anyOf('voglio', 'ho voglia di', 'ce la faccio a')} piu vivere`,
  `${anyOf('non ho piu', 'non ho', 'nessuna', 'senza')} voglia di vivere${notBefore('a|in|qui|li|la|lontano|da sol[ao]|vicino')}`,
  `non voglio (?:piu )?${anyOf('vivere', 'esistere', 'svegliarmi')}${notBefore('in|a|qui|li|con|senza|presto|cosi')}`,
  `${anyOf('nessun', 'nessuna', 'non ho', 'non ho piu', 'non ho nessun', 'non ho piu nessun', 'senza')} ${anyOf('motivo', 'motivi', 'ragione', 'ragioni', 'senso')} (?:per|di) vivere`,
  `la vita non ha (?:piu )?senso`,
  `${anyOf('stanca', 'stanco', 'stufa', 'stufo', 'esausta', 'esausto')} di ${anyOf('vivere', 'essere viva', 'essere vivo', 'esistere', 'questa vita')}${notBefore('con|in|a|qui|cosi lontano|lontano|da sol[ao] in|dai miei')}`,
  `(?:non )?vale la pena (?:di )?vivere`,
  `${anyOf('addormentarmi', 'dormire', 'addormentarsi')} (?:per sempre )?e ${anyOf('non', 'mai piu', 'non piu')} ${anyOf('svegliarmi', 'risvegliarmi', 'svegliarsi', 'risvegliarsi')}(?: mai)?(?: piu)?(?= \\.| $| per| mai| davvero| e )`,
  `${anyOf('meglio', 'piu felici', 'piu felice')} senza di me`,
  `nessuno ${anyOf('sentirebbe', 'sentira', 'sente')} la mia mancanza`,
  `a nessuno ${anyOf('mancherei', 'manchero', 'importerebbe se morissi')}`,
  unlessAfter(`${anyOf('pensieri', 'pensiero', 'idee', 'tendenze')} suicid[ie]?`, THIRD_PERSON, 1),
  `${anyOf('penso', 'pensando', 'pensare', 'pensato', 'penso spesso')} al suicidio`,
  // Method questions: "quante pillole per morire", "buttarmi dal ponte".
  `quant[ei] ${PILLS} ${upTo(6)}${anyOf('morire', 'uccidermi', 'uccidere', 'non svegliarmi', 'non svegliarsi', 'non risvegliarmi', 'non risvegliarsi', 'ammazzarmi', 'un overdose', 'overdose', 'sono letali', 'e letale', 'sono mortali', 'e mortale', 'farla finita')}`,
  `${anyOf('buttarmi', 'lanciarmi', 'gettarmi', 'mi butto', 'mi lancio')} ${anyOf('dal', 'da un', 'da una', 'dalla', 'sotto', 'giu')}`,
  // Self-harm: "mi sono tagliata di nuovo", "mi taglio quando sto male".
  unlessAfter(`mi (?:sono )?${anyOf('tagliata', 'tagliato', 'taglio', 'ferisco', 'ferita', 'ferito', 'faccio del male', 'autolesiono', 'brucio', 'bruciata', 'bruciato')}${notBefore('(?:(?:di nuovo|ancora) )?(?:i capelli|il|la|le|lo|un|una|mentre|con il coltello|cucinando|per sbaglio|col|con la|con il)')}`, THIRD_PERSON),
  `mi (?:sono )?${anyOf('tagliata', 'tagliato', 'taglio', 'bruciata', 'bruciato', 'brucio')} ${anyOf('le braccia', 'il braccio', 'i polsi', 'il polso', 'le gambe', 'le cosce', 'la pelle', 'le vene')}`,
  unlessAfter(`${anyOf('autolesionismo', 'autolesionista', 'tagliarmi', 'ferirmi')}${notBefore('i capelli|il|la|le|per sbaglio')}`, THIRD_PERSON, 1),
  // Intent and plans told indirectly (issue #33): a date picked, farewell letters, things given away, a last message.
  unlessAfter(`${anyOf('ho scelto', 'ho deciso', 'ho fissato', 'scelto', 'ho gia scelto', 'ho gia deciso', 'ho gia fissato')} ${anyOf('la data', 'il giorno', 'una data')}${notBefore('del|della|di|per|dello|dei|delle|dell|e lora|e il posto|in cui|con|libero|perfetto|giusto|da')}`, 'abbiamo|non|hanno|hai|ha', 1),
  `${anyOf('lettere', 'lettera', 'biglietti', 'biglietto', 'messaggi', 'messaggio', 'video')} ${anyOf('daddio', 'di addio', 'di saluto')} ${upTo(1)}${anyOf('per', 'a', 'alla', 'al', 'ai', 'alle', 'allo')} ${upTo(2)}${FAMILY}`,
  `${anyOf('scritto', 'ho scritto', 'lasciato', 'ho lasciato', 'gia scritto', 'scrivendo')} ${anyOf('le lettere', 'delle lettere', 'lettere', 'le mie lettere', 'le lettere daddio', 'lettere daddio', 'la mia lettera daddio', 'una lettera daddio')}(?= \\.| $| e | tutto )`,
  `${anyOf('regalato', 'dato via', 'ho dato', 'regalo', 'sto regalando', 'dato', 'ho regalato', 'sto dando via', 'lasciato')} ${upTo(10)}${anyOf('il mio modo di salutare', 'il mio modo di dire addio', 'il mio modo di salutarvi', 'il mio modo di salutarti', 'il mio addio', 'un addio', 'e un addio', 'e tutto pronto')}`,
  `non ${anyOf('sa', 'sanno')} che ${anyOf('e', 'era')} ${anyOf('un addio', 'il mio addio', 'un saluto')}`,
  `${anyOf('questo e', 'questo sara', 'probabilmente e', 'forse e', 'questo forse e', 'sara', 'credo sia', 'penso sia')} (?:probabilmente |forse )?il mio ${anyOf('ultimo messaggio', 'ultimo msg', 'messaggio finale')}${notBefore('di oggi|della giornata|per oggi|prima|fino|stasera|perche vado|vado a|nel|nella|sul|sulla|per ora|per adesso|dellanno')}`,
  `il mio ${anyOf('ultimo messaggio', 'ultimo msg', 'messaggio finale')} ${anyOf('per te', 'per voi', 'grazie', 'ti voglio bene', 'addio', 'ti amo')}`,
  `se ${anyOf('sparisco', 'muoio', 'me ne vado', 'non ci sono piu', 'non mi sveglio', 'lo faccio', 'non torno', 'mi ammazzo', 'mi uccido', 'non mi senti piu', 'non ci saro piu')}${notBefore('da|dal|dalla|per|qualche|un|una|in|con|durante|mentre|a|dal ridere|di')} ${upTo(5)}non ${anyOf('e', 'sara')} ${anyOf('colpa tua', 'tua colpa', 'colpa vostra', 'colpa di nessuno', 'vostra colpa')}`,
  `${anyOf('mettendo da parte', 'messo da parte', 'metto da parte', 'accumulando', 'accumulo', 'accumulato', 'conservando', 'nascondendo', 'tenendo da parte', 'raccogliendo', 'conservo', 'nascondo', 'tengo da parte')} ${upTo(2)}${PILLS}${notBefore('in|nel|nella|nell|per il viaggio|per le vacanze|sotto|della settimana|del mese')}`,
  `${anyOf('pillole', 'pastiglie', 'compresse', 'sonniferi', 'xanax', 'tachipirine', 'dose', 'ponte', 'piano', 'palazzo', 'corda', 'farmaci', 'overdose')} ${upTo(8)}(?:\\. )?${upTo(2)}${anyOf('chiedo per me', 'e per me', 'per me stessa', 'per me stesso', 'lo chiedo per me', 'non per un amico', 'non per unamica', 'non e per un amico', 'per me')}(?= \\.| $| davvero| sul serio| eh)`,
  `${anyOf('da che piano', 'da quale piano', 'che piano', 'quale piano', 'da che altezza', 'da quale altezza', 'quanto alto', 'quale ponte', 'che ponte', 'quanti piani')} ${upTo(6)}${anyOf('morire', 'non sopravvivere', 'per non sopravvivere', 'uccidermi', 'buttarsi', 'buttarmi', 'lanciarsi', 'lanciarmi', 'ammazzarsi', 'ammazzarmi', 'uccidersi')}`,
  `${anyOf('buttarmi', 'buttarsi', 'lanciarmi', 'gettarmi', 'saltare', 'mi butto', 'mi lancio')} ${upTo(4)}${anyOf('per non sopravvivere', 'per morire', 'e morire', 'e non sopravvivere', 'e farla finita')}`,
  `${anyOf('abbastanza alto', 'abbastanza alta', 'alto abbastanza', 'alta abbastanza')} ${upTo(3)}${anyOf('per morire', 'per non sopravvivere', 'per uccidermi', 'per farla finita', 'da non sopravvivere')}`,
  // No reason to go on.
  `${anyOf('che senso ha', 'a che serve', 'a cosa serve', 'perche dovrei', 'non ha piu senso', 'non ha senso', 'che senso avrebbe', 'non ce piu motivo di', 'non ce motivo di')} ${anyOf('vivere', 'continuare a vivere', 'restare in vita', 'stare al mondo', 'esistere', 'la mia vita', 'svegliarmi', 'andare avanti a vivere', 'essere viva', 'essere vivo')}${notBefore('in|qui|cosi lontano|a|con|senza|da|vicino|lontano')}`,
  `non ${anyOf('posso', 'riesco a', 'ce la faccio a', 'voglio')} (?:piu )?${anyOf('continuare a vivere', 'vivere cosi', 'andare avanti a vivere', 'vivere in questo modo', 'restare in vita')}${notBefore('in|qui|con|senza|a|da|lontano')}`,
  `non voglio piu ${anyOf('essere qui', 'stare qui', 'stare al mondo', 'essere al mondo', 'essere viva', 'essere vivo', 'esserci', 'esistere', 'restare qui')}${notBefore('a|in|con|per|domani|stasera|da|quando|al|alla|nel|nella|sola|solo|ad|se|perche|oggi')}`,
  `${anyOf('vorrei', 'voglio', 'ho voglia di', 'desidero')} dormire per sempre${notBefore('dopo|oggi|domani|questo|nel|stanotte|stasera|ahah|ahahah|lol')}`,
  `${anyOf('vorrei', 'voglio', 'penso di', 'sto pensando di', 'pronta a', 'pronto a')} ${anyOf('passare', 'andare')} ${anyOf('dallaltra parte', 'allaltro mondo', 'nellaltro mondo', 'dallaltra sponda')}${notBefore('della|del|di|dello|delle|dei|a|per|con')}`,
  `nessuno se ne ${anyOf('accorgerebbe', 'accorgera')} se ${anyOf('morissi', 'muoio', 'sparissi', 'sparisco', 'non ci fossi', 'non ci sono piu', 'non ci fossi piu', 'me ne andassi per sempre')}`,
  // Self-harm again: relapse, a tool, "until it bleeds", hidden cuts.
  `${anyOf('ricaduta', 'ricaduto', 'ci sono ricascata', 'ci sono ricascato', 'ricascata', 'ricascato', 'ho avuto una ricaduta', 'ricadere')} ${upTo(8)}(?:\\. )?${upTo(3)}${anyOf('lametta', 'lamette', 'lama', 'taglierino', 'rasoio', 'tagliata', 'tagliato', 'tagli', 'bruciata', 'bruciato', 'accendino', 'tagliarmi', 'bruciarmi', 'temperino')}`,
  `mi (?:sono )?${anyOf('brucio', 'bruciata', 'bruciato', 'taglio', 'tagliata', 'tagliato', 'ferisco', 'ferita', 'ferito')} ${upTo(1)}con ${anyOf('laccendino', 'un accendino', 'la sigaretta', 'le sigarette', 'una sigaretta', 'la lametta', 'una lametta', 'le lamette', 'il taglierino', 'un taglierino', 'una lama', 'la lama', 'il rasoio', 'un rasoio', 'il temperino', 'un temperino')}${notBefore('mentre|radendomi|per sbaglio|facendomi la barba|depilandomi')}`,
  unlessAfter(`${anyOf('graffio', 'graffiata', 'graffiato', 'graffiando', 'taglio', 'tagliata', 'tagliato', 'gratto', 'grattando', 'grattata', 'grattato', 'ferisco')} ${upTo(3)}fino a ${anyOf('sanguinare', 'far uscire il sangue', 'farmi sanguinare', 'farmi male')}`, 'ha|hai|gatto|gatta|cane|lui|lei|gattino', 0),
  `${anyOf('nascondo', 'nascondere', 'nascondendo', 'copro', 'coprire', 'coprendo', 'ho nascosto')} ${upTo(2)}${anyOf('i tagli', 'tagli', 'i miei tagli', 'le bruciature', 'le ferite', 'i segni dei tagli')}`,
  `${anyOf('tagli', 'bruciature', 'ferite', 'cicatrici')} ${upTo(3)}${anyOf('sotto le maniche', 'con le maniche lunghe', 'con le maniche', 'sotto la felpa', 'con la felpa', 'con i braccialetti', 'sotto i braccialetti', 'sotto la manica')}`,
  // Gone, a burden, preparations done.
  `${anyOf('non ci saro piu', 'non ci saro', 'non ci saro piu io', 'me ne saro andata', 'me ne saro andato')}(?= \\.| $| per| quando| domani| dopo| presto| comunque| tra)`,
  `${anyOf('regalato', 'dato via', 'ho dato', 'regalo', 'sto regalando', 'ho regalato', 'lasciato', 'ho lasciato')} ${upTo(12)}${anyOf('non mi servono piu', 'non mi serve piu', 'non mi serviranno piu', 'non mi servira piu', 'a me non servono piu', 'a me non serve piu', 'dove vado io', 'dove sto andando', 'dove vado')}${notBefore('perche|visto che|dato che|da quando|ho comprato|dopo il trasloco|col trasloco')}`,
  `${anyOf('meglio', 'piu tranquilli', 'piu tranquilla', 'piu tranquillo', 'piu felici', 'piu felice', 'piu facile', 'piu leggera', 'in pace')} ${upTo(1)}${anyOf('senza di me', 'senza me', 'se non ci fossi', 'se io non ci fossi', 'se non esistessi', 'se morissi', 'se sparissi', 'se non fossi mai nata', 'se non fossi mai nato', 'se non ci fossi piu')}`,
  `${anyOf('ti mancherei', 'vi mancherei', 'mancherei a qualcuno', 'qualcuno sentirebbe la mia mancanza', 'sentiresti la mia mancanza', 'ti accorgeresti', 'qualcuno se ne accorgerebbe')} ${upTo(2)}se ${anyOf('morissi', 'sparissi', 'non ci fossi piu', 'me ne andassi per sempre', 'mi uccidessi', 'mi ammazzassi', 'non ci fossi')}`,
  `nessuno ${anyOf('dovra piu', 'dovra', 'avra piu')} ${anyOf('sopportarmi', 'preoccuparsi per me', 'occuparsi di me', 'badare a me')}`,
  `${anyOf('cancellato', 'eliminato', 'regalato', 'scritto', 'sistemato', 'ho cancellato', 'ho eliminato', 'ho sistemato')} ${upTo(12)}(?:\\. )?${upTo(4)}${anyOf('sono pronta', 'sono pronto', 'e tutto pronto', 'e tutto sistemato', 'e tutto in ordine')}(?= \\.| $| credo| ormai| adesso| ora)`,
  `${anyOf('ci vediamo', 'ci rivediamo', 'ci si vede', 'ci ritroviamo')} ${anyOf('dallaltra parte', 'nellaltra vita', 'nellaltro mondo', 'in paradiso', 'lassu')}${notBefore('della|del|di|dello|delle|dei')}`,
  `se ${anyOf('domani ', '')}non ${anyOf('rispondo', 'ti rispondo', 'mi sveglio', 'mi senti')} ${upTo(2)}(?:\\. )?${upTo(1)}${anyOf('sai perche', 'saprai perche', 'sapete perche', 'capirai perche', 'capirai')}`,
  `${anyOf('stanca', 'stanco', 'stufa', 'stufo', 'non ne posso piu')} di ${anyOf('svegliarmi', 'respirare', 'essere me', 'alzarmi ogni mattina')}${notBefore('presto|alle|cosi presto|con|in|per')}`,
  `${anyOf('addormentarmi', 'dormire', 'chiudere gli occhi')} e ${anyOf('che sia tutto finito', 'che finisca tutto', 'basta', 'che tutto finisca', 'farla finita')}`,
  `${anyOf('ponte', 'palazzo', 'edificio', 'tetto', 'balcone', 'terrazzo', 'scogliera', 'viadotto', 'piano')} ${upTo(10)}${anyOf('abbastanza alto', 'abbastanza alta', 'alto abbastanza', 'alta abbastanza')}${notBefore('per (?:vedere|passare|far passare|il camion)|da vedere')}`,
  `${anyOf('dose', 'quantita', 'quanto')} ${upTo(4)}${anyOf('letale', 'mortale', 'che uccide', 'per uccidere', 'che ammazza')} ${upTo(3)}${anyOf('persona', 'qualcuno', 'me', 'adulto', 'kg', 'chili')}`,
  `${anyOf('dose letale', 'dose mortale', 'overdose mortale')}${notBefore('di caffeina|dacqua|di caffe|per (?:un|una) (?:cane|gatto)')}(?! ${upTo(3)}per (?:un|una|il|la|mio|mia) (?:cane|gatto|cucciolo|gattino|cavallo|bambino|bambina))`,
  `${anyOf('ho preparato', 'preparato', 'ho messo da parte', 'ho tirato fuori', 'tengo pronte', 'ho pronte')} ${anyOf('le', 'i', 'tutte le', 'tutti i', 'le mie', 'i miei')} ${PILLS} ${anyOf('per stanotte', 'per stasera', 'per oggi', 'per farla finita', 'sul comodino', 'sulla scrivania')}`,
  `${anyOf('prendere', 'ingoiare', 'preso', 'ingoiato', 'prendo', 'prendero')} ${anyOf('tutte le', 'tutti i', 'tutta la scatola di', 'tutto il blister di', 'una scatola intera di', 'tutta la boccetta di')} ${upTo(1)}${PILLS}${notBefore('del giorno|della settimana|allora giusta|come prescritto|prescritte')}`,
];

/*
 * Slot families (issue #33, round 2): each pattern joins two slots of a message, so that a phrasing
 * nobody wrote down yet still matches: [mezzo] × [a portata], [addio] × [famiglia], [metodo] × [senza
 * dolore], [desiderio] × [che una macchina mi investa], [preparato] × [pronto]. Chat spellings come from CHAT_SPELLINGS.
 */
/** Means a fan could hold or keep ready. */
const MEANS = anyOf('pillole', 'pastiglie', 'compresse', 'farmaci', 'medicine', 'medicinali', 'sonniferi', 'antidepressivi', 'xanax', 'tachipirine', 'gocce', 'benzodiazepine', 'psicofarmaci', 'calmanti', 'scatola', 'scatole', 'blister', 'boccetta', 'lametta', 'lamette', 'lama', 'rasoio', 'taglierino', 'corda', 'pistola', 'arma');
/** Where means are when the fan is about to use them. */
const AT_HAND = anyOf('in mano', 'in mano mia', 'nelle mani', 'davanti', 'davanti a me', 'qui davanti', 'qua davanti', 'accanto a me', 'accanto', 'vicino a me', 'qui vicino', 'qui accanto', 'qua accanto', 'sulla scrivania', 'sul letto', 'sul comodino', 'sul tavolo', 'pronte', 'pronti', 'pronta', 'pronto', 'contate', 'contati', 'in fila', 'allineate', 'qui con me');
/** What does not make means a plan: a trip, a prescription, a chore. */
const MEANS_BENIGN = 'le prendo|li prendo|la prendo|da prendere|per (?:il viaggio|le vacanze|la settimana|domani|cucinare|radermi|il medico|prenderle dopo)|del medico|prima di|dopo (?:i|il|cena|pranzo|mangiato)|a stomaco|ahah|ahaha|lol|xd|se serve|nel caso';
/** Saying goodbye for good. */
const FAREWELL = anyOf('addio', 'grazie di tutto', 'grazie per tutto', 'perdonami', 'perdonatemi', 'scusate', 'scusami per tutto', 'vi voglio bene', 'ti voglio bene', 'vi amo', 'abbiate cura', 'prenditi cura', 'il mio addio', 'dire addio');
/** Ready, meaning for the end. */
const READY_END = `${anyOf('sono pront[ao]', 'sono davvero pront[ao]', 'e ora', 'e il momento', 'e tutto pronto', 'e tutto sistemato', 'sono in pace', 'e finita')}(?= \\.| $| credo| penso| ormai| adesso| ora| davvero| finalmente)`;
/** What a method question is about: dying, for the fan. */
const DIE_GOAL = anyOf('morire', 'uccidermi', 'uccidersi', 'ammazzarmi', 'ammazzarsi', 'suicidarmi', 'suicidarsi', 'togliermi la vita', 'togliersi la vita', 'farla finita', 'non svegliarmi', 'non svegliarsi', 'non svegliarmi piu', 'andarmene', 'andarsene', 'sparire');
/** A method said to hurt less or be quick. */
const PAINLESS = anyOf('meno doloros[oa]', 'senza dolore', 'senza soffrire', 'che fa meno male', 'che non fa male', 'indolore', 'piu veloce', 'piu rapid[oa]', 'piu facile', 'piu sicur[oa]', 'piu efficace', 'piu dolce', 'piu tranquill[oa]', 'migliore', 'veloce', 'rapid[oa]', 'sicur[oa]');
/** Being gone, said of the fan. */
const IM_GONE = anyOf('non ci sono piu', 'me ne sono andat[ao]', 'sono mort[ao]', 'lho fatto', 'lho fatta finita', 'e finita', 'mi sono uccis[ao]', 'mi sono ammazzat[ao]', 'non ci saro piu');
/** The fan gone, in a supposition: "se sparissi". */
const IF_I_WERE_GONE = anyOf('sparissi', 'morissi', 'mi uccidessi', 'mi ammazzassi', 'mi suicidassi', 'non ci fossi piu', 'non ci fossi', 'me ne andassi per sempre', 'non mi svegliassi', 'non esistessi', 'smettessi di esistere', 'sparisco', 'muoio', 'mi uccido', 'mi ammazzo');

/** A letter for an occasion, not a farewell. */
const OCCASION = 'compleanno|festa della mamma|festa del papa|natale|matrimonio|anniversario|san valentino|laurea';

const families = [
  // Means at hand: "ho le pillole qui davanti adesso".
  `${anyOf('ho', 'tengo', 'sto tenendo', 'ho preso', 'ho tirato fuori', 'ho messo', 'ho preparato', 'ho contato', 'ho allineato', 'sto guardando', 'guardo', 'ho qui', 'ho qua', 'ho gia')} ${upTo(3)}${MEANS} ${gapWithout(2, 'per|contro|influenza|linfluenza|raffreddore|febbre|tosse|mal')}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${MEANS} ${anyOf('sono', 'e', 'sono gia', 'e gia', 'sono qui', 'e qui', 'stanno', 'sta')} ${upTo(2)}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${anyOf('ho', 'ho messo da parte', 'ho accumulato', 'ho conservato', 'ho raccolto', 'ho nascosto', 'ho recuperato')} ${upTo(4)}${anyOf('pillole', 'pastiglie', 'compresse', 'farmaci', 'medicine', 'sonniferi', 'antidepressivi', 'xanax', 'tachipirine', 'benzodiazepine', 'psicofarmaci', 'calmanti', 'scatole', 'blister')} ${across(8)}${anyOf('bastano', 'dovrebbero bastare', 'basteranno', 'e abbastanza', 'sono abbastanza', 'sono sufficienti', 'abbastanza per', 'per non svegliarmi', 'per non svegliarmi piu')}${notBefore('per (?:il|la|tutto il|tutta la) (?:viaggio|mese|settimana|anno|terapia|cura)|fino a')}`,
  // Standing at a height, now.
  `${anyOf('sono sul', 'sono sulla', 'sto sul', 'sto sulla', 'sono in cima al', 'sono in cima alla', 'sono sul bordo del', 'sono sul bordo della', 'seduta sul bordo', 'seduto sul bordo', 'in piedi sul', 'in piedi sulla', 'salita sul', 'salito sul', 'salita sulla', 'salito sulla', 'sono sul cornicione', 'sono sui binari')} ${upTo(1)}${anyOf('tetto', 'ponte', 'cornicione', 'balcone', 'terrazzo', 'parapetto', 'ringhiera', 'scogliera', 'viadotto', 'palazzo', 'ultimo piano', 'binari', 'davanzale', 'bordo')} ${upTo(3)}(?:${anyOf('adesso', 'ora', 'in questo momento', 'di nuovo', 'a guardare giu', 'guardo giu', 'e guardo giu', 'sto pensando', 'a pensare')})(?= \\.| $| e | sto| guardo| penso)`,
  // Farewell letters and goodbyes: "ho scritto la lettera per mia madre. grazie di tutto, addio".
  `${anyOf('lettera', 'lettere', 'biglietto', 'biglietti', 'messaggio', 'messaggi', 'video')} ${anyOf('per', 'a', 'alla', 'al', 'ai', 'alle', 'allo')} ${upTo(2)}${FAMILY} ${acrossWithout(10, OCCASION)}${FAREWELL}${notBefore('per (?:il|la|suo|sua) (?:compleanno|festa)|di compleanno|a domani|a dopo|ci vediamo|buonanotte|vado a dormire|ahah|lol|xd')}`,
  `${anyOf('ho scritto', 'scritto', 'ho finito', 'finito', 'ho lasciato', 'lasciato', 'sto scrivendo', 'scrivo', 'ho registrato', 'ho preparato')} ${upTo(2)}${anyOf('lettere?', 'lettera', 'biglietti', 'biglietto', 'messaggi', 'messaggio', 'video')} ${anyOf('daddio', 'di addio', 'di saluto', 'per dire addio')}${notBefore('(?:per|ai|alle|al|alla) (?:i |le |il |la |miei |mie )?(?:colleghi|colleghe|collega|squadra|classe|capo|ufficio|lavoro|studenti|prof|professoressa|professore|compagni)|in ufficio|al lavoro|perche (?:mi trasferisco|cambio)')}`,
  `grazie ${anyOf('di tutto', 'per tutto', 'per esserci stat[ao]', 'di esserci stat[ao]', 'per avermi ascoltat[ao]')} ${across(4)}${anyOf('addio', 'perdonatemi', 'perdonami', 'vi voglio bene a tutti', 'e un addio', 'questo e un addio', 'per sempre')}(?= \\.| $| a tutti| davvero| vi voglio| ti voglio)`,
  `se ${anyOf('domani ', '')}non ${anyOf('rispondo', 'ti rispondo', 'mi faccio sentire', 'mi senti', 'scrivo', 'ti scrivo', 'mi sveglio', 'torno', 'mi vedi')} ${across(6)}${IM_GONE}${notBefore('in vacanza|al|alla|a casa|per|da|dal|senza batteria|senza campo|ahah|lol')}`,
  // Things given away, readiness.
  `${anyOf('regalato', 'ho regalato', 'dato via', 'ho dato via', 'ho dato', 'ho lasciato', 'lasciato', 'affidato', 'ho affidato', 'venduto', 'ho venduto', 'cancellato', 'ho cancellato', 'eliminato', 'ho eliminato', 'svuotato', 'ho svuotato', 'sistemato', 'ho sistemato', 'dato in adozione')} ${across(12)}${anyOf('non ci saro piu', 'non potro piu occuparmene', 'non potro piu prendermene cura', 'quando non ci saro', 'quando me ne saro andat[ao]', 'dove vado', 'dove sto andando', 'non mi serviranno piu', 'non mi servira piu', 'non mi servono piu', 'non mi serve piu', READY_END)}${notBefore('perche|visto che|dato che|da quando|ho comprato|dopo il trasloco|col trasloco|questa settimana|nel weekend|domani|in vacanza')}`,
  `non ci saro ${anyOf('piu ', '')}${anyOf('per')} ${anyOf('occuparmene', 'occuparmi di lei', 'occuparmi di lui', 'prendermene cura', 'vederl[aio] crescere', 'natale', 'capodanno', 'il prossimo anno', 'lanno prossimo', 'il mio compleanno')}${notBefore('questo|questa|domani|perche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|la settimana|il weekend')}`,
  // Method questions: "il modo meno doloroso per morire".
  `${anyOf('modo', 'modi', 'metodo', 'metodi', 'maniera', 'come')} ${upTo(3)}${PAINLESS} ${upTo(2)}${DIE_GOAL}${notBefore('nel (?:gioco|livello)|in (?:minecraft|fortnite|gta|roblox|vacanza)|da (?:qui|casa|scuola|milano|roma)|di (?:casa|qui)|a (?:casa|milano|roma)|al|presto|con|in anticipo|ahah|lol|xd')}`,
  `${anyOf('come', 'si puo', 'posso', 'ce un modo per', 'ce modo di')} ${upTo(1)}${anyOf('morire', 'uccidermi', 'ammazzarmi', 'suicidarmi', 'togliermi la vita', 'farla finita', 'non svegliarmi piu', 'sparire per sempre')} ${anyOf('senza dolore', 'senza soffrire', 'senza sentire niente', 'velocemente', 'in fretta', 'nel sonno', 'dormendo', 'senza accorgermene', 'senza che nessuno lo sappia', 'senza sbagliare', 'per sempre', 'in pace', 'tranquillamente')}${notBefore('nel (?:gioco|livello)|in (?:minecraft|fortnite|gta|roblox)|ahah|lol|xd')}`,
  `${anyOf('quante', 'quanti')} ${upTo(3)}${anyOf('pillole', 'pastiglie', 'compresse', 'sonniferi', 'xanax', 'tachipirine', 'gocce', 'benzodiazepine', 'calmanti', 'paracetamolo', 'scatole', 'blister', 'farmaci')} ${upTo(6)}${anyOf('bastano', 'servono per', 'ci vogliono per', 'per non svegliarsi', 'per non svegliarmi', 'per non svegliarmi piu', 'per dormire per sempre', 'per farla finita', 'per andarsene', 'per morire', 'per uccidere', 'per uccidermi', 'sono troppe per', 'e mortale', 'sono mortali')}${notBefore('per (?:il|la|un|una) (?:mal di testa|raffreddore|influenza|giorno|settimana|viaggio|bambino|bambina|cane|gatto)|al giorno|per dormire bene|contro')}`,
  `${anyOf('ponte', 'palazzo', 'edificio', 'tetto', 'scogliera', 'torre', 'piano', 'balcone', 'viadotto', 'parcheggio', 'terrazzo')} ${across(8)}${anyOf('non per (?:una |la |delle |le |fare )?foto', 'non e per (?:una |la |fare )?foto', 'non per il panorama', 'non e per il panorama', 'non per la vista', 'non per un amico', 'non e per un amico', 'chiedo per me', 'e per me', 'nessuno mi troverebbe')}${notBefore('ahah|lol|xd')}`,
  // Passive wishes: "vorrei che una macchina mi investisse".
  `${anyOf('vorrei che', 'spero che', 'magari', 'a volte vorrei che', 'prego che', 'desidero che', 'mi piacerebbe che', 'speriamo che')} ${upTo(2)}${anyOf('una macchina', 'un camion', 'un autobus', 'un bus', 'un treno', 'la metro', 'un fulmine', 'un meteorite', 'un proiettile', 'laereo', 'una moto', 'qualcosa', 'qualcuno')} ${anyOf('mi investa', 'mi investisse', 'mi travolga', 'mi travolgesse', 'mi uccida', 'mi uccidesse', 'mi colpisca', 'mi colpisse', 'mi cada addosso', 'mi cadesse addosso', 'mi prenda', 'mi prendesse', 'mi porti via', 'mi portasse via', 'mi metta sotto', 'mi mettesse sotto', 'cada', 'cadesse', 'precipiti', 'precipitasse')}`,
  `${anyOf('vorrei', 'spero di', 'magari', 'a volte vorrei', 'preferirei', 'mi piacerebbe', 'voglio')} ${upTo(1)}${anyOf('non svegliarmi', 'non svegliarmi piu', 'non risvegliarmi', 'non essere mai nat[ao]', 'non esistere', 'non esistere piu', 'essere investit[ao]', 'morire nel sonno', 'non svegliarmi domani', 'finire sotto una macchina', 'finire sotto un treno')}${notBefore('presto|cosi presto|alle|prima|domani per|per andare|lunedi|per la scuola|per il lavoro|ahah|lol|xd')}`,
  `${anyOf('non mi dispiacerebbe', 'non mi importerebbe', 'non mi interesserebbe', 'mi andrebbe bene')} ${anyOf('morire', 'se morissi', 'non svegliarmi', 'non svegliarmi piu', 'se non mi svegliassi', 'essere investit[ao]', 'se mi investissero', 'sparire per sempre', 'smettere di esistere')}${notBefore('dal|di|per|in|ahah|lol|xd')}`,
  // Nobody would notice, not wanting to be here, disappearing for good.
  `${anyOf('nessuno', 'neanche la mia famiglia', 'neanche i miei', 'nemmeno i miei', 'nemmeno mia madre', 'a nessuno')} ${upTo(4)}${anyOf('se ne accorgerebbe', 'se ne accorgerebbero', 'lo noterebbe', 'noterebbe', 'importerebbe', 'mi cercherebbe', 'piangerebbe', 'verrebbe al mio funerale', 'sentirebbe la mia mancanza', 'mancherei', 'se ne accorgera')} ${upTo(3)}se ${IF_I_WERE_GONE}${notBefore('da|dal|dalla|per (?:un|una|qualche)|qualche giorno|un po|una settimana')}`,
  `se ${IF_I_WERE_GONE} ${upTo(4)}${anyOf('nessuno', 'a nessuno')} ${upTo(2)}${anyOf('se ne accorgerebbe', 'se ne accorgerebbero', 'lo noterebbe', 'noterebbe', 'importerebbe', 'mi cercherebbe', 'piangerebbe', 'sentirebbe la mia mancanza', 'mancherei', 'se ne accorgera')}`,
  `${anyOf('non voglio piu', 'non ho piu voglia di', 'non so se voglio', 'credo di non voler piu', 'non voglio', 'nn voglio piu')} ${anyOf('esistere', 'vivere', 'essere qui', 'stare qui', 'esserci', 'svegliarmi', 'restare qui', 'essere viva', 'essere vivo', 'stare al mondo', 'restare in vita', 'andare avanti')}${notBefore('in|a|qui|li|con|senza|presto|cosi|da|per|al|alla|nel|nella|sola|solo|quando|se|perche|oggi|stasera|domani|ad|ahah|lol|xd|mentre|chiusa|chiuso')}`,
  `${anyOf('vorrei', 'voglio', 'ho voglia di', 'desidero', 'solo', 'penso a', 'sogno di', 'mi piacerebbe', 'ho bisogno di')} ${upTo(1)}${anyOf(`${anyOf('sparire', 'scomparire', 'andarmene')} (?:per sempre )?${anyOf('e non tornare', 'e non tornare piu', 'e non svegliarmi', 'da questo mondo')}`, `${anyOf('smettere di esistere', 'non esserci piu', 'addormentarmi')} ${anyOf('per sempre', 'definitivamente', 'una volta per tutte', 'e non svegliarmi')}`)}${notBefore('da (?:twitter|instagram|insta|tiktok|social|questo gruppo|qui|casa|questa citta)|dai social|dal gruppo|in (?:vacanza|montagna|campagna)|a|al|alla|con|per (?:un|una|qualche)|ahah|lol|xd')}`,
  // Self-harm told with when or again: "ho avuto una ricaduta, mi sono fatta del male".
  `mi sono ${anyOf('fatt[ao]', 'fatto')} del male${notBefore('cadendo|in palestra|giocando|a calcio|a pallavolo|correndo|sciando|con il coltello|col coltello|in cucina|cucinando|al|alla|alle|ai|allo|per sbaglio|scivolando|sul lavoro|in bici|in moto|in macchina')}(?<! ${anyOf('lui', 'lei', 'loro', 'amica', 'amico', 'sorella', 'fratello')} ${upTo(2)}mi sono ${anyOf('fatta', 'fatto', 'fata', 'fato')} del male)`,
  `${anyOf('di nuovo', 'ancora', 'ieri', 'ieri sera', 'stanotte', 'stamattina', 'oggi', 'unaltra volta', 'unaltra volta ieri', 'unaltra volta stanotte')} mi sono ${anyOf('tagliat[ao]', 'bruciat[ao]', 'ferit[ao]', 'graffiat[ao]', 'fatt[ao] male apposta', 'fatt[ao] del male', 'autolesionat[ao]')}${notBefore('i capelli|il|la|le(?! (?:braccia|gambe|cosce|vene))|lo|un|una|mentre|con (?:il|la|un|una) (?:coltello|foglio|carta|vetro|forbici|forno|padella|ferro|pentola)|cucinando|per sbaglio|col|cadendo|in palestra|giocando|al dito|alla mano|al ginocchio|alla caviglia|sciando')}`,
  `${anyOf('ricaduta', 'ricaduto', 'ci sono ricascat[ao]', 'ricascat[ao]', 'ho avuto una ricaduta', 'dopo mesi', 'dopo un anno', 'ho ceduto')} ${across(8)}${anyOf('fatt[ao] del male', 'farmi del male', 'tagliarmi', 'bruciarmi', 'mi sono tagliat[ao]', 'mi sono bruciat[ao]', 'mi sono ferit[ao]', 'lametta', 'lamette', 'taglierino', 'rasoio', 'sangue')}${notBefore('i capelli|il|la|un|una|cadendo|in palestra|giocando|per sbaglio')}`,
  // Plans with a time: "stasera la faccio finita, ho deciso".
  `${anyOf('stasera', 'stanotte', 'domani', 'questo weekend', 'questo fine settimana', 'venerdi', 'sabato', 'presto', 'oggi', 'quando dormono tutti', 'dopo questo')} ${anyOf('la faccio finita', 'mi ammazzo', 'mi uccido', 'mi tolgo la vita', 'chiudo con tutto', 'smetto con tutto', 'me ne vado per sempre', 'prendo tutte le pillole', 'faccio finire tutto', 'metto fine a tutto')} ${across(6)}${anyOf('ho deciso', 'e deciso', 'deciso', 'non si torna indietro', 'niente ripensamenti', 'addio', 'grazie di tutto', 'perdonatemi', 'perdonami', 'non ho piu paura', 'sono pront[ao]')}${notBefore('dal|di|con (?:il|la|lo|questo|questa) (?:lavoro|progetto|esame|dieta|fumo|palestra)|in piscina|al mare|ahah|lol|xd')}`,
  `${anyOf('ho deciso', 'e deciso', 'ho preso la decisione', 'non si torna indietro')} ${across(6)}${anyOf('la faccio finita', 'mi ammazzo', 'mi uccido', 'mi tolgo la vita', 'me ne vado per sempre', 'la faro finita', 'metto fine alla mia vita')}`,
  // Batch-1 self-check families: a funeral, a letter in case, a decided plan, pills taken.
  `${anyOf('nessuno', 'neanche la mia famiglia', 'nemmeno i miei')} ${upTo(2)}${anyOf('verrebbe', 'verra', 'andrebbe', 'piangerebbe', 'piangera', 'ci sarebbe')} ${upTo(1)}${anyOf('al mio funerale', 'ai miei funerali')}`,
  `${anyOf('lettera', 'lettere', 'biglietto', 'biglietti', 'messaggio', 'video')} ${anyOf('per', 'a', 'alla', 'al', 'ai', 'alle', 'allo')} ${upTo(2)}${FAMILY} ${across(6)}${anyOf('nel caso non ci fossi piu', 'nel caso mi succedesse qualcosa', 'se mi succede qualcosa', 'per quando non ci saro', 'quando non ci saro piu', 'per spiegare tutto', 'non ce la faccio piu')}`,
  `${anyOf('ho deciso', 'so gia', 'ho gia deciso', 'ho pianificato', 'ho gia pensato')} ${anyOf('come', 'quando', 'dove')} ${anyOf('farlo', 'lo faro', 'lo faccio', 'farla finita')}(?= $)`,
  `${anyOf('ho preso', 'ho ingoiato', 'ho mandato giu', 'ho appena preso')} ${upTo(1)}${anyOf('(?:[89]|[1-9]\\d+)', 'tutta la scatola di', 'tutto il blister di', 'tutte le', 'tutti i', 'una scatola intera di', 'un sacco di', 'una marea di', 'tutta la boccetta di')} ${upTo(1)}${PILLS}${notBefore('per (?:il|la) (?:raffreddore|influenza|mal di testa)|di vitamine?|come prescritto|del giorno')}`,
  // Batch-2 self-check families: death on my mind, asleep and it all ends, a day picked while alone, ready but for courage, a past attempt to repeat, means bought for this, worthless life and leaving, not here much longer, the car in the garage.
  `${anyOf('penso alla', 'penso sempre alla', 'penso di continuo alla', 'sogno la')} ${anyOf('morte', 'mia morte')} ${anyOf('ogni giorno', 'ogni singolo giorno', 'tutto il tempo', 'sempre', 'di continuo', 'ogni notte', 'continuamente')}`,
  `${anyOf('addormentarmi', 'dormire', 'chiudere gli occhi')} e ${anyOf('che finisse tutto', 'che finisca tutto', 'che tutto finisse', 'che tutto finisca', 'non svegliarmi piu', 'basta cosi')}${notBefore('presto|subito|ahah|lol|xd')}`,
  `${anyOf('lo faro', 'lo faccio', 'la faro finita', 'la faccio finita', 'mi ammazzo', 'mi uccido')} ${upTo(1)}${anyOf('lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica', 'questo weekend', 'stasera', 'domani', 'la prossima settimana', 'il giorno del mio compleanno')} ${across(2)}${anyOf('quando (?:i miei|mia madre|mio padre|la mia famiglia|tutti|nessuno) (?:non )?(?:ci sono|ce|saranno|sara|dormono|dormiranno|escono|usciranno|sono via)', 'quando saro da sol[ao]', 'mentre tutti dormono')}`,
  `${anyOf('ho preparato tutto', 'e tutto pronto', 'ho tutto pronto', 'ho tutto quello che mi serve', 'ho un piano', 'ho gia tutto')}${notBefore('per|ahah|lol')} ${across(6)}${anyOf('mi manca solo il coraggio', 'manca solo il coraggio', 'mi manca il coraggio', 'mi serve coraggio', 'aspetto il momento giusto', 'manca solo farlo')}`,
  `${anyOf('ho provato a', 'ho provato ad', 'ho tentato di', 'provato ad', 'provato a')} ${anyOf('ammazzarmi', 'uccidermi', 'suicidarmi', 'togliermi la vita', 'farla finita')} ${across(8)}${anyOf('ci riprovero', 'ci riprovo', 'riprovarci', 'lo rifaro', 'stavolta ci riesco', 'la prossima volta')}`,
  `${anyOf('ho comprato', 'comprato', 'ho preso', 'ho rubato', 'mi sono procurat[ao]')} ${upTo(2)}${anyOf('lametta', 'lamette', 'lama', 'rasoio', 'taglierino', 'corda', 'pillole', 'sonniferi', 'pistola')} ${anyOf('apposta', 'solo per questo', 'per questo', 'per stasera', 'per farlo')}${atPhraseEnd('', 'lo so|scusa|e|non')}`,
  `${anyOf('la vita', 'la mia vita', 'vivere')} ${anyOf('non vale niente', 'non vale nulla', 'non ha senso', 'fa schifo', 'non serve a niente')} ${across(4)}${atPhraseEnd(anyOf('me ne vado', 'addio', 'ciao a tutti', 'basta', 'ho chiuso', 'vado via'), 'per sempre|a tutti|davvero')}`,
  `non ci saro ${upTo(1)}${anyOf('ancora per molto', 'per molto', 'per molto tempo', 'ancora a lungo', 'a lungo')}${notBefore('in|a|al|alla|qui in|perche|ahah|lol|online|sveglia?o?')}`,
  `${anyOf('macchina', 'auto')} ${across(5)}motore ${upTo(1)}${anyOf('acceso', 'accesso', 'in moto')} ${across(4)}${anyOf('garage', 'box')}`,
];

/*
 * Co-occurrence families (issue #33, round 3): concepts defined once, joined by bounded gaps within a
 * sentence or a message, so that a new writer's wording of the same situation still matches.
 */
const R3_MEANS = anyOf('pillole', 'pastiglie', 'compresse', 'farmaci', 'medicine', 'medicinali', 'sonniferi', 'antidepressivi', 'xanax', 'tachipirine', 'gocce', 'morfina', 'fiale', 'insulina', 'lamette', 'lametta', 'lame', 'lama', 'rasoio', 'corda', 'pistola', 'fucile', 'arma', 'veleno');
const R3_HARD_MEANS = anyOf('lamette', 'lametta', 'lame', 'lama', 'rasoio', 'corda', 'pistola', 'fucile', 'arma', 'veleno', 'morfina', 'fiale di morfina');
const R3_PURPOSE = 'per|arrampicare|arrampicata|campeggio|barca|amaca|altalena|tenda|caccia|influenza|raffreddore|mal di testa|ricetta|farmacia|medico|veterinario|cane|gatto|lavoro|lezione|progetto|viaggio|palestra|buttare|restituire|riportare';
const R3_KEPT = anyOf('nel (?:cassetto|comodino|armadio|mio zaino|zaino|bagno)', 'nella (?:mia )?(?:camera|stanza|borsa|macchina|tasca)', 'sotto il (?:letto|cuscino|materasso)', 'in (?:camera|casa|macchina)', 'da parte');
const R3_WHEN = anyOf('stasera', 'stanotte', 'questo weekend', 'questo fine settimana', 'sabato', 'domenica', 'venerdi', 'domani', 'e stasera', 'sara', 'quando non ce nessuno', 'quando dormono tutti', 'non smetto di pensarci', 'ci penso sempre', 'per quando', 'per il giorno in cui', 'per me', 'so cosa fare');
const R3_STOCK = anyOf('messo da parte', 'messe da parte', 'tenuto', 'tenute', 'tengo', 'conservato', 'conservate', 'nascosto', 'nascoste', 'accumulato', 'accumulate', 'raccolto', 'raccolte', 'preso', 'prese', 'rubato', 'contato', 'contando');
const R3_OTHERS = anyOf('di (?:mia|mio|mie|miei) (?:madre|padre|nonna|nonno|nonni|zia|zio|sorella|fratello|genitori)', 'della (?:mia )?(?:nonna|mamma|madre|zia)', 'del (?:mio )?(?:nonno|papa|padre)', 'dallospedale', 'dal (?:reparto|lavoro)');
const R3_WROTE = anyOf('scritto', 'scritta', 'scritte', 'scrivendo', 'lasciato', 'lasciata', 'finito');
const R3_LETTER = anyOf('una lettera', 'delle lettere', 'la lettera', 'le lettere', 'un biglietto', 'il biglietto', 'dei biglietti', 'la mia lettera');
const R3_NOT_FAREWELL = anyOf('frigo', 'latte', 'comprare', 'spesa', 'colleghi', 'collega', 'capo', 'lavoro', 'squadra', 'prof', 'professoressa', 'scuola', 'classe', 'babbo natale', 'motivazione', 'presentazione', 'raccomandazione', 'compleanno', 'matrimonio', 'natale', 'san valentino', 'festa della mamma', 'festa del papa', 'laurea', 'ringraziamento', 'dimissioni', 'cambio lavoro');
const R3_FAMILY = anyOf('famiglia', 'mamma', 'madre', 'mia madre', 'papa', 'padre', 'genitori', 'miei genitori', 'fratello', 'sorella', 'fratelli', 'sorelle', 'figli', 'figlio', 'figlia', 'marito', 'moglie', 'nonna', 'nonno', 'migliore amica', 'migliore amico', 'ragazzo', 'ragazza', 'tutti');
const R3_GAVE = anyOf('dato', 'data', 'regalato', 'regalata', 'lasciato', 'venduto', 'cancellato', 'eliminato', 'affidato');
const R3_GONE_REASON = anyOf('volevo ringraziarti', 'non ci saro piu', 'non ci saro', 'non (?:ne )?avro piu bisogno', 'non mi servira piu', 'non potro piu (?:occuparmene|prendermene cura)', 'se ne occupera meglio', 'volevo (?:solo )?salutarti', 'volevo (?:solo )?(?:dirti|dire) (?:addio|grazie|ciao)', 'salutarti', 'grazie di tutto', 'grazie per tutto', 'unultima volta');
const R3_WONT_CAUSE = 'weekend|fine settimana|vacanza|vacanze|viaggio|settimana|mentre|perche|xke|visto che|trasloco|mi trasferisco|allergia|allergica?|nuovo|nuova|appartamento|lavoro|viaggio';
const R3_NO_POINT = anyOf('non trovo (?:piu )?(?:senso|motivo|motivi)', 'non ho (?:piu )?(?:motivi|motivo|ragioni)', 'non ha (?:piu )?senso', 'non ce (?:piu )?(?:motivo|senso|ragione)', 'nessun motivo', 'nessuna ragione', 'nessun senso', 'non vedo (?:piu )?(?:il senso|motivo|un motivo|perche)', 'a che serve', 'non ne vale (?:piu )?la pena', 'non ce la faccio piu', 'non ce la faccio');
const R3_GO_ON = anyOf('nellandare avanti', 'per andare avanti', 'andare avanti', 'continuare', 'restare qui', 'restare', 'stare qui', 'stare al mondo', 'a stare al mondo', 'vivere', 'di vivere', 'a vivere', 'ad andare avanti', 'svegliarmi', 'provarci', 'resistere');
const R3_HERE_BENIGN = 'a guardare|a leggere|a giocare|quella|quello|in (?:questo|questa|quel|quella)|con (?:lui|lei|loro|questo)|a (?:discutere|parlare|studiare|aspettare)|ahah|ahahah|lol|oggi|con questo caldo|in fila';
const R3_HURT_SELF = anyOf('mi strappo la pelle', 'strapparmi la pelle', 'mi sto strappando la pelle', 'mi (?:faccio|sono fatt[ao]|sto facendo) del male', 'mi (?:taglio|sono tagliat[ao]|sto tagliando|brucio|sono bruciat[ao]|graffio|sono graffiat[ao]|mordo|sono mors[ao]|picchio|ferisco|sono ferit[ao]|gratto|autolesiono)', 'farmi del male', 'tagliarmi', 'graffiarmi', 'bruciarmi');
const R3_REPEATED = anyOf('di nuovo', 'ancora', 'unaltra volta', 'ogni sera', 'ogni notte', 'ogni giorno', 'tutte le sere', 'tutti i giorni', 'da quando', 'da \\d+ (?:giorni|settimane|mesi)', 'fino a sanguinare', 'fino al sangue', 'non riesco a smettere', 'apposta', 'per sentire qualcosa', 'nessuno (?:lo )?sa', 'con (?:l|un) ?accendino', 'con (?:la|una) (?:lametta|sigaretta)', 'le braccia', 'i polsi', 'le cosce', 'le gambe');
const R3_HURT_NOT = 'gatto|gattino|cane|lui|lei|giocando|cucinando|per sbaglio|incidente|cadendo|calcio|palestra';
const R3_VANISH = anyOf('sparire', 'sparissi', 'scomparire', 'scomparissi', 'non esistere', 'smettere di esistere', 'andarmene');
const R3_FOR_GOOD = anyOf('e non tornare (?:mai )?piu', 'per sempre', 'definitivamente', 'una volta per tutte', 'per davvero');
const R3_NOT_FROM = 'dai social|da instagram|da insta|da twitter|da tiktok|da internet|dal gruppo|per una settimana|per un po|ahah|lol';
const R3_ONLY_WAY = `(?:l?${anyOf('unica soluzione', 'unica via duscita', 'unica via', 'unica uscita', 'unica opzione')}|unico modo)`;
const R3_DEATH_ACT = anyOf('uccidermi', 'ammazzarmi', 'morire', 'suicidarmi', 'farla finita', 'togliermi la vita', 'sparire', 'la morte', 'smettere di esistere', 'non esserci piu');
const R3_HEIGHT = anyOf('tetto', 'ponte', 'cornicione', 'bordo', 'balcone', 'ringhiera', 'parapetto', 'scogliera', 'binari', 'banchina', 'viadotto', 'terrazzo', 'piano');
const R3_THERE_NOW = anyOf('ti scrivo da qui', 'vi scrivo da qui', 'ti scrivo da quassu', 'volevo (?:solo )?parlare con qualcuno', 'unultima volta', 'guardo giu', 'guardando giu', 'penso a buttarmi', 'penso di buttarmi');
const R3_FESTIVE = 'ufficio|antenna|wifi|installare|fuochi|festa|vista|tramonto|alba|stelle|foto|selfie|grigliata|aperitivo|picnic|concerto|sfilata|partita|traffico|coda|lavoro|riparare|riparando|pulire|pulendo|gita|passeggiata';
const R3_THINK = anyOf('penso', 'pensando', 'pensato', 'pensare', 'voglia di', 'ho voglia di', 'tentat[ao]', 'voglio', 'vado a', 'immagino');
const R3_METHOD = anyOf('andare (?:contro|addosso a)', 'schiantarmi (?:contro|su)', 'buttarmi (?:dal|dalla|da|sotto|giu dal|giu da|contro|sui|sul|sulla|nel|nella)', 'lanciarmi (?:dal|dalla|da|sotto|contro)', 'saltare (?:dal|dalla|giu dal)', 'mollare il volante', 'lasciare il volante', 'finire (?:contro|fuori strada)');
const R3_OBJECT = anyOf('sui binari', 'muro', 'albero', 'palo', 'pilone', 'camion', 'guardrail', 'ponte', 'palazzo', 'tetto', 'balcone', 'finestra', 'treno', 'metro', 'binari', 'fiume', 'mare', 'scogliera', 'viadotto', 'strada');
const R3_EASY = anyOf('sarebbe (?:cosi )?(?:facile|veloce|semplice)', 'basterebbe');
const R3_GOT = anyOf('comprato', 'comprata', 'ho comprato', 'preso', 'ho', 'ce');
const R3_READY_ALL = anyOf('ho tutto pronto', 'e tutto pronto', 'ho preso quello che serve', 'ho quello che serve', 'ho comprato quello che serve', 'ho tutto quello che serve', 'ho sistemato tutto');
const R3_ITLL_BE = anyOf('sara', 'lo faccio', 'e', 'lo faro');
const R3_DAY = anyOf('stasera', 'stanotte', 'domani', 'questo weekend', 'questo fine settimana', 'sabato', 'domenica', 'venerdi', 'lunedi', 'oggi');
const R3_LAST_TIME = anyOf('l?ultima volta che (?:vi|ti) (?:scrivo|disturbo|parlo)', 'ultimo messaggio che (?:vi|ti) (?:scrivo|mando)');
const R3_DECIDED = anyOf('ho deciso', 'ho preso la decisione', 'e deciso', 'non si torna indietro', 'sono pront[ao]');

const cooccurrence = [
  `${R3_GOT} ${upTo(3)}${R3_HARD_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_KEPT, R3_WHEN, R3_DAY)}(?! ${upTo(4)}${anyOf(R3_PURPOSE)}(?= ))`,
  `${anyOf(R3_GOT, R3_STOCK)} ${upTo(3)}${R3_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf('e stasera', 'sara (?:stasera|sabato|domani|questo weekend)', 'quando non ce nessuno', 'per il giorno in cui', 'per quando', 'non smetto di pensarci', 'prenderle tutte', 'prenderli tutti', 'le prendo tutte', 'per me')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${upTo(2)}${R3_OTHERS}${notBefore('per (?:riportarle|buttarle|restituirle)|perche')}`,
  `${R3_MEANS} ${upTo(6)}${R3_KEPT} ${acrossWithout(8, R3_PURPOSE)}${anyOf('non smetto di pensarci', 'ci penso', 'per quando', 'stasera')}`,
  `${R3_WROTE} ${upTo(2)}${anyOf('una lettera', 'delle lettere', 'la lettera', 'le lettere', 'la mia lettera')} ${gapWithout(3, R3_NOT_FAREWELL)}${anyOf('a', 'per', 'alla', 'al', 'ai', 'per la', 'per il', 'per i', 'per mia', 'per mio', 'a mia', 'a mio')} ${gapWithout(2, R3_NOT_FAREWELL)}${R3_FAMILY}(?! ${upTo(6)}${R3_NOT_FAREWELL}(?= ))`,
  `${R3_LETTER} ${upTo(6)}${anyOf('(?:la|le|lo) troveranno', '(?:la|le|lo) trovera', 'quando non ci saro', 'sul (?:mio )?letto', 'sul comodino')}(?<! ${R3_NOT_FAREWELL} ${across(10)})`,
  `${R3_GAVE} ${acrossWithout(14, R3_WONT_CAUSE)}${R3_GONE_REASON}(?! ${upTo(4)}${anyOf('perche', 'xke', 'visto che', 'ho comprato', 'trasloco')}(?= ))`,
  `${R3_NO_POINT} ${upTo(4)}${R3_GO_ON}${notBefore(`${R3_HERE_BENIGN}|con|el|la|los|las|o|a|os|as|le|les|il|lo|gli|un|una|uma|um|une|mon|ma|mes|mis|meu|minha|junta|reunion|reuniao|riunione|partida|partita|jogo|juego|jeu|clase|aula|cours|lezione`)}`,
  headUnlessAfter(R3_HURT_SELF, R3_HURT_NOT, 1, ` ${gapWithout(6, 'per sbaglio|cucinando|giocando|cadendo|incidente|gatto|cane|calcio|palestra|capelli|frangia|unghie|barba|coltello|cucina')}${R3_REPEATED}${notBefore('i capelli|la frangia|le unghie|la barba|con il forno|col forno|con la pentola|con il ferro|col ferro|al sole|in cucina|cucinando|per colpa|(?:dell|l)?eczema|zanzar[ae]|punture?|(?:dell|l)?allergia')}`),
  headUnlessAfter(R3_VANISH, `${THIRD_PERSON}|vuole|macchia|dolore|problema|messaggi|app|foto|account|brufoli?|livido`, 1, ` ${upTo(1)}${R3_FOR_GOOD}${notBefore(R3_NOT_FROM)}(?<! ${anyOf('invece', 'per sbaglio', 'figuraccia', 'vergogna', 'imbarazzo', 'che figura')} ${across(16)}${R3_FOR_GOOD})`),
  `${R3_ONLY_WAY} ${upTo(6)}${R3_DEATH_ACT}${notBefore('nel gioco|del gioco|del livello|ahah|lol')}`,
  `${anyOf('sul', 'sulla', 'sullo', 'in cima al', 'in cima alla', 'sul bordo del', 'sul bordo della', 'seduta? sul', 'in piedi sul')} ${upTo(2)}${R3_HEIGHT} ${acrossWithout(8, R3_FESTIVE)}${R3_THERE_NOW}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  headUnlessAfter(R3_THINK, THIRD_PERSON, 0, ` ${upTo(6)}${R3_METHOD} ${upTo(3)}${R3_OBJECT}`),
  `${R3_HEIGHT} ${upTo(8)}${R3_EASY}${notBefore('per (?:attraversare|arrivare|salire)')}`,
  `${anyOf(R3_READY_ALL, `${R3_GOT} ${upTo(2)}${R3_HARD_MEANS}`)} ${acrossWithout(6, R3_PURPOSE)}${R3_ITLL_BE} ${upTo(1)}${R3_DAY}${atPhraseEnd('', 'credo|penso|quando|mentre')}`,
  `${R3_READY_ALL} ${across(6)}${anyOf(R3_DECIDED, 'volevo (?:solo )?salutarti', `${R3_WROTE} ${upTo(2)}${R3_LETTER}`)}`,
  R3_LAST_TIME,
  `${anyOf('la cosa piu semplice', 'la cosa migliore', 'piu semplice', 'meglio')} ${upTo(2)}per ${anyOf('tutti', 'la mia famiglia')} ${upTo(4)}${anyOf('smetta di esistere', 'sparisca', 'muoia', 'non ci sia piu')}`,
  `non ${anyOf('sa', 'sapeva', 'sanno')} che ${anyOf('era', 'e')} ${anyOf('un addio', 'lultima volta')}`,
  `${anyOf('non sentirete', 'non sentirai')} ${anyOf('piu parlare di me', 'mai piu parlare di me')}`,
  `${R3_MEANS} ${acrossWithout(10, R3_PURPOSE)}${anyOf('non smetto di pensarci', 'ci penso sempre', 'e questo il piano', 'questo e il piano', 'per quando (?:sto male|staro male|non ce la faccio)')}`,
  `${anyOf('sul bordo del', 'sul bordo della', 'seduta? sul bordo del', 'sul cornicione del')} ${upTo(2)}${R3_HEIGHT} ${upTo(2)}${anyOf('adesso', 'ora', 'in questo momento')}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  `${anyOf('oggi e il giorno', 'stasera e la sera', 'e oggi', 'e stasera')}${notBefore('di|del|della|che|per|in')} ${across(4)}${R3_DECIDED}`,
  `${anyOf('se sparisco', 'se non rispondo piu', 'se domani non')} ${across(6)}${anyOf('sai perche', 'sapete perche', 'grazie di tutto', 'grazie per tutto', 'scusate per tutto')}`,
  `${R3_FAMILY} ${upTo(2)}${anyOf('starebbe meglio', 'starebbero meglio', 'starebbero tutti meglio', 'vivrebbe meglio')} ${upTo(2)}se (?:io )?${anyOf('sparissi', 'morissi', 'non ci fossi')}`,
];

/** Chat spellings of common words ("nn" for "non", "xke" for "perché"), so each pattern also matches them. */
const CHAT_SPELLINGS = {
  non: ['nn'],
  per: ['x'],
  che: ['ke', 'k'],
  perche: ['xke', 'xche', 'perke', 'xk'],
  sono: ['so'],
  comunque: ['cmq'],
  qualcuno: ['qlcn', 'qlc'],
  niente: ['nnt'],
  grazie: ['grz', 'graz'],
  quante: ['qnte'],
  quanti: ['qnti'],
  nessuno: ['nessun'],
  suicidarmi: ['sucidarmi', 'suicidami'],
  suicidio: ['sucidio', 'suicido'],
  voglio: ['vojo', 'voio'],
  tutto: ['tt'],
};
/** A crisis told as the past, then recovery ("... but i'm doing so much better now"). Checked at a match's end with the language's `recovered`: a match it follows gets the check-in, not the crisis reply, since a recovery alone may hide a crisis ("je vais me tuer ce soir mais je vais bien"). */
const RECOVERED = `ma ${upTo(3)}${anyOf('molto meglio', 'sto meglio', 'sto bene', 'ora sto bene', 'e passato', 'lho superato', 'ne sono uscit[ao]', 'sto benissimo')}`;
const NOT_PAST = `${toldAsPast(ITALIAN_PAST_TELLING)}`;
/** Someone else's intent or warning, told by the fan ("la mia coinquilina pensa di farla finita", "mia figlia dice che prima o poi mi ammazzo"): the phrase right after a third person's verb. */
const OTHERS_INTENT = notAfterWithin('pensa di|sta pensando di|ha intenzione di|minaccia di|(?:dice|dicono|diceva|mi dice sempre) che(?: prima o poi| un giorno)?', 14);
const fan = bundled([...written, ...families, ...cooccurrence, ...ITALIAN_CATEGORY_FAMILIES, ...ITALIAN_WILLS, ...ITALIAN_SELF_HARM_INTENT, ...ITALIAN_SHARED_FAMILIES].map((pattern) => withSpellings(pattern, CHAT_SPELLINGS)), `${NOT_PAST}${OTHERS_INTENT}`);

const reply = [
  `${anyOf('dovresti', 'devi', 'faresti meglio a', 'perche non', 'fallo e')} ${anyOf('ucciderti', 'ammazzarti', 'morire', 'suicidarti', 'tagliarti', 'farla finita', 'toglierti la vita', 'impiccarti')}`,
  unlessAfter(`${anyOf('ucciditi', 'ammazzati', 'suicidati', 'impiccati', 'tagliati', 'tagliati le vene')}${notBefore('i capelli|le unghie|la barba')}`, 'non'),
  atSentenceStart(`muori${notBefore(DIE_IDIOM)}`),
  `nessuno ${anyOf('sentirebbe', 'sentira', 'sentirà')} la tua mancanza`,
  `nessuno ti ${anyOf('rimpiangerebbe', 'piangerebbe', 'piangera')}`,
  `${anyOf('meglio', 'piu felici')} senza di te`,
  `${anyOf('tagliarti', 'la morte', 'morire', 'il suicidio')} ti ${anyOf('fara stare meglio', 'aiutera', 'liberera')}`,
];

export const ITALIAN: LanguageLexicon = { fan, reply, recovered: `${toldAsRecovered(ITALIAN_RECOVERY)}(?! ${across(10)}${RECOVERED})` };
