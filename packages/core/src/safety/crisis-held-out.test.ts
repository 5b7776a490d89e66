import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { CRISIS_TARGETS, ORDINARY_FALSE_ALARM_TARGETS, evaluateCrisisScreen, falseAlarmsOn } from './crisis-eval';
import { CRISIS_HELD_OUT_SET, CRISIS_ORDINARY_HELD_OUT } from './crisis-held-out-set';
import { CRISIS_LABELLED_SET } from './crisis-labelled-set';
import { CRISIS_TRAINING_SET } from './crisis-training-set';
import { CRISIS_LEXICON } from './crisis-lexicon';
import { canonicalMessage as canonical, foldPatternSource } from './crisis-normalise';
import { SAFETY_LANGUAGES } from './safety-language';
import { warmUpCrisisScreen } from './crisis-screen';

// As the runner does at start: the regexes compiled and the classifier trained once, not on the first message.
beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

describe('CRISIS_HELD_OUT_SET', () => {
  it('has at least 200 messages, a third of them benign, in every screened language', () => {
    expect(CRISIS_HELD_OUT_SET.length).toBeGreaterThanOrEqual(200);
    const benign = CRISIS_HELD_OUT_SET.filter((m) => !m.crisis).length / CRISIS_HELD_OUT_SET.length;
    expect(benign).toBeGreaterThanOrEqual(0.32);
    expect(benign).toBeLessThanOrEqual(0.4);
    for (const language of SAFETY_LANGUAGES) {
      const messages = CRISIS_HELD_OUT_SET.filter((m) => m.language === language);
      expect(messages.filter((m) => m.crisis).length, language).toBeGreaterThanOrEqual(10);
      expect(messages.filter((m) => !m.crisis).length, language).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(CRISIS_HELD_OUT_SET.map((m) => canonical(m.text))).size).toBe(CRISIS_HELD_OUT_SET.length);
  });

  it('shares no message with the labelled set or the classifier\'s training set', () => {
    const seen = new Set([...CRISIS_LABELLED_SET, ...CRISIS_TRAINING_SET].map((m) => canonical(m.text)));
    expect(CRISIS_HELD_OUT_SET.filter((m) => seen.has(canonical(m.text))).map((m) => m.text)).toEqual([]);
  });

  it('appears in no lexicon pattern', () => {
    const patterns = SAFETY_LANGUAGES.flatMap((l) => [...CRISIS_LEXICON[l].fan, ...CRISIS_LEXICON[l].reply]).map(foldPatternSource);
    // A pattern holds words separated by spaces; a message copied into one would appear in its source whole.
    expect(CRISIS_HELD_OUT_SET.filter((m) => patterns.some((p) => p.includes(canonical(m.text)))).map((m) => m.text)).toEqual([]);
  });

  /*
   * Issue #33's targets are recall 0.90 and precision 0.97 (CRISIS_TARGETS.heldOut) for the built-in
   * screen, which runs with no network. The thirty-first round's screen meets both on these two sets,
   * each scored once: the thirty-first 0.993 / 0.919, the thirty-second 0.981 / 0.950, together 0.987
   * / 0.935 on 501 messages, with the model's check-in recall 0.969. The twenty-nine sets before
   * them each missed one target or both (decision 010). `npm run eval:crisis` prints the figures and
   * the misses. The targets are the floors: a change that loses ground on text neither layer saw fails.
   */
  it(`is screened by the built-in screen with precision at least ${CRISIS_TARGETS.heldOut.precision} and recall at least ${CRISIS_TARGETS.heldOut.recall}`, () => {
    const result = evaluateCrisisScreen(CRISIS_HELD_OUT_SET);
    expect(result.precision).toBeGreaterThanOrEqual(CRISIS_TARGETS.heldOut.precision);
    expect(result.recall).toBeGreaterThanOrEqual(CRISIS_TARGETS.heldOut.recall);
    expect(evaluateCrisisScreen(CRISIS_HELD_OUT_SET, 'concern').recall).toBeGreaterThanOrEqual(0.96);
  });

  it('is caught by the classifier where the lexicon misses it: the layers together catch more than either', () => {
    const lexicon = evaluateCrisisScreen(CRISIS_HELD_OUT_SET, 'lexicon').truePositives;
    const classifier = evaluateCrisisScreen(CRISIS_HELD_OUT_SET, 'classifier').truePositives;
    expect(evaluateCrisisScreen(CRISIS_HELD_OUT_SET).truePositives).toBeGreaterThan(Math.max(lexicon, classifier));
  });
});

describe('CRISIS_ORDINARY_HELD_OUT', () => {
  it('is at least 50 ordinary messages in every screened language, none of them trained on', () => {
    for (const language of SAFETY_LANGUAGES) expect(CRISIS_ORDINARY_HELD_OUT.filter((m) => m.language === language && !m.crisis).length, language).toBeGreaterThanOrEqual(50);
    const trained = new Set(CRISIS_TRAINING_SET.map((m) => canonical(m.text)));
    expect(CRISIS_ORDINARY_HELD_OUT.filter((m) => trained.has(canonical(m.text))).map((m) => m.text)).toEqual([]);
  });

  it(`gets a crisis reply for at most ${ORDINARY_FALSE_ALARM_TARGETS.crisisReply * 100} % of it, and a check-in for at most ${ORDINARY_FALSE_ALARM_TARGETS.checkIn * 100} %`, () => {
    const replies = falseAlarmsOn(CRISIS_ORDINARY_HELD_OUT, 'screen');
    expect(replies.rate, replies.flagged.join('\n')).toBeLessThanOrEqual(ORDINARY_FALSE_ALARM_TARGETS.crisisReply);
    const checkIns = falseAlarmsOn(CRISIS_ORDINARY_HELD_OUT, 'concern');
    expect(checkIns.rate, checkIns.flagged.join('\n')).toBeLessThanOrEqual(ORDINARY_FALSE_ALARM_TARGETS.checkIn);
  });
});
