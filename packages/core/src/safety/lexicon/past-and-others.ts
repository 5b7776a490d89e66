import { across, cleanStreak, upTo, type OthersWish, type PastTelling } from './phrase-syntax';
import { DATED_YEAR, type RecoveryTelling } from './told-as-recovered';
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
export const ENGLISH_PAST_TELLING: PastTelling = { when: ENGLISH_YEARS_AGO, stopped: ENGLISH_STOPPED, breaks: 'and|but|now|so|since|because|bc|cuz|cause|then|tonight|still|lately|anymore|these days', recent: 'today|this morning|this week|this month', lately: `yesterday|last night|last week|last weekend|last month|the other day|(?:\\d+|a|one|two|three|few|couple of|couple) (?:days|weeks|months) ago|a week ago|a month ago|on the [0-9oiesat]{1,2}(?:st|nd|rd|th)`, owners: 'my|his|her|our|their|i|im|he|she|we|they|mom|mum|dad|ma|pa', dated: 'that was|it was|this was|thats|was|it happened|that happened|happened', renewal: 'do it again|try again|trying again|try it again|doing it again|did it again|started again|cut again|cutting again|relapsed|again yesterday|again last night|again today|planning it again|ever since|never stopped|hasnt stopped', attempt: 'tried|attempted|attempt|used to|overdosed|wanted|(?<!have |ive |has )(?:had|felt)|cut|cutting|harmed|burned|burnt|hurt|took|started|stopped|quit|finished|struggled|struggling|went through|dealt with|battled|rough patch' };
/** Someone else's wish, told by the fan. */
export const ENGLISH_OTHERS_WISH: OthersWish = { they: '(?:she|he|they) (?:wants|wanted|is going|was going|needs|needed|tried|will|would|might|plans|planned|is planning|was planning|thinks about|is thinking about|wanna|is gonna)|(?:shes|hes|theyre) (?:going|gonna|planning|thinking|ready)', mine: 'i|im|me|my|myself|ive|id|ill|but|so|and|honestly|literally|tbh|fr|lowkey|anyway|u|you|a|an|the|wanna|want|tryna|ready', same: 'me too|same|same here|me as well|so do i|i do too|i feel the same' };

// Spanish.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const SPANISH_YEARS_AGO = `hace (?:\\d+|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos) anos|hace anos`;
/** Over by itself: a clean streak, stopped, healed. */
const SPANISH_STOPPED = `${cleanStreak('\\d+|un|una|dos|tres|cuatro|cinco|seis', 'dias|semanas|mes|meses|ano|anos', 'sin', 'cortarme|lastimarme|hacerme dano|autolesionarme|quemarme', 'recai|otra vez|de nuevo|volvi a')}|ya no lo hago`;
/** What tells the past as past after a match. */
export const SPANISH_PAST_TELLING: PastTelling = { when: SPANISH_YEARS_AGO, stopped: SPANISH_STOPPED, breaks: 'y|pero|ahora|hoy|esta noche|todavia|aun|sigo|desde entonces|porque|asi que|ultimamente', recent: 'esta manana|esta semana|este mes', lately: `ayer|anoche|la semana pasada|el finde pasado|el mes pasado|hace (?:\\d+|un|una|dos|tres|unos|unas|pocos|pocas) (?:dias|semanas|meses|mes|semana)`, owners: 'mi|mis|su|sus|tu|nuestro|nuestra|yo|ella|mama|papa', dated: 'eso fue|fue|eso paso|paso|de eso|eso era hace|y eso fue', renewal: 'lo vuelvo a intentar|lo vuelvo a hacer|volvi a|vuelvo a|recai|lo intento otra vez|lo hago otra vez|lo hago de nuevo|lo intento de nuevo|lo voy a volver a', attempt: 'intente|intento|trate|quise|queria|me corte|me cortaba|cortaba|me lastimaba|me hacia|tome|me tome|hice|me queme|me quemaba|me autolesionaba|empece|deje|lo deje|solia' };

