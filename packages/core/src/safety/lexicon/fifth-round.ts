import { across, anyOf, notBefore, upTo } from './phrase-syntax';

/*
 * Round 5 (issue #33): families from the third held-out set's misses, once it was spent into the
 * labelled set, in the four languages whose labelled recall it took under 0.95. Each joins a means
 * or an act with what makes it the fan's own (a body part, "until", a count), and has a benign
 * twin in labelled/fifth-round-twins.ts.
 */

/** A pet, a child or a patient: a lethal-dose question about them is not the fan's. */
const NOT_FOR_ME = 'dog|cat|puppy|kid|child|baby|patient|perro|perra|gato|gata|nino|bebe|mascota|cachorro|cachorra|gatinho|crianca|chien|chat|chiot|enfant';
export const forSomeoneElse = `(?! ${across(8)}${anyOf(NOT_FOR_ME)}(?= |$))`;

/** A gun's barrel or muzzle to the mouth or temple. */
const GUN = anyOf('gun', 'pistol', 'revolver', 'rifle', 'barrel', 'muzzle', 'shotgun');
const TO_HEAD = anyOf('in my mouth', 'into my mouth', 'to my temple', 'against my temple', 'to my head', 'against my head', 'under my chin');

export const ENGLISH_FIFTH_ROUND = [
  // "itd be cheaper for everyone if i just stopped existing", "i want to stop existing".
  `${anyOf('if i', 'wish i could', 'want to', 'wanna', 'i could just', 'i should just', 'id rather')} ${upTo(1)}${anyOf('stopped existing', 'stop existing', 'ceased to exist', 'cease to exist', 'cease existing')}${notBefore('on|online|in the group|in the chat|for a (?:day|week|while|bit)|for the weekend')}`,
  // "is 4 stories high enough or nah".
  `${anyOf('\\d+', 'four', 'five', 'six', 'seven', 'eight', 'ten')} ${anyOf('stories', 'storeys', 'floors', 'floor', 'story')} ${anyOf('high enough', 'tall enough', 'enough')}${notBefore('for (?:a|the|my)|to see|to get|of')}`,
  // "a flat little disappointment that i woke up at all": a passive wish, not a late alarm.
  `${anyOf('disappointed', 'disappointment', 'upset', 'sad', 'annoyed', 'angry')} ${anyOf('that ', '')}i ${anyOf('woke up', 'still wake up', 'keep waking up', 'wake up at all', 'woke up at all', 'survived the night')}${notBefore('late|early|at(?! all)|so|too|with|to|in|on|before|after|and found|and saw|from')}`,
  // "i hit myself in the face until my ears ring", "punched myself again".
  `${anyOf('hit', 'hitting', 'punch', 'punched', 'punching', 'slap', 'slapped', 'slapping', 'beat', 'beating')} myself ${anyOf('in the face', 'in the head', 'until', 'till', 'so hard', 'again', 'every time', 'whenever', 'black and blue', 'bloody')}`,
  // "opened up my forearm again".
  `${anyOf('opened up', 'opened', 'sliced open', 'sliced up', 'carved up', 'carved into')} my ${anyOf('arm', 'forearm', 'wrist', 'wrists', 'thigh', 'thighs', 'skin', 'leg', 'legs')}${notBefore('on (?:a|the) (?:door|nail|fence|glass)|by accident|accidentally|falling|cooking')}`,
  // "put the barrel in my mouth".
  `${GUN} ${upTo(3)}${TO_HEAD}`,
];

export const SPANISH_FIFTH_ROUND = [
  // "¿cuántos gramos de paracetamol son mortales para un hombre de noventa kilos?"
  `cuant[ao]s? ${upTo(3)}${anyOf('pastillas', 'pildoras', 'paracetamol', 'ibuprofeno', 'clonazepam', 'rivotril', 'alprazolam', 'somniferos', 'tabletas', 'capsulas', 'insulina')} ${upTo(3)}${anyOf('son mortales', 'es mortal', 'son letales', 'es letal', 'matan', 'mata', 'hacen falta para morir', 'para no despertar', 'para morir')}${forSomeoneElse}`,
  // "ya tengo la cuerda en el maletero": the rope, one the fan means, and no use for it given.
  `${anyOf('tengo', 'ya tengo', 'compre', 'guarde', 'prepare', 'escondi', 'tengo lista', 'ya compre')} ${anyOf('la cuerda', 'la soga')}${notBefore('para|pa|pal|de|del|nueva|que')}`,
];

