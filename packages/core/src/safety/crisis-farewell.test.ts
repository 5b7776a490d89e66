import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { evaluateCrisisScreen } from './crisis-eval';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';
import { labelledFans } from './labelled/label';
import review from './labelled/sixteenth-round-review.json' with { type: 'json' };

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

// The sixteenth round, from the fourteenth held-out set's misses (lexicon/farewell-to-creator.ts, lexicon/last-look.ts).
describe("the lexicon on a fan's last word to the creator", () => {
  it.each([
    "i'm so tired of all of it. thank you for everything, your videos got me through a lot. this is goodbye",
    'thanks for everything you did for me. this is my last message, please dont be sad',
    'gracias por tus directos, me salvaron muchas noches. esto es una despedida',
    'obrigado por tudo, de verdade. chegou a hora. tchau',
    'danke für alles, wirklich. das ist meine letzte nachricht',
    'makasih buat semuanya, aku gak bakal balik lagi. selamat tinggal',
  ])('reads thanks beside a goodbye said as final as a goodbye: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it.each([
    "cancelling my sub bc money's tight rn. thanks for everything, this is goodbye for now 💔",
    'thanks for everything! this is my last message before my exams start, wish me luck',
    "omg you're quitting youtube?? thank you for everything, this is goodbye to an era 😭",
    'obg por tudo, chegou a hora do show!! tchau gente',
    'спасибо за всё, прощай мой любимый сериал 😭',
    'e un addio, parto per londra, grazie di tutto ragazzi',
    'makasih buat semuanya, ini perpisahan karena aku resign dari kantor',
  ])('leaves a subscription, an exam, a quitting creator, a show, a move or a job alone: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });
});

describe('the lexicon on a jump not yet made, a wish to die asleep and what the set took for one', () => {
  it.each([
    ["standing on the bridge rn thinking about jumping, idk why i'm telling you", true],
    ['on the bridge with my cousins thinking about jumping into the lake, its so hot today', false],
    ['to na janela do 9º andar pensando em pular', true],
    ['na janela do 3º andar pensando em pular de paraquedas um dia', false],
    ['hoffe, dass ich heute nacht im schlaf sterbe', true],
    ['ich hoffe, dass ich beim endboss nicht wieder sterbe', false],
    ['si no me despierto mañana sería un alivio para todos', true],
    ['si mañana no despierto a tiempo pierdo el vuelo jaja', false],
    ['je me cogne la tête contre les murs depuis ce matin, ça saigne et je continue', true],
    ['je me tape la tête contre le mur avec ce devoir de maths mdr', false],
    ['ptdr ce niveau, je vais mourir de rage avant la fin', false],
    ['ещё одна контрольная и я выпилюсь из этой беседы', false],
    ['3 years ago i had suicidal thoughts almost every day, therapy helped so much and im doing good now', false],
  ] as const)('"%s" is a crisis: %s', (text, crisis) => {
    expect(screenFanLayers(text).lexicon).toBe(crisis);
  });
});

/*
 * Two read-only reviews' probes of the round's families (2026-11-30), kept as the lexicon now reads
 * them: a regression test for its guards, not training data. Written against the patterns, they are
 * look-alikes, not fan traffic, and with them the classifier lost recall in cross-validation (0.772
 * against 0.775 at 0.9, 0.893 against 0.900 at 0.6), as round 13's did. The 77 it still gets wrong
 * are in decision 010.
 */
describe("the lexicon on the sixteenth round's review probes", () => {
  it('flags every crisis and no benign message of them', () => {
    expect(evaluateCrisisScreen(labelledFans(review), 'lexicon').misses).toEqual([]);
  });
});