// French.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const FRENCH_YEARS_AGO = `il y a \\d+ ans|ya \\d+ ans|il y a des annees|depuis \\d+ ans`;
/** Over by itself: a clean streak, stopped, healed. */
const FRENCH_STOPPED = `je le fais plus|${cleanStreak('\\d+|un|une|deux|trois|quatre|cinq|six', 'jours|semaines|mois|an|ans|annees?', 'sans|clean', 'me couper|me scarifier|me faire du mal|me mutiler|me bruler|scarif(?:ication)?', 'rechute|recommence|a nouveau')}`;
/** What tells the past as past after a match. */
export const FRENCH_PAST_TELLING: PastTelling = { when: FRENCH_YEARS_AGO, stopped: FRENCH_STOPPED, breaks: 'et|mais|maintenant|aujourdhui|ce soir|toujours|depuis|parce que|donc|en ce moment|ces temps ci', recent: 'cette nuit|ce matin|cette semaine|ce mois ci', lately: `hier|la semaine derniere|le week end dernier|le mois dernier|il y a (?:\\d+|un|une|deux|trois|quelques) (?:jours|semaines|mois|semaine)`, owners: 'mon|ma|mes|son|sa|ses|notre|nos|je|jai|il|elle|pere|mere', dated: 'cetait|et cetait', renewal: 'je recommence|recommencer|jai rechute|rechute|je vais le refaire|le refaire|retenter|je retente', attempt: 'essaye|tente|tentative|ts|voulu|voulais|coupe|coupais|scarifie|scarifiais|pris|fait|brule|brulais|mutilais|arrete' };
/** Someone else's wish, told by the fan. */
export const FRENCH_OTHERS_WISH: OthersWish = { they: '(?:il|elle|ils|elles|quil|quelle|quils|quelles) (?:veut|voulait|veulent|va|allait|vont|pense|pensait|a envie|avait envie|ont envie|compte|comptait|parle|parlait)', mine: 'je|jai|jen|jy|jme|jsuis|jveux|jvais|me|men|moi|mon|ma|mes|mais|et|donc|franchement|perso|bref|tu|toi|un|une|le|la|les|envie', same: 'moi aussi|moi pareil|pareil pour moi|moi meme|et moi' };

// Italian.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const ITALIAN_YEARS_AGO = `\\d+ anni fa|anni fa|da \\d+ anni`;
/** Over by itself: a clean streak, stopped, healed. */
const ITALIAN_STOPPED = `non lo faccio piu|${cleanStreak('\\d+|un|uno|una|due|tre|quattro|cinque|sei', 'giorni|settimane|mese|mesi|anno|anni', 'senza|pulit[ao]|che non', 'tagliarmi|farmi del male|ferirmi|autolesionarmi|bruciarmi|mi faccio del male|mi taglio|mi ferisco|mi brucio', 'ricaduta|ricaduto|di nuovo|ci sono ricascat[ao]')}`;
/** What tells the past as past after a match. */
export const ITALIAN_PAST_TELLING: PastTelling = { when: ITALIAN_YEARS_AGO, stopped: ITALIAN_STOPPED, breaks: 'e|ma|ora|adesso|oggi|stasera|da allora|perche|quindi|in questo periodo|ultimamente', recent: 'stanotte|stamattina|questa settimana|questo mese', lately: `ieri|la settimana scorsa|lo scorso weekend|il mese scorso|(?:\\d+|un|una|due|tre|qualche) (?:giorni|settimane|mesi|settimana|mese) fa`, owners: 'mio|mia|miei|mie|suo|sua|suoi|nostro|nostra|io|lui|lei|padre|madre|papa|mamma', dated: 'era|e stato|e successo|successo|ed era', renewal: 'ci riprovo|riprovarci|lo rifaccio|rifarlo|ricaduta|sono ricaduto|sono ricaduta|ci ricasco|lo rifaro', attempt: 'provato|tentato|tentativo|volevo|tagliavo|tagliata|tagliato|bruciavo|preso|fatto|facevo|smesso|ero|avevo|scritto' };

