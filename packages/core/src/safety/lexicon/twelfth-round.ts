import type { SafetyLanguage } from '../safety-language';
import { across, anyOf, gapWithout, notBefore, upTo } from './phrase-syntax';

/*
 * Round 12 (issue #33): explicit statements the lexicon missed in fan chat written around them
 * (labelled/wrapped-in-chat.json): all of a diabetic's insulin injected at once, arms burned with a
 * lighter, a killing planned for after the exams, "mi suiciderò", "со всем покончу". Each has a
 * benign twin in labelled/twelfth-round-twins.ts.
 */

/** Not said of cooking, an iron, the sun or an accident: burns that are not self-harm. */
const BURN_ACCIDENT = (words: string) => `(?! ${across(6)}${anyOf(words)}(?= ))(?<!(?:^| )${anyOf(words)} [^]{0,80})`;

/** A dose for a meal ("me pongo toda la insulina antes de comer?"): a diabetic's question, not an overdose. */
const MEALS = anyOf('meal', 'meals', 'eating', 'breakfast', 'lunch', 'dinner', 'comer', 'comida', 'desayuno', 'cena', 'almuerzo', 'refeicao', 'almoco', 'jantar', 'repas', 'manger', 'dejeuner', 'diner', 'pasto', 'pranzo', 'colazione', 'essen', 'frühstück', 'fruhstuck', 'mahlzeit', 'еды', 'едой', 'завтрак[^ .]*', 'обед[^ .]*', 'ужин[^ .]*', 'yemek[^ .]*', 'kahvalti[^ .]*', 'makan', 'sarapan');
const NOT_A_MEAL = `(?! ${across(6)}${MEALS}(?= ))(?<!(?:^| )${MEALS} [^]{0,60})`;

