import { across, cleanStreak, type OthersWish, type PastTelling } from './phrase-syntax';
import { DATED_YEARS_BACK as GERMAN_DATED_YEARS_BACK } from './de-words';
import { DATED_YEARS_BACK as TURKISH_DATED_YEARS_BACK } from './tr-words';

/*
 * Whose words and which time, per language (rounds 13 to 15 of issue #33): what tells a crisis as
 * the past (toldAsPast) and someone else's wish told by the fan (othersWish), the suffixes each
 * language's patterns are bundled with. One module for all of them, so a language's guard words
 * are read beside the others'; the mechanisms and their reasons are in phrase-syntax.ts.
 */

// English.
/** Dated years back: the past only with an attempt or a habit told beside it (below; "tahun lalu": fans mix English in Indonesian). */
const ENGLISH_YEARS_AGO = `(?:\\d+ (?:years?|yrs)|years|yrs) ago(?: today)?|tahun lalu|thn lalu|taun lalu`;
/** Over by itself: a clean streak, stopped, healed. */
const ENGLISH_STOPPED = `(?:\\d+ (?:years?|yrs) |years )(?:clean|free)(?! ${across(12)}(?:broke|relapsed|again|slipped)(?= |$))|dulu|sembuh|\\d+ (?:tahun|thn|taun|bulan) (?:gak|ga|nggak|tidak|tanpa|bebas|udah gak|udh gak)|${cleanStreak('\\d+|one|two|three|four|five|six|a', 'days?|weeks?|months?|years?|yrs', 'without|clean from|free from', 'cutting|self ?harm(?:ing)?|sh|hurting myself|harming myself|the razor|the blade|burning myself', 'broke|relapsed|again|slipped')}`;
/** What tells the past as past after a match. */
export const ENGLISH_PAST_TELLING: PastTelling = { when: ENGLISH_YEARS_AGO, stopped: ENGLISH_STOPPED, breaks: 'and|but|now|so|since|because|bc|cuz|cause|then|tonight|still|lately|anymore|these days', recent: 'today|yesterday|last night|this morning|this week', owners: 'my|his|her|our|their|i|im|he|she|we|they|mom|mum|dad|ma|pa', dated: 'that was|it was|this was|thats|was|it happened|that happened|happened', renewal: 'do it again|try again|trying again|try it again|doing it again|did it again|started again|cut again|cutting again|relapsed|again yesterday|again last night|again today|planning it again|ever since|never stopped|hasnt stopped', attempt: 'tried|attempted|attempt|used to|overdosed|wanted|(?<!have |ive |has )(?:had|felt)|cut|cutting|harmed|burned|burnt|hurt|took|started|stopped|quit|finished|struggled|struggling|went through|dealt with|battled|rough patch' };
/** Someone else's wish, told by the fan. */
export const ENGLISH_OTHERS_WISH: OthersWish = { they: '(?:she|he|they) (?:wants|wanted|is going|was going|needs|needed|tried|will|would|might|plans|planned|is planning|was planning|thinks about|is thinking about|wanna|is gonna)|(?:shes|hes|theyre) (?:going|gonna|planning|thinking|ready)', mine: 'i|im|me|my|myself|ive|id|ill|but|so|and|honestly|literally|tbh|fr|lowkey|anyway|u|you|a|an|the|wanna|want|tryna|ready', same: 'me too|same|same here|me as well|so do i|i do too|i feel the same' };