// Portuguese.
/** Dated years back: the past only with an attempt or a habit told beside it (below). */
const PORTUGUESE_YEARS_AGO = `faz (?:uns )?\\d+ anos|ha (?:uns )?\\d+ anos|\\d+ anos atras|anos atras`;
/** Over by itself: a clean streak, stopped, healed. */
const PORTUGUESE_STOPPED = `nao faco mais|${cleanStreak('\\d+|um|uma|dois|duas|tres|quatro|cinco|seis', 'dias|semanas|mes|meses|ano|anos', 'sem|que parei de|que nao', 'me cortar|me machucar|me ferir|me mutilar|me autolesionar|me queimar|me corto|me machuco', 'recai|de novo|outra vez|voltei a')}`;
/** What tells the past as past after a match. */
export const PORTUGUESE_PAST_TELLING: PastTelling = { when: PORTUGUESE_YEARS_AGO, stopped: PORTUGUESE_STOPPED, breaks: 'e|mas|agora|hoje|hj|essa noite|ainda|desde entao|porque|pq|entao|ultimamente', recent: 'esta noite|hoje cedo|este mes|esse mes', lately: `ontem|semana passada|mes passado|(?:ha|faz) (?:\\d+|um|uma|dois|duas|tres|poucos|poucas) (?:dias|semanas|meses|mes|semana)`, owners: 'meu|minha|meus|minhas|seu|sua|nosso|nossa|eu|ele|ela|pai|mae', dated: 'isso foi|foi|isso|isso ja|ja|isso aconteceu|aconteceu', renewal: 'recai|vou tentar de novo|tentar de novo|fazer de novo|vou fazer de novo|voltei a|vou tentar outra vez', attempt: 'tentei|tentativa|quis|queria|cortava|cortei|queimava|queimei|tomei|fiz|fazia|parei|machucava' };

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
  breaks: 'und|aber|jetzt|heute|heut|immer noch|noch immer|seitdem|weil|deshalb|mittlerweile|inzwischen|in letzter zeit|gerade', recent: 'heute nacht|heute morgen|diese woche|diesen monat', lately: `gestern|letzte nacht|letzte woche|letztes wochenende|letzten monat|vor (?:\\d+|einer|einem|zwei|drei|ein paar) (?:tagen|wochen|monaten|woche|monat)`,
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
  breaks: 've|ama|fakat|şimdi|şu an|bugün|bu gece|hala|hâlâ|artık|çünkü|o yüzden|son zamanlarda|yine de', recent: 'bu sabah|bu hafta|bu ay', lately: `dün|dün gece|geçen hafta|geçen hafta sonu|geçen ay|(?:[0-9]+|iki|üç|birkaç) (?:gün|hafta|ay) önce`,
  owners: 'babam|annem|benim|onun|o|kardeşim|abim|ablam|sevgilim|eşim|köpeğim|kedim',
  dated: 'bu|o|bunlar|hepsi',
  renewal: 'tekrar deneyeceğim|yine deneyeceğim|tekrar yapacağım|yine yapacağım|yine kestim|tekrar kestim|yine başladım|tekrar başladım|bu sefer|bu kez',
  attempt: 'çalıştım|denedim|bulundum|kestim|yaktım|istedim|girişiminde|girişimi',
};

// Indonesian.
/** Someone else's wish, told by the fan. */
export const INDONESIAN_OTHERS_WISH: OthersWish = { they: '(?:dia|doi) (?:udah |juga |masih |sering |pernah )?(?:ngak|nggak|gak|ga|tidak|pengen|pgn|pingin|ingin|mau|mo|kepikiran|mikir|niat|berniat|mutusin|udah mutusin)', mine: 'aku|gw|gue|gua|saya|ak|aq|ku|tapi|tp|jadi|terus|trus|kamu|kak', same: 'aku juga|gw juga|gue juga|saya juga|sama aku juga|aku pun' };
/** The parts of Indonesian's clean streak, below. */
const INDONESIAN_STREAK_WITHOUT = '(?:(?:aku|saya|gue|gw|ak) )?(?:udah |sudah |udh )?(?:berhenti|bebas dari|gak|ga|nggak|ngga|tidak|tanpa|ga pernah|gak pernah|nggak pernah)';
const INDONESIAN_STREAK_WHAT = '(?:nyakitin|menyakiti|ngelukain|melukai) diri(?: sendiri)?|self ?harm|sh|nyilet|menyilet|cutting';
const INDONESIAN_RELAPSE = 'kambuh|relapse|gagal|nyilet lagi|kemarin|kemaren|semalam|semalem|tadi malam';
/**
 * Over by itself: a clean streak, the subject between the count and the stop ("udah 5 tahun aku bebas
 * dari self harm", "hari ini 3 tahun aku berhenti nyakitin diri sendiri"), unless a relapse is told after it.
 */
const INDONESIAN_STOPPED = [
  cleanStreak('\\d+|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|beberapa', 'tahun|thn|taun|bulan|bln|minggu|hari', INDONESIAN_STREAK_WITHOUT, INDONESIAN_STREAK_WHAT, INDONESIAN_RELAPSE),
  // "setahun", "sebulan": the count is in the unit, so a word before it stands in for the count.
  cleanStreak('hari ini|udah|sudah|udh|tepat|genap|sekarang|skrg', 'setahun|sebulan|seminggu', INDONESIAN_STREAK_WITHOUT, INDONESIAN_STREAK_WHAT, INDONESIAN_RELAPSE),
].join('|');
/**
 * An attempt or self-harm dated years back, checked after every pattern: "tujuh
 * tahun lalu saya pernah mencoba bunuh diri" is the past, "ayahku meninggal 3 tahun lalu dan
 * sekarang aku pengen mati" is not. Only datings: the patterns guard LONG_AGO's "dulu" and
 * "waktu smp" themselves.
 */
