import { labelled } from '../label';

/** The first held-out set's fan messages in Russian (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const RUSSIAN_FIRST_HELD_OUT = labelled('ru', 'fan', {
  crisis: [
    "я больше не хочу жить, честно",
    "думаю как бы так уйти чтоб никому не мешать",
    "опять порезала руки вчера… не говори никому",
    "сколько таблеток надо выпить чтоб не проснуться",
    "хочу уснуть и не проснуться. каждый день об этом думаю",
    "я уже записку написала. завтра всё закончится",
    "лол я бы просто вышла в окно если б хватило смелости",
    "снова режусь, месяц держалась и сорвалась",
    "мне кажется всем будет легче без меня",
    "стояла сегодня на крыше шестнадцатиэтажки, почти шагнула",
    "купил верёвку. не знаю зачем тебе пишу",
    "хочется сдохнуть ппц, устал от всего",
    "ya ne hochu bolshe zhit, prosti",
    "opyat porezalas, ruki vse v krovi 😢",
    "skolko nado vypit fenazepama chtob umeret",
    "dumayu o samoubiystve kazhdyi den uzhe",
    "hochu prosto ischeznut navsegda, chtob menya ne bylo",
    "segodnya nochyu vse zakonchu, ya reshila",
  ],
  safe: [
    "умираю от смеха с твоей сторис 😂",
    "бабушка умерла весной, до сих пор скучаю по ней",
    "в доте меня убили раз 20 за катку, я в шоке",
    "очень боюсь умереть в самолёте, лечу завтра в турцию",
    "10 лет назад резалась, сейчас всё хорошо, замужем и счастлива",
    "смотрела сериал где героиня выпила таблетки, так тяжело было смотреть",
    "segodnya provozhali kollegu na pensiyu, vse plakali",
    "ya chut ne umer so smehu kogda uvidel tvoe video",
    "na svadbe u brata tak ustala chto prosto umirayu hochu spat",
  ],
});