// Spanish.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const SPANISH_YEARS_AGO = `hace (?:\\d+|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos) anos|hace anos`;
/** Over by itself: a clean streak, stopped, healed. */
const SPANISH_STOPPED = `${cleanStreak('\\d+|un|una|dos|tres|cuatro|cinco|seis', 'dias|semanas|mes|meses|ano|anos', 'sin', 'cortarme|lastimarme|hacerme dano|autolesionarme|quemarme', 'recai|otra vez|de nuevo|volvi a')}|ya no lo hago`;
/** What tells the past as past after a match. */
export const SPANISH_PAST_TELLING: PastTelling = { when: SPANISH_YEARS_AGO, stopped: SPANISH_STOPPED, breaks: 'y|pero|ahora|hoy|esta noche|todavia|aun|sigo|desde entonces|porque|asi que|ultimamente', recent: 'ayer|anoche|esta manana|esta semana', owners: 'mi|mis|su|sus|tu|nuestro|nuestra|yo|ella|mama|papa', dated: 'eso fue|fue|eso paso|paso|de eso|eso era hace|y eso fue', renewal: 'lo vuelvo a intentar|lo vuelvo a hacer|volvi a|vuelvo a|recai|lo intento otra vez|lo hago otra vez|lo hago de nuevo|lo intento de nuevo|lo voy a volver a', attempt: 'intente|intento|trate|quise|queria|me corte|me cortaba|cortaba|me lastimaba|me hacia|tome|me tome|hice|me queme|me quemaba|me autolesionaba|empece|deje|lo deje|solia' };

// French.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const FRENCH_YEARS_AGO = `il y a \\d+ ans|ya \\d+ ans|il y a des annees|depuis \\d+ ans`;
/** Over by itself: a clean streak, stopped, healed. */
const FRENCH_STOPPED = `je le fais plus|${cleanStreak('\\d+|un|une|deux|trois|quatre|cinq|six', 'jours|semaines|mois|an|ans|annees?', 'sans|clean', 'me couper|me scarifier|me faire du mal|me mutiler|me bruler|scarif(?:ication)?', 'rechute|recommence|a nouveau')}`;
/** What tells the past as past after a match. */
export const FRENCH_PAST_TELLING: PastTelling = { when: FRENCH_YEARS_AGO, stopped: FRENCH_STOPPED, breaks: 'et|mais|maintenant|aujourdhui|ce soir|toujours|depuis|parce que|donc|en ce moment|ces temps ci', recent: 'hier|cette nuit|ce matin|cette semaine', owners: 'mon|ma|mes|son|sa|ses|notre|nos|je|jai|il|elle|pere|mere', dated: 'cetait|et cetait', renewal: 'je recommence|recommencer|jai rechute|rechute|je vais le refaire|le refaire|retenter|je retente', attempt: 'essaye|tente|tentative|ts|voulu|voulais|coupe|coupais|scarifie|scarifiais|pris|fait|brule|brulais|mutilais|arrete' };
/** Someone else's wish, told by the fan. */
export const FRENCH_OTHERS_WISH: OthersWish = { they: '(?:il|elle|ils|elles|quil|quelle|quils|quelles) (?:veut|voulait|veulent|va|allait|vont|pense|pensait|a envie|avait envie|ont envie|compte|comptait|parle|parlait)', mine: 'je|jai|jen|jy|jme|jsuis|jveux|jvais|me|men|moi|mon|ma|mes|mais|et|donc|franchement|perso|bref|tu|toi|un|une|le|la|les|envie', same: 'moi aussi|moi pareil|pareil pour moi|moi meme|et moi' };

