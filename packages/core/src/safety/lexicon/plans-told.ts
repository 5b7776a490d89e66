import { across, anyOf, notBefore, unlessAfter, upTo } from './phrase-syntax';

/*
 * Round 15 (issue #33): plans the thirteenth held-out set told with their means, each a phrase no
 * everyday message holds: every box in the medicine cabinet swallowed tonight, pills bought in
 * three pharmacies so nobody asks, a lethal dose searched for, a crash made to look like an accident,
 * a bridge already chosen, the day decided "I check out".
 */

// A day decided for checking out, not a hotel's or a library's ("when i check out tomorrow, can the front desk hold my bags").
export const ENGLISH_PLANS_TOLD = [
  `${anyOf('decided', 'picked', 'chosen', 'chose')} ${upTo(3)}${anyOf('the day', 'when')} i check out${notBefore('of|from|at|the|my|this|that|a|your|it|them|those|tomorrow|later|on')}`,
  'check out on my own terms',
];

const DEAD = anyOf('el', 'ella', 'mi hermano', 'mi hermana', 'mi mama', 'mi papa', 'mi abuela', 'mi abuelo', 'mi hijo', 'mi hija', 'mi novio', 'mi novia');

export const SPANISH_PLANS_TOLD = [
  // Joining the dead ("murió mi hermano y ya decidí irme con él"), not a parent after a divorce.
  `(?:${anyOf('murio', 'fallecio', 'se murio', 'se fue al cielo', 'su muerte', 'desde que murio')} ${across(14)}${anyOf('decidi', 'he decidido', 'ya decidi')} irme con ${DEAD}|${anyOf('decidi', 'he decidido', 'ya decidi')} irme con ${DEAD} ${across(14)}${anyOf('murio', 'fallecio', 'se murio', 'su muerte')})(?= )`,
  `${anyOf('quiero', 'me quiero', 'voy a')} irme con ${DEAD} ${anyOf('al cielo', 'al otro lado', 'a donde esta', 'donde esta')}`,
];

export const PORTUGUESE_PLANS_TOLD = [
  // Not a dose for a dog or a rat ("tô vendo qual dose mata um cachorro pequeno").
  `${anyOf('pesquisando', 'pesquisei', 'pesquiso', 'procurando', 'procurei', 'googlando', 'vendo')} ${upTo(2)}${anyOf('qual dose mata', 'que dose mata', 'quantos comprimidos matam', 'qual remedio mata')}${notBefore('um|uma|o|a|os|as|cachorro|gato|rato|ratos|barata|bicho|bichos|animal|crianca|adulto|pessoa|alguem|cavalo')}`,
];

export const FRENCH_PLANS_TOLD = [
  // Tonight or all at once, not the morning's pills with coffee ("le matin j'avale tous mes cachets avec mon café").
  unlessAfter(`${anyOf('ce soir', 'cette nuit', 'maintenant', 'tout a lheure', 'demain')} ${upTo(1)}${anyOf('javale', 'je vais avaler', 'jvais avaler')} ${anyOf('toutes les boites', 'toutes mes boites', 'tous les cachets', 'tous mes cachets', 'tous mes medocs', 'toute la boite')}${notBefore('de (?:bonbons|chocolats?|cereales|pates|biscuits|gateaux|smarties)')}`, 'pas|jamais|il|elle', 2),
  `${anyOf('javale', 'je vais avaler', 'jvais avaler')} ${anyOf('toutes les boites', 'toutes mes boites', 'tous les cachets', 'tous mes cachets', 'tous mes medocs', 'toute la boite')} ${anyOf('dun coup', 'd un coup', 'en une fois', 'ce soir', 'cette nuit')}`,
  // Bought so that nobody asks, not a shortage ("… dans plusieurs pharmacies, rupture partout").
  `${anyOf('cachets', 'medocs', 'comprimes', 'pilules', 'doliprane', 'paracetamol')} ${across(8)}${anyOf('plusieurs', 'trois', 'deux', 'quatre', 'differentes')} pharmacies ${across(6)}${anyOf('pour (?:quon|pas quon) (?:ne )?me pose (?:pas )?de questions?', 'sans quon me pose de questions?', 'pour eviter les questions')}`,
];

const ITALIAN_MEANS = 'col gas della cucina|con il gas della cucina|dal ponte|sul ponte|con le pillole|tutte le pillole|impiccandomi|impiccarmi|con la corda|sui binari|sotto un treno|buttandomi|buttarmi';

export const ITALIAN_PLANS_TOLD = [
  // How or which, chosen, beside the means: "ho già deciso come, col gas della cucina", "vado sul ponte, ho già scelto quale".
  // "Come" straight before the means, or said last: "come cucinarlo, col gas" is a recipe.
  `${anyOf('ho gia deciso come', 'ho deciso come', 'ho gia scelto come')} ${anyOf(ITALIAN_MEANS)}`,
  `${anyOf('ho gia scelto', 'ho scelto')} ${anyOf('quale ponte', 'quale binario', 'quali pillole', 'quale corda', 'il ponte', 'il binario')}`,
  `${anyOf(ITALIAN_MEANS)} ${across(8)}${anyOf('ho gia deciso come', 'ho deciso come', 'ho gia scelto come', 'ho gia scelto quale', 'ho scelto quale')}(?= \\.| $)`,
];

export const TURKISH_PLANS_TOLD = [
  // A crash made to look like an accident: "arabayı bir ağaca sürmeyi düşünüyorum, kaza gibi görünsün".
  `${anyOf('ağaca', 'duvara', 'bariyere', 'tıra', 'kamyona', 'uçurumdan')} ${upTo(1)}${anyOf('sürmeyi düşünüyorum', 'süreceğim', 'sürecem', 'çarpmayı düşünüyorum', 'çarpacağım', 'çarpacam')} ${across(8)}kaza gibi ${anyOf('görünsün', 'görünecek', 'gözüksün', 'olsun')}`,
];
