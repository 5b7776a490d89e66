import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { screenFanLayers, screenFanText, screenReplyText, warmUpCrisisScreen } from './crisis-screen';

// As the runner does at start: the classifier trains once (about 1.5 s), not inside the first test.
beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

const flaggedFan = (text: string) => screenFanText(text).flagged;
const flaggedReply = (text: string) => screenReplyText(text).flagged;

describe('screenFanText', () => {
  it.each([
    'I want to kill myself',
    'I want to die',
    'thinking about ending it all',
    'there is no reason to live',
    'I cut myself again',
    'kms',
    'gonna unalive myself',
    "i'd be better off dead",
    "i'm suicidal",
    'i will overdose on purpose tonight',
    'how many pills would kill me',
    'how high a bridge do i need to die',
    'i keep burning myself with a lighter',
    'quiero morir',
    'me quiero matar',
    'quero me matar',
    'je veux mourir',
    'ich will nicht mehr leben',
    'voglio morire',
    'хочу умереть',
    'не хочу жить',
    'ölmek istiyorum',
    'aku mau bunuh diri',
  ])('flags %j', (text) => {
    expect(flaggedFan(text)).toBe(true);
  });

  it.each([
    'this traffic is killing me',
    'I could kill for a pizza',
    "I'm dying to see you",
    'that joke killed me',
    'me muero de risa',
    'je meurs de faim',
    'killer outfit',
    'the movie is about a suicide',
    "my friend's cat died",
    'I killed the boss in Elden Ring',
    "i don't want to die in a plane crash",
    'i want to die my hair pink',
    'cut myself a slice of cake',
    'burned myself on the oven',
    'i used to self harm but im 3 years clean',
    'what I want out of life is a big family',
    'never give up on life!',
    'take it all off 😏',
    'i hurt my legs running',
    'got a nose piercing',
    'i live 5 kms from the beach',
    "i won't be here tomorrow, flying to my grandma's",
    'ich bring mich nicht um, keine sorge',
    'meine mama bringt mich um wenn ich zu spät komme',
    'quero morrer de rir kkkk',
    'эта пробка меня убивает',
    '',
    '   ',
  ])('passes %j', (text) => {
    expect(flaggedFan(text)).toBe(false);
  });

  it('sees through case, elongation, leetspeak, diacritics and punctuation', () => {
    for (const text of ['I WANT TO KIIILL MYSELF', 'i want to k1ll myself', 'i want to d!e', 'wanna... die!!!', 'NÃO QUERO MAIS VIVER', 'nao quero mais viver', 'ХОЧУ УМЕРЕТЬ', 'хочу умерeть'.replace('e', 'е')]) {
      expect(flaggedFan(text), text).toBe(true);
    }
  });

  it('finds the phrase inside a long, ordinary message', () => {
    const chat = 'good morning!! did you watch the game last night? '.repeat(40);
    expect(flaggedFan(chat)).toBe(false);
    expect(flaggedFan(`${chat} honestly i just want to die. ${chat}`)).toBe(true);
  });

  it('names the lexicon language that matched, and null when nothing did', () => {
    expect(screenFanText('quiero morir')).toEqual({ flagged: true, concern: false, language: 'es' });
    expect(screenFanText('хочу умереть')).toEqual({ flagged: true, concern: false, language: 'ru' });
    expect(screenFanText('i want to die')).toEqual({ flagged: true, concern: false, language: 'en' });
    expect(screenFanText('hello there')).toEqual({ flagged: false, concern: false, language: null });
  });

  // Written for this test, in none of the sets: a retrained classifier that loses these has lost ground.
  it('flags through the classifier an indirect crisis no pattern names, with no language', () => {
    const text = 'standing on the roof of my building rn, 11th floor, just wanted to say thanks for everything';
    expect(screenFanLayers(text).lexicon).toBe(false);
    expect(screenFanText(text)).toEqual({ flagged: true, concern: false, language: null });
  });

  it('raises a concern, not a crisis, for a message only close to one', () => {
    expect(screenFanText("i don't see the point anymore")).toEqual({ flagged: false, concern: true, language: null });
    expect(screenFanText('hey babe what are you up to')).toEqual({ flagged: false, concern: false, language: null });
  });

  // Written by a review, in none of the sets: the classifier scored each below 0.1 (chat about the creator's content outweighs words it has rarely seen), which a rule letting it overrule the lexicon turned into check-ins (decision 010, the tenth round).
  it.each([
    'loved your new video about the camping trip, the drone shots were amazing, anyway i want to kill myself tonight',
    'grazie per il saluto in live ieri! comunque domani mi impicco quando i miei genitori sono al lavoro',
    'спасибо за привет на стриме вчера! кстати завтра я повешусь когда родители будут на работе',
    'suka banget video liburan ke pantai kamu, shot dronenya keren, tapi aku mau bunuh diri malam ini',
  ])('keeps the crisis reply for an explicit statement wrapped in chat: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
    expect(screenFanText(text).flagged).toBe(true);
  });

  // Written by a review of 2026-11-30: "years ago" in an earlier sentence hid the plan after it (decision 010, the twelfth round).
  it.each([
    "I've followed the channel since two years ago. I'm going to kill myself this weekend, sorry",
    "I was diagnosed with depression 4 years ago. I'm planning to overdose on Friday.",
  ])('reads "years ago" as the past only in the sentence it is in: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it('still reads a crisis told in the same sentence as years ago as the past', () => {
    expect(screenFanLayers('5 years ago i tried to kill myself, im so much better now').lexicon).toBe(false);
    expect(screenFanLayers('i tried to kill myself 5 years ago').lexicon).toBe(false);
    expect(screenFanLayers('I tried to kill myself. That was 6 years ago').lexicon).toBe(false);
  });

  // Found in the thirteenth round: a loss dated years back hid the wish to die beside it (decision 010).
  it.each([
    'my dad died 3 years ago and i want to die',
    'i want to die. my dad died 3 years ago and nobody cares',
    "I've wanted to die for 2 years now",
    'quiero morirme, mi papá murió hace 3 años y nadie me quiere',
    "je veux mourir, mon père est mort il y a 3 ans",
    '3 anni fa ho perso il lavoro e adesso voglio ammazzarmi',
    'faz 2 anos que minha mãe morreu e hoje eu quero me matar',
  ])('reads a loss years ago as the past, not the wish beside it: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  // The review of the thirteenth round's guards: a comma is gone once normalised, so a wish beside a dated loss needs no break to stay the fan's.
  it.each([
    'vor 2 jahren starb mein opa, ich will sterben',
    'babam 3 yıl önce öldü, ölmek istiyorum',
    'my dad died 3 years ago, i want to die',
    'tried to kill myself 3 years ago, gonna do it again tonight',
    'yıllar önce denedim, bu sefer kendimi öldüreceğim',
  ])('takes a dated past for the past only beside an attempt, and not when it is renewed: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it.each([
    'Vor neun Jahren habe ich versucht, mir das Leben zu nehmen. Heute laufe ich Halbmarathon.',
    'Sekiz yıl önce intihar girişiminde bulundum. Şimdi torunlarım var.',
    'Tujuh tahun lalu saya pernah mencoba bunuh diri. Sekarang saya sudah punya cucu.',
  ])('reads an attempt dated years back as the past in German, Turkish and Indonesian too: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });

  it.each([
    'my best friend keeps saying she wants to kms, how do i help her',
    "mon meilleur pote m'a dit qu'il voulait en finir, comment je peux l'aider",
    'Adik saya bilang dia nggak mau hidup lagi, gimana cara bantu dia?',
  ])("reads someone else's words reported by the fan as theirs: \"%s\"", (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });

  it.each([
    'esta noche me voy a quemar con el encendedor otra vez, lo necesito',
    "Ce soir je vais encore me brûler le bras avec une cigarette, ça me calme.",
    'Wenn ich heimkomme, werde ich mir wieder mit dem Feuerzeug den Arm verbrennen.',
    'хочу сегодня ночью снова себя порезать',
    'Bu gece yine kolumu çakmakla yakacağım.',
    'stanotte voglio farmi male di nuovo',
  ])('reads self-harm the fan means to do, with its means or the body named: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it.each([
    'esta noche me voy a cortar el pelo otra vez',
    'ce soir je vais encore me couper une part de gâteau',
    'ich will mir heute abend die haare schneiden',
    'bu gece yine kebap yakacağım',
    'vou me matar de rir com esse vídeo',
  ])('leaves what is cut or burnt that is no body alone: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });

  // The fourteenth round, from the twelfth held-out set's misses and false alarms.
  it.each([
    ['been planning to end things this week, just wanted to say your streams helped', true],
    ['hoy tengo muchas ganas de quemarme con el cigarro otra vez, como antes. no se como parar', true],
    ['heut abend ist der drang so stark mich wieder zu verbrennen wie früher. bin seit 4 jahren clean', true],
    ['hace 3 años murió mi papá, mi mamá se fue, anoche intenté matarme', true],
    ['planning to end things with my boyfriend tonight, wish me luck', false],
    ['Este es mi último mensaje desde España, mañana nos mudamos a Argentina con mis hijos.', false],
    ['Vor 11 Jahren hab ich nach meinem Burnout versucht, mir das Leben zu nehmen. Heute bin ich 63.', false],
  ] as const)('reads the twelfth set\'s families: "%s" is a crisis: %s', (text, crisis) => {
    expect(screenFanLayers(text).lexicon).toBe(crisis);
  });

  it.each([
    'my mom says she loves me but i want to kill myself',
    'dia bilang aku harus kuat tapi aku pengen mati',
  ])('still reads the fan\'s own words after someone else\'s: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });
});

