import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { evaluateCrisisScreen } from './crisis-eval';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';
import { labelledFans } from './labelled/label';
import review from './labelled/twenty-first-round-review.json' with { type: 'json' };

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

// The twenty-first round, from the nineteenth held-out set's misses (lexicon/self-harm-told.ts).
describe('the lexicon on self-harm told with what makes it deliberate', () => {
  it.each([
    'burned my forearm on the fryer on purpose again',
    'sliced my thighs again on purpose. nobody knows',
    "mi sto facendo del male da un po' e non lo sa nessuno",
    // "perro" folds to "pero" ("but"), which once ruled out any self-harm told before a "but".
    'corté mis piernas otra vez pero ya ni me duele',
  ])('reads self-harm told on purpose, or for a span of time: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it.each([
    "my cat scratched my arm on purpose 😾 she's such a menace",
    'burned my forearm on the fryer, not on purpose obviously lol',
    'mi faccio male da due settimane con queste scarpe nuove 😩',
    'corté las piernas del pantalón otra vez, mi perro las mordió',
  ])('leaves a pet, an accident and sore feet alone: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });
});

/*
 * Five read-only reviews' adversarial probes of the round's families (2026-11-30), those dropped
 * included (a pet given away, a weapon beside a decision, a wider farewell, self-harm at work in four
 * more languages), kept as the lexicon now reads them, crises flagged and benign messages left
 * alone: a regression test, not training data. The ones it still gets wrong (crises no family names,
 * and older families' false alarms) are in decision 010.
 */
describe("the lexicon on the twenty-first round's review probes", () => {
  it('flags every crisis and no benign message of them', () => {
    expect(evaluateCrisisScreen(labelledFans(review), 'lexicon').misses).toEqual([]);
  });
});