// Italian.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const ITALIAN_YEARS_AGO = `\\d+ anni fa|anni fa|da \\d+ anni`;
/** Over by itself: a clean streak, stopped, healed. */
const ITALIAN_STOPPED = `non lo faccio piu|${cleanStreak('\\d+|un|uno|una|due|tre|quattro|cinque|sei', 'giorni|settimane|mese|mesi|anno|anni', 'senza|pulit[ao]|che non', 'tagliarmi|farmi del male|ferirmi|autolesionarmi|bruciarmi|mi faccio del male|mi taglio|mi ferisco|mi brucio', 'ricaduta|ricaduto|di nuovo|ci sono ricascat[ao]')}`;
/** What tells the past as past after a match. */
export const ITALIAN_PAST_TELLING: PastTelling = { when: ITALIAN_YEARS_AGO, stopped: ITALIAN_STOPPED, breaks: 'e|ma|ora|adesso|oggi|stasera|da allora|perche|quindi|in questo periodo|ultimamente', recent: 'ieri|stanotte|stamattina|questa settimana', owners: 'mio|mia|miei|mie|suo|sua|suoi|nostro|nostra|io|lui|lei|padre|madre|papa|mamma', dated: 'era|e stato|e successo|successo|ed era', renewal: 'ci riprovo|riprovarci|lo rifaccio|rifarlo|ricaduta|sono ricaduto|sono ricaduta|ci ricasco|lo rifaro', attempt: 'provato|tentato|tentativo|volevo|tagliavo|tagliata|tagliato|bruciavo|preso|fatto|facevo|smesso|ero|avevo|scritto' };

// Portuguese.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const PORTUGUESE_YEARS_AGO = `faz (?:uns )?\\d+ anos|ha (?:uns )?\\d+ anos|\\d+ anos atras|anos atras`;
/** Over by itself: a clean streak, stopped, healed. */
const PORTUGUESE_STOPPED = `nao faco mais|${cleanStreak('\\d+|um|uma|dois|duas|tres|quatro|cinco|seis', 'dias|semanas|mes|meses|ano|anos', 'sem|que parei de|que nao', 'me cortar|me machucar|me ferir|me mutilar|me autolesionar|me queimar|me corto|me machuco', 'recai|de novo|outra vez|voltei a')}`;
/** What tells the past as past after a match. */
export const PORTUGUESE_PAST_TELLING: PastTelling = { when: PORTUGUESE_YEARS_AGO, stopped: PORTUGUESE_STOPPED, breaks: 'e|mas|agora|hoje|hj|essa noite|ainda|desde entao|porque|pq|entao|ultimamente', recent: 'ontem|esta noite|hoje cedo', owners: 'meu|minha|meus|minhas|seu|sua|nosso|nossa|eu|ele|ela|pai|mae', dated: 'isso foi|foi|isso|isso ja|ja|isso aconteceu|aconteceu', renewal: 'recai|vou tentar de novo|tentar de novo|fazer de novo|vou fazer de novo|voltei a|vou tentar outra vez', attempt: 'tentei|tentativa|quis|queria|cortava|cortei|queimava|queimei|tomei|fiz|fazia|parei|machucava' };

// German.
/** Someone else's wish, told by the fan. */
export const GERMAN_OTHERS_WISH: OthersWish = { they: '(?:er|sie) (?:will|wollte|möchte|sagt|sagte|meint|meinte|denkt|dachte|plant|plante|redet|spricht|hat|hatte)', mine: 'ich|mich|mir|mein|meine|meinen|meinem|meiner|aber|und|also|ehrlich|echt|du|dich|dir|hab|habe|bin|ein|eine|einen|den|die|das', same: 'ich auch|mir auch|mir gehts genauso|mir geht es genauso|geht mir genauso|bei mir auch' };
/**
 * An attempt or self-harm dated years back, checked after every pattern: "vor neun
 * Jahren habe ich versucht, mir das Leben zu nehmen" is the past, "mein Vater ist vor 3 Jahren
 * gestorben und jetzt will ich sterben" is not. Only datings: the patterns guard LONG_AGO's
 * "früher" and "mit 15" themselves.
 */
export const GERMAN_PAST_TELLING: PastTelling = {
  when: GERMAN_DATED_YEARS_BACK,
  breaks: 'und|aber|jetzt|heute|heut|immer noch|noch immer|seitdem|weil|deshalb|mittlerweile|inzwischen|in letzter zeit|gerade', recent: 'gestern|letzte nacht|heute nacht|heute morgen|diese woche',
  owners: 'mein|meine|meinen|meinem|meiner|sein|seine|ihr|ihre|er|sie|ich|mama|papa|vater|mutter',
  dated: 'das war|das ist|war|ist|das ganze war|das ist jetzt',
  renewal: 'es wieder tun|wieder tun|wieder versuchen|nochmal versuchen|noch mal versuchen|erneut versuchen|gestern wieder|heute wieder|wieder angefangen|rückfall|mach ichs richtig|diesmal richtig',
  attempt: 'versucht|versuchte|probiert|probierte|geritzt|geschnitten|verletzt|wollte',
};