export const PORTUGUESE_FIFTH_ROUND = [
  // "alguem sabe se tomar 30 dipirona mata? pergunta pra mim msm".
  `\\d+ ${upTo(1)}${anyOf('dipirona', 'dipironas', 'paracetamol', 'rivotril', 'clonazepam', 'comprimidos', 'remedios', 'pilulas', 'capsulas', 'insulina', 'unidades de insulina')} ${upTo(1)}${anyOf('mata', 'matam', 'e fatal', 'sao fatais', 'e letal', 'da overdose')}${forSomeoneElse}`,
  // "ja separei a corda e tudo".
  `${anyOf('separei', 'comprei', 'ja tenho', 'guardei', 'escondi', 'preparei', 'ja separei', 'ja comprei')} ${anyOf('a corda', 'o veneno', 'o frasco', 'o chumbinho')}${notBefore('pra|pro|para|de|do|da|nova|novo|que')}`,
  // "fico me batendo qnd perco no jogo, tipo soco na cabeça msm. ja ta roxo": hitting oneself, and the bruise or blood it leaves.
  `${anyOf('me bato', 'me batendo', 'me bati', 'me soco', 'me socando', 'me esmurro', 'me esmurrando')} ${across(10)}${anyOf('ate ficar roxo', 'ate ficar roxa', 'ate sangrar', 'ja ta roxo', 'ja ta roxa', 'ja esta roxo', 'fica roxo', 'ficou roxo de tanto')}`,
  // "se eu morresse pelo menos ele ficava livre".
  `se eu ${anyOf('morresse', 'sumisse', 'nao existisse')} ${anyOf('pelo menos', 'ao menos', 'todo mundo', 'seria melhor', 'ia ser melhor', 'ficaria tudo', 'ficava tudo', 'acabava')}`,
];

export const FRENCH_FIFTH_ROUND = [
  // "si je me réveillais pas demain ce serait pas plus mal", "je demande à ne pas me réveiller".
  `${anyOf('si je me reveillais pas', 'si je ne me reveillais pas', 'si je me reveillais plus', 'si je ne me reveillais plus', 'demande a ne pas me reveiller', 'prie pour ne pas me reveiller', 'espere ne pas me reveiller', 'espere ne plus me reveiller')}${notBefore('a temps|trop tot|tot|avant|en retard|tard|pour')}`,
  // "à partir de combien de comprimés de Lexomil on ne se réveille plus ?"
  `combien ${upTo(2)}${anyOf('comprimes', 'cachets', 'pilules', 'medicaments', 'gelules', 'somniferes')} ${across(6)}${anyOf('ne se reveille plus', 'se reveille plus', 'ne se reveille pas', 'pour ne plus se reveiller', 'pour mourir', 'cest mortel', 'est mortel', 'sont mortels')}${forSomeoneElse}`,
  // "j'ai décidé que ce serait mon dernier anniversaire".
  `${anyOf('ce sera', 'ce serait', 'ca sera', 'ca serait')} mon dernier ${anyOf('anniversaire', 'noel', 'ete', 'hiver')}${notBefore('avant|a|en|de|dans|chez|ici|comme|sans|celibataire|etudiant')}`,
  // "je me frappe la tête contre le mur quand je rate un truc" (not "je me cogne", bumping into things).
  `je me ${anyOf('frappe', 'frappais')} ${anyOf('la tete', 'le visage', 'les cuisses')} ${upTo(4)}${anyOf('quand', 'jusqu', 'a chaque', 'chaque fois', 'tous les', 'des que')}`,
  // "j'ai mis le canon de mon arme dans ma bouche".
  `${anyOf('le canon', 'mon arme', 'mon fusil', 'mon pistolet', 'le fusil', 'le pistolet')} ${upTo(3)}${anyOf('dans ma bouche', 'sur ma tempe', 'contre ma tempe', 'sous mon menton')}`,
  // "dites à tout le monde que je les aimais".
  `${anyOf('dites', 'dis', 'dite')} ${upTo(4)}que je ${anyOf('les aimais', 'vous aimais', 'taimais', 'les ai aimes')}${notBefore('bien|quand meme|aussi')}`,
];