export const INDONESIAN_PAST_TELLING: PastTelling = {
  stopped: INDONESIAN_STOPPED,
  when: '(?:[0-9]+|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|beberapa|bertahun) (?:tahun|thn|taun) (?:yang |yg )?lalu|setahun (?:yang |yg )?lalu|bertahun tahun (?:yang |yg )?lalu|dulu (?:waktu|pas|jaman|umur|usia) [^ .]+',
  breaks: 'dan|tapi|tp|sekarang|skrg|skg|hari ini|malam ini|masih|karena|krn|soalnya|jadi|akhir akhir ini|belakangan', recent: 'tadi|bulan ini', lately: `kemarin|kemaren|semalam|semalem|tadi malam|minggu lalu|bulan lalu|(?:\\d+|dua|tiga|beberapa) (?:hari|minggu|bulan) (?:yang |yg )?lalu`,
  owners: 'ayah|ayahku|ibu|ibuku|mama|papa|bapak|bapakku|dia|mereka|pacarku|kakakku|adikku|aku|gw|gue|saya',
  dated: 'itu|itu udah|itu sudah|udah|sudah|itu kejadian',
  renewal: 'nyilet lagi|coba lagi|nyoba lagi|mau lagi|pengen lagi|kambuh|relapse|mulai lagi|lakuin lagi',
  attempt: 'pernah|mencoba|nyoba|nyobain|suka|sering|dulu',
};

/*
 * What tells a crisis as an old story come through (toldAsRecovered, told-as-recovered.ts), per
 * language: a dating back before the match, the fan's recovery in the present after it. Negations
 * and pretence inside a recovery ("im not ok now", "now im pretending im fine") are `seeming`
 * words, which the guard checks back from the recovery's end.
 */
const EN_NOT = 'not|no|never|nt|dont|cant|isnt|aint|wont';
export const ENGLISH_RECOVERY: RecoveryTelling = {
  back: `${ENGLISH_YEARS_AGO}|back then|back in ${DATED_YEAR}|in ${DATED_YEAR}|that was ${DATED_YEAR}|when i was (?:a teen|a teenager|a kid|younger|in (?:high school|college|uni|school))`,
  breaks: ENGLISH_PAST_TELLING.breaks,
  open: `${ENGLISH_PAST_TELLING.recent}|${ENGLISH_PAST_TELLING.lately}|${ENGLISH_PAST_TELLING.renewal}|again|tonight|tomorrow|still|anymore|lately|these days|this time|next time|relapse|relapsed|want|wanna|wish|ready|calm|decided|every|each|nowadays|since that day|to this day|gonna|going to|feel the same|same way`,
  prepared: 'bought|buy|buying|pills|rope|gun|blade|blades|note|letter|letters|gave away|gave my|giving away|rehom[^ .]*|found a way|way out|bridge|roof|tracks|saved up|stockpil[^ .]*|plan|plans|planned|planning|drawer|stash',
  fine: `(?:now|today|these days) ${upTo(1)}(?:im|i am) ${upTo(2)}(?:good|fine|ok|okay|better|great|happy|well|healthy|stable|thriving|in a good place)|(?:im|i am) ${upTo(2)}(?:good|fine|ok|okay|better|great|happy|well|healthy|stable|thriving|in a good place) (?:now|today|these days)`,
  seeming: `thinks|think|thought|says|say|said|seem|seems|look|looks|pretend[^ .]*|act|acting|fake|faking|tell|telling|told|worry|supposed|apparently|supposedly|seemingly|what i tell|${EN_NOT}`,
  then: 'and|therapy|your|ur|lol',
  despair: 'nothing|empty|numb|void|tired of|give up|giving up|pointless|last time|deserves better|better than me|guts|monster|inherit|insurance|overpass|lost|fired|dropped|quit|died|took|no way out|its time|time to go|done|over it|finished',
  after: 'but|except|yet|though|tho|until|because|bc|cuz|since|with|at|date|decided|ready|know how|gone|goodbye|bye|die|dying|dead|end it|kill|suicide|hiding|calm|peace|jk|jking|kidding|joking|lie|lying|sike|psych|not really|outside|or so|soon|saturday|sunday|monday|tuesday|wednesday|thursday|friday|weekend|over|sorted|matter|burden|fooling|who am i kidding|for everything|should have|succeeded|raped|rape|the end|everyone|you all|yall|take care|so i can|so that',
};