// Turkish.
/**
 * An attempt or self-harm dated years back, checked after every pattern: "sekiz yıl
 * önce intihar girişiminde bulundum" is the past, "babam 3 yıl önce öldü ve şimdi ölmek istiyorum"
 * is not. Only datings: the patterns guard LONG_AGO's "eskiden" and "lisede" themselves.
 */
export const TURKISH_PAST_TELLING: PastTelling = {
  when: TURKISH_DATED_YEARS_BACK,
  breaks: 've|ama|fakat|şimdi|şu an|bugün|bu gece|hala|hâlâ|artık|çünkü|o yüzden|son zamanlarda|yine de', recent: 'dün|dün gece|bu sabah|bu hafta',
  owners: 'babam|annem|benim|onun|o|kardeşim|abim|ablam|sevgilim|eşim|köpeğim|kedim',
  dated: 'bu|o|bunlar|hepsi',
  renewal: 'tekrar deneyeceğim|yine deneyeceğim|tekrar yapacağım|yine yapacağım|yine kestim|tekrar kestim|yine başladım|tekrar başladım|bu sefer|bu kez',
  attempt: 'çalıştım|denedim|bulundum|kestim|yaktım|istedim|girişiminde|girişimi',
};

// Indonesian.
/** Someone else's wish, told by the fan. */
export const INDONESIAN_OTHERS_WISH: OthersWish = { they: '(?:dia|doi) (?:udah |juga |masih |sering |pernah )?(?:ngak|nggak|gak|ga|tidak|pengen|pgn|pingin|ingin|mau|mo|kepikiran|mikir|niat|berniat|mutusin|udah mutusin)', mine: 'aku|gw|gue|gua|saya|ak|aq|ku|tapi|tp|jadi|terus|trus|kamu|kak', same: 'aku juga|gw juga|gue juga|saya juga|sama aku juga|aku pun' };
/**
 * An attempt or self-harm dated years back, checked after every pattern: "tujuh
 * tahun lalu saya pernah mencoba bunuh diri" is the past, "ayahku meninggal 3 tahun lalu dan
 * sekarang aku pengen mati" is not. Only datings: the patterns guard LONG_AGO's "dulu" and
 * "waktu smp" themselves.
 */
export const INDONESIAN_PAST_TELLING: PastTelling = {
  when: '(?:[0-9]+|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|beberapa|bertahun) (?:tahun|thn|taun) (?:yang |yg )?lalu|setahun (?:yang |yg )?lalu|bertahun tahun (?:yang |yg )?lalu|dulu (?:waktu|pas|jaman|umur|usia) [^ .]+',
  breaks: 'dan|tapi|tp|sekarang|skrg|skg|hari ini|malam ini|masih|karena|krn|soalnya|jadi|akhir akhir ini|belakangan', recent: 'kemarin|kemaren|semalam|semalem|tadi|tadi malam',
  owners: 'ayah|ayahku|ibu|ibuku|mama|papa|bapak|bapakku|dia|mereka|pacarku|kakakku|adikku|aku|gw|gue|saya',
  dated: 'itu|itu udah|itu sudah|udah|sudah|itu kejadian',
  renewal: 'nyilet lagi|coba lagi|nyoba lagi|mau lagi|pengen lagi|kambuh|relapse|mulai lagi|lakuin lagi',
  attempt: 'pernah|mencoba|nyoba|nyobain|suka|sering|dulu',
};
