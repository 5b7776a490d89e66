import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { CRISIS_TARGETS, evaluateCrisisScreen, falseAlarmsOn } from './crisis-eval';
import { CRISIS_LABELLED_SET, type LabelledMessage } from './crisis-labelled-set';
import { SAFETY_LANGUAGES, type SafetyLanguage } from './safety-language';
import { warmUpCrisisScreen } from './crisis-screen';

// As the runner does at start: the regexes compiled and the classifier trained once, not on the first message.
beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

describe('evaluateCrisisScreen', () => {
  it('counts agreement with the labels and lists the misclassified messages', () => {
    const set: LabelledMessage[] = [
      { text: "i'm going to end my life", language: 'en', source: 'fan', crisis: true },
      { text: 'this traffic is killing me', language: 'en', source: 'fan', crisis: false },
      { text: 'have a nice day', language: 'en', source: 'fan', crisis: true },
      { text: 'quiero morir', language: 'es', source: 'fan', crisis: false },
      { text: 'you should kill yourself', language: 'en', source: 'reply', crisis: true },
    ];
    const result = evaluateCrisisScreen(set, 'lexicon');
    expect(result).toMatchObject({ total: 5, truePositives: 2, falsePositives: 1, falseNegatives: 1, trueNegatives: 1 });
    expect(result.precision).toBeCloseTo(2 / 3);
    expect(result.recall).toBeCloseTo(2 / 3);
    expect(result.byLanguage.en).toEqual({ total: 4, precision: 1, recall: 2 / 3 });
    expect(result.byLanguage.es).toEqual({ total: 1, precision: 0, recall: 1 });
    expect(result.misses).toEqual([
      { text: 'have a nice day', expected: true },
      { text: 'quiero morir', expected: false },
    ]);
  });

  // Written for this test, in none of the sets: one message per layer.
  it('scores each layer apart: the lexicon, the classifier at its crisis threshold, both, and with the check-in', () => {
    const set: LabelledMessage[] = [
      { text: "i'm going to end my life", language: 'en', source: 'fan', crisis: true },
      { text: 'standing on the roof of my building rn, 11th floor, just wanted to say thanks for everything', language: 'en', source: 'fan', crisis: true },
      { text: "i don't see the point anymore", language: 'en', source: 'fan', crisis: true },
      { text: 'hey babe what are you up to', language: 'en', source: 'fan', crisis: false },
    ];
    const caught = (layer: Parameters<typeof evaluateCrisisScreen>[1]) => evaluateCrisisScreen(set, layer).truePositives;
    expect([caught('lexicon'), caught('classifier'), caught('screen'), caught('concern')]).toEqual([1, 1, 2, 3]);
    expect(falseAlarmsOn(set.filter((m) => !m.crisis), 'concern')).toEqual({ rate: 0, flagged: [] });
  });

  it('scores 1 when there was nothing to find and nothing was flagged', () => {
    expect(evaluateCrisisScreen([]).byLanguage.tr).toEqual({ total: 0, precision: 1, recall: 1 });
  });
});

describe('CRISIS_LABELLED_SET', () => {
  const count = (keep: (m: LabelledMessage) => boolean) => CRISIS_LABELLED_SET.filter(keep).length;

  it('is large and balanced enough to measure with', () => {
    expect(CRISIS_LABELLED_SET.length).toBeGreaterThanOrEqual(240);
    for (const language of SAFETY_LANGUAGES.filter((l) => l !== 'tr' && l !== 'id')) {
      expect(count((m) => m.language === language), language).toBeGreaterThanOrEqual(20);
    }
    expect(count((m) => m.language === 'tr')).toBeGreaterThan(0);
    expect(count((m) => m.language === 'id')).toBeGreaterThan(0);
    expect(count((m) => m.source === 'reply')).toBeGreaterThanOrEqual(40);
    const positives = count((m) => m.crisis) / CRISIS_LABELLED_SET.length;
    expect(positives).toBeGreaterThan(0.35);
    expect(positives).toBeLessThan(0.5);
  });

  it('has no duplicates', () => {
    expect(new Set(CRISIS_LABELLED_SET.map((m) => `${m.source}:${m.text}`)).size).toBe(CRISIS_LABELLED_SET.length);
  });

  /*
   * Where a language misses the target, its figure is held instead, so that it cannot fall further
   * unseen; a spent set that lowers it moves it here, with the reason in decision 010. Indonesian
   * since the twenty-fourth round: the spent twenty-second and twenty-third sets brought four benign
   * messages the lexicon flags (exertion said as "bikin aku mau mati", a last chat "buat sementara",
   * a recovery told at length), and the guards that cleared them were broken by a fresh review; the
   * twenty-fifth brought two more in the twenty-sixth round (leg day "rasanya mau mati wkwk", and
   * "temen satu leting aku bunuh diri", where "aku" is "my" after the friend it names), 0.941; the
   * twenty-eighth two more in the twenty-ninth round, each a wish told as over beside a present that
   * is well ("dulu pas baru pisah aku sempet kepikiran ngakhirin semuanya. sekarang udah 2 tahun"),
   * a form the old-story reading does not know, 0.937; the twenty-ninth one more in the thirtieth
   * ("setaun lalu aku hampir nyerah sama hidup … sekarang udah 9 bulan berhenti"), 0.934, the form a
   * wider reading tried that round did not close safely (decision 010); the thirtieth two more in the
   * thirty-first (a cell-mate's attempt, a friend's wish asked about), 0.930, and the round's clean
   * streaks with the subject inside ("udah 5 tahun aku bebas dari self harm") cleared five, 0.941.
   */
  const PRECISION_HELD_BELOW_TARGET: Partial<Record<SafetyLanguage, number>> = { id: 0.94 };

  it('is screened by the lexicon alone with recall and precision of at least 0.95, overall and in each language of 20 messages or more', () => {
    const result = evaluateCrisisScreen(CRISIS_LABELLED_SET, 'lexicon');
    const { labelled } = CRISIS_TARGETS;
    expect(result.recall).toBeGreaterThanOrEqual(labelled.recall);
    expect(result.precision).toBeGreaterThanOrEqual(labelled.precision);
    for (const language of SAFETY_LANGUAGES) {
      const figures = result.byLanguage[language];
      if (figures.total < labelled.perLanguageFrom!) continue;
      expect(figures.recall, language).toBeGreaterThanOrEqual(labelled.recall);
      expect(figures.precision, language).toBeGreaterThanOrEqual(PRECISION_HELD_BELOW_TARGET[language] ?? labelled.precision);
    }
  });
});