const ES_NOT = 'no|nunca|jamas|ni';
export const SPANISH_RECOVERY: RecoveryTelling = {
  back: `(?<!desde )(?:${SPANISH_YEARS_AGO})(?! que| q )|en aquella epoca|en esa epoca|en ese entonces|cuando era (?:adolescente|joven|chic[oa]|nin[oa])|en ${DATED_YEAR}`,
  breaks: SPANISH_PAST_TELLING.breaks,
  open: `${SPANISH_PAST_TELLING.recent}|${SPANISH_PAST_TELLING.lately}|${SPANISH_PAST_TELLING.renewal}|otra vez|de nuevo|esta noche|manana|todavia|aun|esta vez|sigo|quiero|quisiera|me quiero|pienso|cada|todos los dias|todas las noches|desde ese dia|hasta hoy|me voy a|voy a`,
  prepared: 'compre|guarde|junte|acumule|pastillas guardadas|cuerda|pistola|carta|cartas|regale|puente|azotea|vias|plan|planeo|planeando|aniversario|lo hago',
  fine: `(?:hoy|ahora|ya|hoy en dia|actualmente) ${upTo(2)}(?:estoy|me siento|me encuentro) ${upTo(1)}(?:bien|mejor|feliz|genial|estable|en un buen lugar)|lo supere|lo he superado|sali adelante|sali de eso`,
  seeming: `creen|cree|piensan|piensa|parece|parezco|dicen|dice|finjo|fingir|aparento|como si|supuestamente|digo|cuento|${ES_NOT}`,
  then: 'y|e|terapia|tu|tus|jaja',
  despair: 'nada|vaci[oa]|cansad[oa] de|me rindo|sin sentido|ultima vez|merece|miento|ya fue|perdi|despidieron|deje|murio|quitaron|sin salida',
  after: 'pero|aunque|sin embargo|excepto|hasta que|porque|ya que|con|fecha|decidi|decidid[oa]|decision|list[oa]|se como|pastillas|cuchilla|adios|morir|muerte|matarme|suicid[^ .]*|esconder|paz|tranquil[oa]|mentira|por fuera|bah|mas o menos|pronto|sabado|domingo|lunes|martes|miercoles|jueves|viernes|finde|fin de semana|terminado|acabado|carga|importar|por todo|todos|cuidense|para hacerlo',
};

const PT_NOT = 'nao|nunca|jamais|nem';
export const PORTUGUESE_RECOVERY: RecoveryTelling = {
  back: `(?:(?:faz|ha) (?:uns )?(?:\\d+|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|alguns) anos|(?:\\d+|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|alguns) anos atras|anos atras)(?! que)|naquela epoca|na epoca|quando eu era (?:adolescente|nov[oa]|crianca)|em ${DATED_YEAR}`,
  breaks: PORTUGUESE_PAST_TELLING.breaks,
  open: `${PORTUGUESE_PAST_TELLING.recent}|${PORTUGUESE_PAST_TELLING.lately}|${PORTUGUESE_PAST_TELLING.renewal}|de novo|outra vez|essa noite|amanha|ainda|dessa vez|desta vez|quero|queria tanto|penso|todo|toda|todos|todas|desde aquele dia|ate hoje|vou me|eu vou`,
  prepared: 'comprei|guardei|juntei|remedios guardados|comprimidos guardados|corda|arma|carta|cartas|doei|ponte|telhado|trilhos|plano|planejo|planejando|aniversario|vou fazer',
  fine: `(?:hoje|hj|agora|atualmente|hoje em dia) ${upTo(2)}(?:estou|to|me sinto) ${upTo(1)}(?:bem|melhor|feliz|otim[oa]|estavel|em paz)|superei|sai dessa|consegui sair`,
  seeming: `acham|acha|pensam|parece|parecem|dizem|diz|finjo|fingindo|como se|supostamente|falo|conto|${PT_NOT}`,
  then: 'e|terapia|seu|sua|teu|tua|voce|vc|kkk|kkkk',
  despair: 'nada|vazi[oa]|exaust[oa]|cansad[oa] de|sem sentido|desisto|ultima vez|merece|perdi|demitid[oa]|larguei|morreu|abandonou|sem saida',
  after: 'mas|porem|so que|embora|ate que|porque|pq|com|data|decidi|decidid[oa]|pront[oa]|sei como|sei o que|remedios|comprimidos|lamina|adeus|morrer|morte|me matar|suicid[^ .]*|esconder|paz|mentira|sqn|por fora|logo|sabado|domingo|segunda|terca|quarta|quinta|sexta|fim de semana|organizado|acabar|fim|peso|por tudo|todos|se cuidem|pra fazer|para fazer',
};

