import type { SafetyLanguage } from '../safety-language';
import { bundled } from './phrase-syntax';

/*
 * Round 12 (issue #33): a crisis told as long past, with the fan well today ("Ten years ago I ... tried
 * to end my life, but I got help and I'm doing so well now"; "Vor zehn Jahren habe ich versucht, mir
 * das Leben zu nehmen ... heute geht es mir richtig gut"). Each language's file guards some
 * patterns against one or the other; fans thanking a creator for their recovery kept bringing both
 * around patterns that had neither guard. Checked once a pattern matched, on every pattern of the
 * language: the match is not a crisis when the past comes before it and being well today after it.
 * Either alone is not enough ("ten years ago i tried, and now i want to die again" is a crisis).
 * Benign twins and crises: labelled/twelfth-round-twins.ts.
 */

interface PastAndWell {
  /** A time long past, before the match. */
  past: string;
  /** Being well now, after the match. */
  well: string;
  /** Others' view or a pretence just before the "well" ("everyone thinks i'm doing so well now"): not the fan's word. */
  seeming: string;
}

const PAST_AND_WELL: Readonly<Record<SafetyLanguage, PastAndWell>> = {
  en: {
    // With Indonesian's: fans there write "self harm" in English among Indonesian words.
    past: '(?:\\d+|a few|few|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several) (?:years?|yrs) ago|years ago|back in (?:high school|college|uni|school)|when i was (?:1\\d|a teen|a teenager|younger|a kid)|tahun lalu',
    well: '(?:im|i am|doing|feel|feeling) (?:so |really |much |a lot |very )?(?:well|better|good|great)|in a (?:good|better) place|(?:udah|sudah) lama berhenti',
    seeming: 'think|thinks|thought|seem|seems|pretend|pretending|look|looks|act|acting|say|says|said|tell|told|everyone|everybody',
  },
  es: {
    past: 'hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|unos|varios|muchos) anos|hace anos|de adolescente|cuando era (?:adolescente|joven|chic[oa])',
    well: '(?:ahora|hoy) (?:estoy|me siento) (?:muy |mucho |super |re )?(?:bien|mejor)|estoy (?:muy |mucho )?mejor|sali adelante|lo supere',
    seeming: 'creen|cree|parece|finjo|fingir|dicen|todos',
  },
  pt: {
    past: '(?:ha|faz) (?:\\d+|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|uns|alguns|muitos) anos|anos atras|na adolescencia|quando eu era (?:adolescente|nova|novo|mais nova|mais novo)',
    well: '(?:hoje|agora) (?:eu )?(?:to|estou|me sinto) (?:muito |bem |super )?(?:bem|melhor)|(?:to|estou) (?:muito |bem )?melhor|superei|sai dessa',
    seeming: 'acham|acha|parece|finjo|fingir|dizem|todo mundo',
  },
  fr: {
    past: 'il y a (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) ans|quand jetais (?:ado|jeune|au lycee)|au lycee',
    well: '(?:aujourdhui|aujourd hui|maintenant) (?:je vais|ca va|je me sens) (?:beaucoup |tres |vraiment |super )?(?:bien|mieux)|je vais (?:beaucoup |tres |vraiment )?mieux|je men suis sortie?',
    seeming: 'croient|croit|semble|semblant|disent|tout le monde',
  },
  de: {
    past: 'vor (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|ein paar|einigen|vielen) jahren|vor jahren|als teenager|in der schulzeit',
    well: '(?:geht es mir|gehts mir|geht\'s mir) (?:heute |jetzt |inzwischen )?(?:richtig |wirklich |sehr |viel |echt )?(?:gut|besser)|bin (?:seit langem |seit jahren |lange |jetzt )?clean|seit langem clean|bin stabil',
    seeming: 'denken|denkt|glauben|glaubt|so als|scheint|sagen|alle',
  },
  it: {
    past: '(?:\\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|alcuni|tanti) anni fa|anni fa|da ragazz[oa]|al liceo',
    well: '(?:oggi|ora|adesso) (?:sto|mi sento) (?:molto |davvero |tanto )?(?:bene|meglio)|sto (?:molto |davvero )?meglio|ne sono uscit[oa]',
    seeming: 'pensano|pensa|credono|sembra|fingo|dicono|tutti',
  },
  ru: {
    past: '(?:\\d+|два|три|четыре|пять|шесть|семь|восемь|девять|десять|несколько|много) (?:лет|года) назад|лет назад|в юности',
    well: '(?:сейчас|теперь|сегодня) (?:у меня )?(?:всё |все )?(?:хорошо|намного лучше|гораздо лучше|лучше)|я справил(?:ся|ась)',
    seeming: 'думают|думает|кажется|вид|притворяюсь|говорят|все',
  },
  tr: {
    past: '(?:\\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|birkac) yil once|yillar once|lisedeyken|gencken',
    well: '(?:bugun|artik|simdi|su an) (?:gercekten |cok |cok daha |daha )*(?:iyiyim|iyi)|iyilestim|atlattim',
    seeming: 'saniyor|saniyorlar|zannediyor|gibi|rol|diyor|herkes',
  },
  id: {
    past: '(?:\\d+|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|beberapa) tahun (?:lalu|yang lalu)',
    well: '(?:sekarang|skrg|skg) (?:(?!(?:ga|gak|nggak|tidak|belum|ngga|enggak) )[^ .]+ ){0,3}(?:lebih baik|baik baik aja|baik2 aja|bahagia)|(?:udah|sudah|udh) lama berhenti|(?:udah|sudah|udh) sembuh',
    seeming: 'kira|ngira|kayaknya|pura|keliatannya|bilang|semua',
  },
};

/** Not the past before the match and being well after it, both within a few sentences, the "well" the fan's own. */
const notPastAndWell = ({ past, well, seeming }: PastAndWell) =>
  `(?!(?<=(?:^| )(?:${past}) [^]{0,160})(?= [^]{0,160}?(?<!(?:^| )(?:${seeming}) (?:[^ .]+ ){0,3})(?:${well})(?= |$)))`;

/** A language's fan patterns with the guard, bundled so that it is written once per group of patterns. */
export const withPastAndWell = (language: SafetyLanguage, patterns: readonly string[]): string[] => bundled(patterns, notPastAndWell(PAST_AND_WELL[language]));
