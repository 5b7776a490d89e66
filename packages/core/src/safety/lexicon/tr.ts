import { anyOf, notBefore, upTo, type LanguageLexicon } from './phrase-syntax';

/* Turkish is agglutinative: a pattern names a stem with the endings fans use ("öldürmek", "öldüreceğim"). */
const fan = [
  `olmek ${anyOf('istiyorum', 'isterdim', 'istiyom', 'istiyorum artik')}`,
  `kendimi ${anyOf('oldurmek', 'oldurecegim', 'oldurcem', 'oldurucem', 'oldurmeyi', 'asmak', 'asacagim', 'asicam', 'oldurmek istiyorum')}`,
  `intihar ${anyOf('etmek', 'etmeyi', 'edecegim', 'edicem', 'ederim', 'dusunuyorum', 'etsem')}${notBefore('konulu|hakkinda')}`,
  `(?:artik )?${anyOf('yasamak', 'yasamayi')} ${anyOf('istemiyorum', 'istemiyom')}`,
  `kendime ${anyOf('zarar veriyorum', 'zarar verdim', 'zarar vermek', 'zarar veriyom')}`,
  `kendimi ${anyOf('kesiyorum', 'kestim', 'kesiyom', 'kesicem')}`,
  `${anyOf('bileklerimi', 'bilegimi')} kes[^ .]*`,
  `yasamak icin (?:hicbir )?${anyOf('sebep', 'neden', 'sebebim', 'nedenim')} ${anyOf('yok', 'kalmadi')}`,
];

const reply = [
  `kendini ${anyOf('oldur', 'as', 'kes')}`,
  `${anyOf('olsen daha iyi', 'ol git', 'git ol', 'git kendini oldur')}`,
  `kimse ${upTo(1)}${anyOf('ozlemez', 'ozlemeyecek', 'fark etmez')}`,
];

export const TURKISH: LanguageLexicon = { fan, reply };