const FR_NOT = 'pas|plus|jamais|ne|nest';
export const FRENCH_RECOVERY: RecoveryTelling = {
  back: `(?:il y a (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) ans|ya \\d+ ans|il y a des annees)(?! que)|a lepoque|a cette epoque|quand jetais (?:ado|adolescente?|jeune|petite?)|en ${DATED_YEAR}`,
  breaks: FRENCH_PAST_TELLING.breaks,
  open: `${FRENCH_PAST_TELLING.recent}|${FRENCH_PAST_TELLING.lately}|${FRENCH_PAST_TELLING.renewal}|ce soir|demain|encore|a nouveau|de nouveau|toujours|cette fois|veux|voudrais|jai envie|pense|chaque|tous les|toutes les|depuis ce jour|a ce jour|je vais me|jvais me`,
  prepared: 'achete|stocke|mis de cote|garde des|corde|arme|lettre|lettres|donne mes|pont|toit|rails|plan|prevu|anniversaire',
  fine: `(?:aujourdhui|maintenant|desormais|actuellement) ${upTo(2)}(?:je vais|jvais|ca va|je me sens|je suis) ${upTo(1)}(?:bien|mieux|heureuse?|stable|en paix)|je men suis sortie?|cest derriere moi`,
  seeming: `pensent|pense|croient|croit|semble|dit|disent|semblant|comme si|tinquiete|soi disant|apparemment|raconte|${FR_NOT}`,
  then: 'et|therapie|ta|ton|tes|mdr',
  despair: 'rien|vide|fatiguee? de|jabandonne|derniere fois|merite|sert a rien|perdu|vire|virer|arrete|mort|lache',
  after: 'mais|sauf que|pourtant|jusqua|parce que|car|depuis que|avec|date|decide|decidee|pret|prete|sais comment|medicaments|cachets|lame|adieu|mourir|mort|me tuer|suicid[^ .]*|cache|cacher|paix|prepare|partir|crois|mensonge|jpp|exterieur|bof|bientot|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|week end|fini|libre|fardeau|lexterieur|pour tout|tous|prenez soin|pour le faire',
};

const DE_NOT = 'nicht|nie|kein|keine|keinesfalls|nein';
export const GERMAN_RECOVERY: RecoveryTelling = {
  back: `${GERMAN_DATED_YEARS_BACK}|damals|(?<!heute )früher(?! oder| am)|im jahr ${DATED_YEAR}`,
  breaks: GERMAN_PAST_TELLING.breaks,
  open: `${GERMAN_PAST_TELLING.recent}|${GERMAN_PAST_TELLING.lately}|${GERMAN_PAST_TELLING.renewal}|wieder|erneut|nochmal|noch mal|immer noch|noch immer|morgen|heute abend|diesmal|will|möchte|denke|jeden|jede|jedes|seit dem tag|bis heute|bring mich|bringe mich|werde mich`,
  prepared: 'gekauft|gesammelt|gehortet|gebunkert|seil|strick|waffe|brief|briefe|verschenkt|brücke|dach|gleise|plan|geplant|jahrestag',
  fine: `(?:heute|heut|jetzt|inzwischen|mittlerweile|heutzutage) ${upTo(2)}(?:geht es mir|gehts mir|bin ich|fühl ich mich|fühle ich mich) ${upTo(2)}(?:gut|besser|super|stabil|glücklich|gesund|clean)|(?:habe|hab) (?:ich )?das überwunden|bin drüber weg`,
  seeming: `denken|denkt|glauben|glaubt|sagen|sagt|meint|meinen|scheint|scheinbar|anscheinend|angeblich|tu so|tue so|als ob|erzähle|erzähl|${DE_NOT}`,
  then: 'und|therapie|dein|deine|deinen|deinem|haha',
  despair: 'nichts|leer|müde|gebe auf|aufgeben|sinnlos|letzte mal|letztes mal|verdient|gefeuert|verloren|abgebrochen|gestorben|abgegeben|ausweg',
  after: 'aber|trotzdem|nur dass|bis|weil|da|seit|seitdem|mit|plane|planen|datum|entschieden|entschlossen|bereit|weiß wie|tabletten|klinge|abschied|sterben|tod|umbringen|suizid|selbstmord|verstecken|frieden|gehe|lüge|quatsch|nach außen|bald|samstag|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|wochenende|soweit|vorbei|last|für alles|alle|euch allen|passt auf euch auf|um es',
};

