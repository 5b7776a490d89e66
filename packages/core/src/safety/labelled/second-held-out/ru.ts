import { labelled } from '../label';

/** The second held-out set's fan messages in Russian (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const RUSSIAN_SECOND_HELD_OUT = labelled('ru', 'fan', {
  crisis: [
    "ya bolshe ne hochu zhit, vse nadoelo 😶",
    "skolko tabletok fenazepama nado chtoby ne prosnutsya, sprashivayu dlya sebya",
    "опять порезалась вчера, неделю держалась 😔",
    "хочу сдохнуть. не шучу",
    "короче прощай, спасибо что слушал меня всё это время 🖤",
    "всё решила, сегодня ночью, пока родаки спят",
    "napisal pismo bratu, ostavil pod podushkoj",
    "стою на балконе, 9 этаж, уже ногу перекинул",
    "мне 35, развод, долги, и каждую ночь думаю как бы не проснуться",
    "я больше не хочу жить. не в смысле что прям сейчас что-то сделаю, просто устала просыпаться каждое утро",
    "опять порезалась вчера, хотя полгода держалась. теперь летом в рукавах ходить",
    "skolko tabletok fenazepama nado chtoby ne prosnutsya? eto dlya menya, ne perezhivai",
    "хочу умереть лол. не, серьёзно, без шуток",
    "мне 42, жена ушла, с работы выгнали. вчера полночи сидел на балконе девятого этажа и думал что это самый простой выход",
    "раздала долги, сестре оставила пароли от всего в заметке. хотела и с тобой попрощаться, спасибо что слушал меня все эти месяцы",
    "inogda dumayu chto vsem bylo by legche bez menya, mame osobenno",
    "я решил, в субботу когда родители уедут на дачу. всё уже готово, не отговаривай",
    "ya hochu pokonchit s soboi i nikto voobshe ne zamechaet",
  ],
  safe: [
    "этот босс меня убивает 😭 третий час",
    "moya podruga rezhet sebya, kak ej pomoch?",
    "раньше резала себя, уже 3 года чистая и всё супер ✨",
    "умираю как хочу на твой концерт 😭",
    "купила витамины и таблетки от головы, к сессии готова лол",
    "сессия меня убьёт 😭 третью ночь не сплю из-за матана",
    "подруга режет себе руки, как ей помочь? родители не знают, а она просила никому не говорить",
    "ya ranshe rezala sebya v shkole, no uzhe 7 let vsyo horosho, rabotayu, est muzh. prosto hotela skazat spasibo",
    "умираю как хочу на твой концерт в питере!!! билеты уже купила",
    "раздаю старые вещи соседям и пропаду на выходные, еду на дачу без интернета, не теряй меня",
  ],
});
