import { beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_TARGETS, evaluateCrisisScreen } from './crisis-eval';
import { CRISIS_HELD_OUT_SET } from './crisis-held-out-set';
import { CRISIS_LABELLED_SET } from './crisis-labelled-set';
import { CRISIS_LEXICON } from './crisis-lexicon';
import { foldPatternSource, normaliseForScreen } from './crisis-normalise';
import { SAFETY_LANGUAGES } from './safety-language';
import { warmUpCrisisScreen } from './crisis-screen';

// As the runner does at start: screened interpreted, thousands of messages took over 5 s.
beforeAll(() => warmUpCrisisScreen());

/** A message as the screen sees it, without the padding spaces. */
const canonical = (text: string) => normaliseForScreen(text).trim();

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

  it('shares no message with the labelled set', () => {
    const labelled = new Set(CRISIS_LABELLED_SET.map((m) => canonical(m.text)));
    expect(CRISIS_HELD_OUT_SET.filter((m) => labelled.has(canonical(m.text))).map((m) => m.text)).toEqual([]);
  });

  it('appears in no lexicon pattern', () => {
    const patterns = SAFETY_LANGUAGES.flatMap((l) => [...CRISIS_LEXICON[l].fan, ...CRISIS_LEXICON[l].reply]).map(foldPatternSource);
    // A pattern holds words separated by spaces; a message copied into one would appear in its source whole.
    expect(CRISIS_HELD_OUT_SET.filter((m) => patterns.some((p) => p.includes(canonical(m.text)))).map((m) => m.text)).toEqual([]);
  });

  /*
   * Issue #33's targets are recall 0.90 and precision 0.97 (CRISIS_TARGETS.heldOut). This set, the
   * second, written after the lexicon's fourth round, scored recall 0.711 (113 of 159) and
   * precision 0.991 (one false alarm among 88): the recall target is not met, and `npm run
   * eval:crisis` says so (the first set scored 0.824 before it was spent). Held here is what it
   * reached, so a change that loses ground on text it was never tuned on fails; raise the floor
   * when a new lexicon meets a new set.
   */
  it(`is screened by the lexicon alone with precision ≥ ${CRISIS_TARGETS.heldOut.precision}, and recall no lower than measured (target ${CRISIS_TARGETS.heldOut.recall})`, () => {
    const result = evaluateCrisisScreen(CRISIS_HELD_OUT_SET);
    expect(result.precision).toBeGreaterThanOrEqual(CRISIS_TARGETS.heldOut.precision);
    expect(result.recall).toBeGreaterThanOrEqual(0.71);
  });
});