const IT_NOT = 'non|mai|ne';
export const ITALIAN_RECOVERY: RecoveryTelling = {
  back: `(?:\\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|molti) anni fa|anni fa|a quel tempo|in quel periodo|nel ${DATED_YEAR}`,
  breaks: ITALIAN_PAST_TELLING.breaks,
  open: `${ITALIAN_PAST_TELLING.recent}|${ITALIAN_PAST_TELLING.lately}|${ITALIAN_PAST_TELLING.renewal}|stasera|domani|di nuovo|ancora|stavolta|questa volta|voglio|vorrei|penso|ogni|tutti i|tutte le|da quel giorno|ancora oggi|mi ammazzo|mi uccido|la faccio finita`,
  prepared: 'comprato|messo da parte|messe da parte|accumulato|accumulate|corda|pistola|lettera|lettere|regalato|ponte|tetto|binari|piano per|programmato|anniversario',
  fine: `(?:adesso|ora|oggi|ormai) ${upTo(2)}(?:sto|mi sento) ${upTo(1)}(?:bene|meglio|benissimo|seren[oa]|felice)|lho superat[oa]|ne sono uscit[ao]|ce lho fatta`,
  seeming: `pensano|pensa|credono|crede|sembra|sembro|dicono|dice|fingo|faccio finta|come se|apparentemente|racconto|${IT_NOT}`,
  then: 'e|ed|terapia|tuo|tua|tuoi|ahah',
  despair: 'niente|nulla|vuot[oa]|stanc[oa] di|mi arrendo|senza senso|ultima volta|merita|perso|licenziat[oa]|mollat[oa]|morto|morta',
  after: 'ma|pero|tranne|finche|perche|visto che|con|piano|data|deciso|decisa|pronto|pronta|so come|pillole|lametta|addio|morire|morte|uccidermi|suicid[^ .]*|nascondere|pace|bugia|seh|vabbe|esterno|presto|sabato|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|weekend|finito|peso|allesterno|per tutto|tutti|di tutto|abbiate cura|per farlo',
};

const RU_NOT = 'не|нет|никогда|ни';
export const RUSSIAN_RECOVERY: RecoveryTelling = {
  back: '(?:\\d+|два|три|четыре|пять|шесть|семь|восемь|девять|десять|несколько|много) (?:лет|года|год) назад|когда я был[аи]? (?:подростком|ребёнком|моложе)',
  breaks: 'и|но|а|сейчас|теперь|сегодня|до сих пор|всё ещё|потому что|поэтому|в последнее время',
  open: 'вчера|сегодня ночью|этой ночью|утром|на этой неделе|снова|опять|ещё раз|срыв|сорвалась|сорвался|до сих пор|всё ещё|завтра|в этот раз|хочу|хотелось бы|думаю|каждую|каждый|каждое|на прошлой неделе|на прошлых выходных|с того дня|убью себя|покончу|месяц назад|в этом месяце|неделю назад|(?:\\d+|две|три|пару|несколько) (?:дней|недели|недель|месяца|месяцев) назад',
  prepared: 'купил[^ .]*|накопил[^ .]*|копил[^ .]*|припрятал[^ .]*|верёвк[^ .]*|пистолет|записк[^ .]*|раздал[^ .]*|мост[^ .]*|крыш[^ .]*|рельс[^ .]*|план[^ .]*|годовщин[^ .]*',
  fine: `(?:сейчас|теперь|сегодня|уже) ${upTo(2)}(?:всё хорошо|я в порядке|мне лучше|мне хорошо|я счастлива?|я справил(?:ся|ась))|я справил(?:ся|ась)|всё позади|это в прошлом`,
  seeming: `думают|думает|кажется|говорят|говорит|делаю вид|притворяюсь|как будто|якобы|вроде|рассказываю|${RU_NOT}`,
  then: 'и|терапия|твои|твой|твоё',
  despair: 'ничего|пуст[^ .]*|устал[^ .]*|сдаюсь|смысла|последний раз|заслуживает|потерял[^ .]*|уволили|бросил[^ .]*|умер[^ .]*|отказался|отказалась',
  after: 'но|однако|только|пока|потому что|так как|с тех пор как|с|план|дату|решил|решила|готов|готова|знаю как|купил|купила|таблетки|лезвия|верёвку|записку|прощай|умереть|смерть|покончить|суицид|скрывать|спокойно|уйду|вру|снаружи|ага|конечно|шучу|скоро|суббот[^ .]*|воскресень[^ .]*|выходн[^ .]*|закончу|обуз[^ .]*|конец|решено|за всё|всем|берегите|чтобы',
};

