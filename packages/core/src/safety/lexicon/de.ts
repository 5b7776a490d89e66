import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** Someone else wants to kill the fan ("meine Mutter wird mich umbringen"): an idiom, not intent. */
const OTHERS_WILL = 'wird|werden|wurde|wurden|wirst|er will|sie will|sie wollen|wollen|willst|bringt|bringen';
const THIRD_PERSON = 'er|sie|seine|ihre|meine freundin|mein freund|meine schwester|mein bruder|uber einen|uber den|des|der';
const BODY = anyOf('die arme', 'den arm', 'die handgelenke', 'das handgelenk', 'die pulsadern', 'die beine', 'die haut');

const fan = [
  // Ideation and intent: "ich will sterben", "ich will nicht mehr leben", "ich bring mich um".
  unlessAfter(`${anyOf('will', 'mochte', 'mochte am liebsten', 'wurde gern', 'wurde gerne', 'wunsche mir', 'wunschte', 'werde', 'denke daruber nach', 'habe vor', 'hab vor')} (?:${anyOf('einfach', 'nur', 'am liebsten', 'endlich', 'jetzt', 'heute', 'bald', 'echt')} ){0,2}${anyOf('sterben', 'tot sein', 'mich umbringen', 'mich toten', 'mich selbst toten', 'mich umzubringen', 'mir das leben nehmen', 'mir das leben zu nehmen')}`, 'nicht|nie|niemals'),
  `${anyOf('will', 'mag', 'kann', 'mochte', 'wil')} (?:einfach |echt |wirklich )?nicht mehr ${anyOf('leben', 'aufwachen', 'da sein', 'existieren')}`,
  `ich ${anyOf('will', 'kann', 'mag')} (?:einfach |echt |wirklich )?nicht mehr(?= \\.| $)`,
  `${anyOf('keine lust', 'keinen bock', 'keine kraft')} mehr ${anyOf('zu leben', 'auf leben', 'auf das leben', 'aufs leben', 'zum leben')}`,
  `${anyOf('keinen', 'kein')} ${anyOf('grund', 'sinn')} mehr ${anyOf('zu leben', 'zum leben', 'im leben', 'weiterzuleben')}`,
  `${anyOf('das leben', 'mein leben', 'leben')} ${anyOf('hat', 'macht')} keinen sinn mehr`,
  unlessAfter(`mich ${anyOf('umbringen', 'umzubringen', 'toten', 'erhangen', 'aufhangen')}`, OTHERS_WILL, 2),
  `${anyOf('mir', 'mir selbst')} ${anyOf('das leben nehmen', 'das leben zu nehmen', 'was antun', 'etwas antun', 'was anzutun', 'etwas anzutun')}`,
  `(?:ich )?${anyOf('bring', 'bringe')} mich (?!${upTo(2)}${anyOf('nicht', 'nie')} )${upTo(3)}um${notBefore('vor')}`,
  unlessAfter(`${anyOf('selbstmord', 'suizid')}${anyOf('gedanken', 'gefahrdet', 'absichten', 'plane', 'versuch')}`, THIRD_PERSON, 1),
  `${anyOf('denke', 'denk', 'dachte', 'denken')} ${upTo(2)}${anyOf('an', 'uber')} ${anyOf('selbstmord', 'suizid')}`,
  `${anyOf('selbstmord', 'suizid')} ${anyOf('begehen', 'machen')}`,
  unlessAfter(anyOf('suizidal', 'lebensmude'), THIRD_PERSON, 1),
  `${anyOf('besser', 'glucklicher')} (?:dran )?ohne mich`,
  `niemand ${anyOf('wurde', 'wird', 'wurd')} mich ${anyOf('vermissen', 'vermisen')}`,
  `${anyOf('tabletten', 'pillen', 'schlaftabletten')} ${anyOf('gesammelt', 'gehortet', 'gekauft')}`,
  // Method questions: "wie viele Tabletten um zu sterben", "von der Brücke springen".
  `wie ${anyOf('viele', 'viel')} ${anyOf('tabletten', 'pillen', 'schlaftabletten', 'ibuprofen', 'paracetamol')} ${upTo(5)}${anyOf('sterben', 'tot', 'toten', 'umbringen', 'umzubringen')}`,
  `${anyOf('von', 'vor')} ${anyOf('der', 'einer', 'dem', 'den', 'einen', 'ein', 'die', 'eine')} ${anyOf('brucke', 'dach', 'hochhaus', 'zug', 'balkon', 'fenster', 'klippe', 'u bahn')} ${anyOf('springen', 'werfen', 'zu springen', 'springe', 'werfe')}`,
  // Self-harm: "hab mich wieder geritzt", "ich ritze mich".
  unlessAfter(anyOf('geritzt', 'ritzen', 'ritze mich', 'ritz mich', 'selbstverletzung', 'selbstverletzen', 'selbst verletzen', 'verletze mich selbst'), THIRD_PERSON, 1),
  `mich ${anyOf('wieder', 'schon wieder', 'nochmal', 'erneut', 'absichtlich', 'selbst')} ${anyOf('geschnitten', 'verletzt', 'verbrannt')}`,
  `${anyOf('schneide', 'schneid')} mich${notBefore('beim|an|mit dem messer|aus versehen')}`,
  `mir ${upTo(1)}${BODY} ${anyOf('aufgeschnitten', 'aufschneiden', 'geschnitten')}`,
];

const reply = [
  `du ${anyOf('solltest', 'sollst', 'musst', 'kannst')} ${upTo(2)}${anyOf('dich umbringen', 'dich toten', 'sterben', 'dich ritzen', 'dir das leben nehmen', 'dich aufhangen')}`,
  unlessAfter(`${anyOf('bring', 'bringe')} dich (?!${upTo(1)}${anyOf('nicht', 'nie')} )${upTo(2)}um`, 'nicht|nie'),
  atSentenceStart(anyOf('stirb', 'ritz dich', 'erhang dich', 'hang dich auf', 'toe dich', 'tote dich')),
  `niemand ${anyOf('wurde', 'wird', 'wurd')} dich vermissen`,
  `${anyOf('besser', 'glucklicher')} (?:dran )?ohne dich`,
  `${anyOf('ritzen', 'der tod', 'sterben', 'selbstmord', 'suizid')} ${anyOf('wird dir helfen', 'hilft dir', 'wird dich befreien', 'ist die losung', 'ist die antwort')}`,
];

export const GERMAN: LanguageLexicon = { fan, reply };
