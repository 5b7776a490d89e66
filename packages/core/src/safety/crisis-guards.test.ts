import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';
import { FIFTH_ROUND_TWINS } from './labelled/fifth-round-twins';
import { SIXTH_ROUND_TWINS } from './labelled/sixth-round-twins';
import { SEVENTH_ROUND_TWINS } from './labelled/seventh-round-twins';
import { EIGHTH_ROUND_TWINS } from './labelled/eighth-round-twins';
import { NINTH_ROUND_TWINS } from './labelled/ninth-round-twins';
import { ELEVENTH_ROUND_TWINS } from './labelled/eleventh-round-twins';

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

const lexiconFlags = (text: string) => screenFanLayers(text).lexicon;

/*
 * Each guard of 2026-11-29 (a clean streak, a will only beside another sign, someone else's words,
 * an accident foretold, years ago) lets a benign wording through; the crises written beside it are
 * what it must not let through with it. They are in the labelled set too, but one miss there moves
 * a language's recall by a fraction the 0.95 floor does not see: here each one counts.
 */
describe('the crisis lexicon guards of issue #33 rounds 5 to 11', () => {
  const crises = [...FIFTH_ROUND_TWINS, ...SIXTH_ROUND_TWINS, ...SEVENTH_ROUND_TWINS, ...EIGHTH_ROUND_TWINS, ...NINTH_ROUND_TWINS, ...ELEVENTH_ROUND_TWINS].filter((m) => m.crisis);

  it('hide none of the crises written beside them', () => {
    expect(crises.length).toBeGreaterThanOrEqual(30);
    expect(crises.filter((m) => !lexiconFlags(m.text)).map((m) => m.text)).toEqual([]);
  });

  it('still let through the benign messages the review probed them with', () => {
    const benign = [...NINTH_ROUND_TWINS, ...ELEVENTH_ROUND_TWINS].filter((m) => !m.crisis);
    expect(benign.length).toBeGreaterThanOrEqual(4);
    expect(benign.filter((m) => lexiconFlags(m.text)).map((m) => m.text)).toEqual([]);
  });
});