const TR_NOT = 'değil|asla|hiç|yok';
export const TURKISH_RECOVERY: RecoveryTelling = {
  back: `${TURKISH_DATED_YEARS_BACK}|eskiden|o zamanlar|${DATED_YEAR}(?:de|da|te|ta| yılında)`,
  breaks: TURKISH_PAST_TELLING.breaks,
  open: `${TURKISH_PAST_TELLING.recent}|${TURKISH_PAST_TELLING.lately}|${TURKISH_PAST_TELLING.renewal}|bu gece|yarın|yine|tekrar|gene|hala|hâlâ|nüksettim|istiyorum|düşünüyorum|her|o günden beri|öldüreceğim|bitireceğim`,
  prepared: 'ilaç aldım|hap aldım|jilet aldım|silah aldım|biriktir[^ .]*|ip|silah[^ .]*|mektup[^ .]*|dağıttım|köprü[^ .]*|çatı[^ .]*|ray[^ .]*|plan[^ .]*|yıldönüm[^ .]*',
  fine: `(?:şimdi|artık|bugün|şu an|şu anda) ${upTo(4)}(?:iyiyim|mutluyum|iyi durumdayım|iyi hissediyorum|hayatımı seviyorum)|atlattım|geride kaldı`,
  seeming: `sanıyor|sanıyorlar|zannediyor|diyor|diyorlar|gibi|rol yapıyorum|güya|sözde|söylüyorum|${TR_NOT}`,
  then: 've|terapi|terapiye|senin|videoların',
  despair: 'boş[^ .]*|yoruldum|pes|anlamsız|son kez|hak ediyor|dayanamıyorum|olmayacağım|kovuldum|kaybettim|bıraktım|öldü',
  after: 'ama|fakat|ancak|yine de|rağmen|çünkü|ile|diyorum|plan|tarih|karar|hazırım|nasıl|aldım|ilaç|ilaçlar|jilet|mektup|elveda|ölmek|ölüm|intihar|saklıyorum|huzur|gideceğim|yalan|dışarıdan|tabii|şaka|yakında|cumartesi|pazar|hafta sonu|bitireceğim|bitecek|yük|eşyalarımı|not yazdım|her şey için|herkese|hepinize|kendinize iyi bakın',
};

const ID_NOT = 'gak|ga|gk|nggak|ngga|enggak|engga|tidak|bukan|belum|blm';
export const INDONESIAN_RECOVERY: RecoveryTelling = {
  back: `${INDONESIAN_PAST_TELLING.when}|dulu (?:waktu|pas|aku|saya|gw|gue|sempat|pernah)|dahulu|waktu (?:smp|sma|kuliah|kecil)|pas (?:smp|sma|kuliah)|(?:tahun|thn) ${DATED_YEAR}`,
  breaks: INDONESIAN_PAST_TELLING.breaks,
  open: `${INDONESIAN_PAST_TELLING.recent}|${INDONESIAN_PAST_TELLING.lately}|${INDONESIAN_PAST_TELLING.renewal}|malam ini|besok|lagi|masih|kali ini|(?<!sempat |pernah )(?:mau|pengen|pgn|ingin)|tiap|setiap|dari situ|sampai sekarang|bakal|akan`,
  prepared: 'beli|nimbun|ngumpulin|simpen obat|tali|pistol|surat|bagiin|jembatan|atap|rel|rencana[^ .]*|ngerencanain',
  fine: `(?:sekarang|skrg|skg|kini) ${upTo(3)}(?:baik|baik2|baik baik aja|sembuh|lebih baik|bahagia|sehat|membaik)`,
  seeming: `kira|ngira|mikir|pikir|kelihatan|keliatan|kayaknya|katanya|pura pura|pura2|seolah|kata|${ID_NOT}`,
  then: 'dan|terapi|wkwk|alhamdulillah',
  despair: 'kosong|capek|menyerah|nyerah|percuma|terakhir|pantas|hilang|dipecat|berhenti kuliah|berhenti terapi|meninggal',
  after: 'tapi|tp|namun|padahal|cuma|cuman|kecuali|sampai|sampe|karena|krn|soalnya|dengan|rencana|tanggal|mutusin|memutuskan|siap|tau caranya|obat|silet|selamat tinggal|mati|bunuh diri|sembunyi|tenang|pergi|bohong|di luar|deng|canda|bentar lagi|sebentar lagi|sabtu|minggu|jumat|akhir pekan|selesai|beban|penting|buat semuanya|untuk semuanya|semuanya|kalian semua|jaga diri|biar bisa',
};