describe('screenReplyText', () => {
  it.each([
    'you should kill yourself',
    'Go ahead and end it.',
    'Nobody would miss you.',
    'Cutting will make you feel better.',
    "Here's how to overdose: take the whole bottle.",
    'Kill yourself.',
    'kys',
    'deberías matarte',
    'Du solltest dich umbringen.',
    'Тебе лучше умереть.',
  ])('flags %j', (text) => {
    expect(flaggedReply(text)).toBe(true);
  });

  it.each([
    "If you're thinking about suicide, please call or text 988.",
    "please don't hurt yourself",
    "Please don't kill yourself. You matter.",
    "It might feel like no one cares about you, but I do.",
    'Suicide is not the answer, and you are not alone.',
    'Never mix sleeping pills with alcohol.',
    'It would be so peaceful to watch the sunset with you.',
    "I'd kill for a coffee",
    "you're killing me with these jokes 😂",
    'End it with a kiss 😘',
    'Bitte bring dich nicht um. Ruf die Telefonseelsorge an.',
    'Пожалуйста, не убивай себя.',
  ])('passes %j', (text) => {
    expect(flaggedReply(text)).toBe(false);
  });

  it('screens replies and fan messages with different lexicons', () => {
    expect(flaggedReply('i want to die')).toBe(false);
    expect(flaggedFan('you should kill yourself')).toBe(false);
  });
});