export const TWELFTH_ROUND: Readonly<Record<SafetyLanguage, readonly string[]>> = {
  en: [
    // "i plan on overdosing on my insulin later tonight".
    `${anyOf('plan on', 'planning on', 'thinking of', 'thinking about')} ${anyOf('overdosing', 'ODing')}${notBefore('on (?:coffee|caffeine|sugar|chocolate|candy|love|cuteness|you|u|content|anime)')}`,
    // "im going to inject all my insulin tonight".
    `${anyOf('going to', 'gonna', 'will', 'about to', 'want to', 'ill')} ${anyOf('inject', 'shoot', 'take', 'use')} ${anyOf('all', 'all of', 'all my', 'the rest of', 'every drop of', 'all the')} ${upTo(2)}insulin${notBefore('with|on|to|for|in|before|when|after|at')}${NOT_A_MEAL}`,
  ],
  es: [
    // "esta noche me voy a inyectar toda la insulina que me queda".
    `${anyOf('me voy a inyectar', 'voy a inyectarme', 'me inyecto', 'me inyectare')} ${anyOf('toda', 'todas')} (?:la |las )?${upTo(2)}insulina${NOT_A_MEAL}`,
  ],
  pt: [
    // "to planejando me matar depois das provas".
    `${anyOf('planejando', 'planejo', 'planejei', 'to planejando', 'estou planejando')} me matar${notBefore('de|no|na|com|kk[k]*')}`,
    // "vou tomar a caixa inteira de remédio de uma vez".
    `${anyOf('tomar', 'engolir', 'tomei', 'engoli', 'tomo')} ${anyOf('a caixa inteira', 'uma caixa inteira', 'a cartela inteira', 'o frasco inteiro', 'a caixa toda', 'a cartela toda', 'o vidro inteiro', 'o vidro todo', 'o frasco todo')} (?:de |do |da |dos |das )?${upTo(1)}${anyOf('remedio', 'remedios', 'comprimidos', 'rivotril', 'calmante', 'calmantes', 'dipirona', 'paracetamol', 'insulina', 'clonazepam')}`,
    // "toda noite eu queimo meus braços com isqueiro".
    `${anyOf('queimo', 'queimando', 'queimei', 'queimar')} ${anyOf('meus bracos', 'meu braco', 'minhas pernas', 'minha perna', 'minha pele', 'meus pulsos', 'meu pulso', 'minhas coxas', 'minha coxa')}${BURN_ACCIDENT('cozinhando|fogao|forno|panela|sem querer|sol|chapinha|ferro|churrasco|praia')}`,
    // "vou me aplicar toda a insulina".
    `${anyOf('aplicar', 'injetar', 'me aplicar', 'me injetar')} ${anyOf('toda', 'todas')} (?:a |as )?${upTo(2)}insulina${NOT_A_MEAL}`,
  ],
  fr: [
    // "j'ai mis de côté toutes mes boîtes de somnifères et je compte les avaler cette nuit".
    `je compte ${anyOf('les avaler', 'tout avaler', 'les prendre toutes', 'les prendre tous', 'toutes les prendre', 'tous les prendre')} ${anyOf('cette nuit', 'ce soir', 'demain', 'ce week end', 'tout a lheure')}(?<=${anyOf('cachets', 'comprimes', 'somniferes', 'medicaments', 'boites', 'pilules', 'gelules')} [^]{0,120})`,
    `${anyOf('minjecter', 'je minjecte', 'je vais minjecter')} ${anyOf('toute', 'tout')} ${upTo(2)}${anyOf('linsuline', 'insuline')}${NOT_A_MEAL}`,
  ],
  de: [
    // "trotzdem will ich einfach nur noch sterben": the verb before its subject.
    `${anyOf('will ich', 'wil ich', 'möchte ich', 'mochte ich')} ${gapWithout(2, 'nicht|nie|kein|keine')}${anyOf('nur noch sterben', 'nicht mehr leben', 'sterben', 'tot sein')}(?! ${anyOf('lassen', 'sehen', 'wenn (?:der|die|das|mein|meine)')}(?= ))(?<!(?:^| )wenn [^.]{0,60})(?! ${upTo(1)}${anyOf('haha[ha]*', 'hihi', 'lol', 'xd+', 'spaß', 'spass')}(?= ))`,
    // "ich verbrenne mir seit einer woche jeden abend die arme mit dem feuerzeug".
    `${anyOf('verbrenne', 'verbrenn', 'verbrannt', 'verbrannte')} (?:ich )?mir ${upTo(6)}${anyOf('die arme', 'den arm', 'die haut', 'die handgelenke', 'das handgelenk', 'die beine', 'die oberschenkel')}${BURN_ACCIDENT('kochen|herd|ofen|backen|grill|versehen|sonne|bügeln|bugeln|bügeleisen|bugeleisen|glätteisen|glatteisen|topf|pfanne')}`,
    // "ich plan mich nach den prüfungen am freitag umzubringen".
    `${anyOf('plan', 'plane', 'planen', 'hab vor', 'habe vor')} mich ${across(6)}${anyOf('umzubringen', 'zu töten', 'zu toten', 'aufzuhängen', 'aufzuhangen')}`,
  ],
  it: [
    // "mi suiciderò, ormai ho deciso" (not "se perde la Roma mi suicido").
    `${anyOf('mi suicidero', 'mi uccidero', 'mi ammazzero', 'la faro finita')}(?<!(?:^| )se [^.]{0,60})(?! ${upTo(1)}${anyOf('ahah[ah]*', 'haha[ha]*', 'ahaha[ha]*', 'lol', 'xd+', 'scherzo')}(?= ))`,
    // "stanotte mi inietto tutta l'insulina che ho".
    `${anyOf('mi inietto', 'mi iniettero', 'iniettarmi', 'mi faccio')} ${anyOf('tutta', 'tutte')} ${anyOf('la insulina', 'linsulina', 'l insulina', 'insulina')}${NOT_A_MEAL}`,
  ],
  ru: [
    // "в пятницу я со всем покончу" (not finishing the reports).
    `(?:со всем|со всем этим|со всём|со всём этим) поконч(?:у|ить|им)(?! ${across(6)}(?:отчет|отчёт|работ|дела|учеб|экзамен|ремонт|уборк|сессие)[^ .]*(?= ))`,
    // "сегодня ночью вколю себе весь инсулин".
    `(?:вколю|вколоть|уколю|введу|вкачу) (?:себе )?(?:весь|всю|все|всё) (?:[^ .]+ ){0,2}инсулин[^ .]*${NOT_A_MEAL}`,
  ],
  tr: [
    // "bu gece elimdeki bütün insülini kendime enjekte edeceğim".
    `${anyOf('butun', 'tum', 'kalan butun', 'kalan tum', 'elimdeki butun', 'elimdeki tum', 'hepsini')} ${upTo(1)}insulin[^ .]* ${upTo(1)}${anyOf('kendime enjekte', 'enjekte edecegim', 'enjekte edicem', 'vuracagim', 'vuricam', 'yapacagim', 'yapicam')}${NOT_A_MEAL}`,
    // "karar verdim bu gece her şeyi bitiriyorum, dayanamıyorum artık" (not homework done tonight).
    `${anyOf('bu gece', 'bu aksam', 'yarin')} her seyi ${anyOf('bitiriyorum', 'bitirecegim', 'bitiricem', 'bitirecem')}(?:(?<=${anyOf('karar verdim', 'dayanamiyorum', 'yoruldum', 'artik yeter', 'elveda', 'hoscakal')} [^]{0,80})|(?= ${across(8)}${anyOf('dayanamiyorum', 'yoruldum', 'artik yeter', 'elveda', 'hoscakal', 'ozur dilerim', 'affedin')}))`,
  ],
  id: [
    // "malam ini aku mau suntik semua insulin yang tersisa".
    `${anyOf('suntik', 'nyuntik', 'nyuntikin', 'suntikin', 'suntikkan', 'nyuntikkan', 'menyuntikkan')} ${anyOf('semua', 'seluruh', 'sisa', 'semua sisa')} ${upTo(2)}insulin${NOT_A_MEAL}`,
  ],
};
