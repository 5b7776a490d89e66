import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { CRISIS_LABELLED_SET } from './crisis-labelled-set';
import { CRISIS_TRAINING_SET, SPENT_HELD_OUT_SETS } from './crisis-training-set';
import { POLICY_READINGS } from './labelled/policy-reading';
import { screenFanText, warmUpCrisisScreen } from './crisis-screen';

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

describe('spent sets read under the labelling policy', () => {
  it('reads each listed message as a crisis in exactly one spent set, so a mistyped one cannot silently do nothing', () => {
    for (const text of POLICY_READINGS) {
      const holding = Object.entries(SPENT_HELD_OUT_SETS).filter(([, set]) => set.some((message) => message.text === text));
      expect(holding.length, text).toBe(1);
      expect(holding[0]![1].find((message) => message.text === text)?.crisis, text).toBe(true);
    }
  });

  it('teaches them to the classifier as crises and keeps them out of the labelled set as benign ones', () => {
    const benignLabelled = new Set(CRISIS_LABELLED_SET.filter((message) => !message.crisis).map((message) => message.text));
    const trainedCrises = new Set(CRISIS_TRAINING_SET.filter((message) => message.crisis).map((message) => message.text));
    for (const text of POLICY_READINGS) {
      expect(benignLabelled.has(text), text).toBe(false);
      expect(trainedCrises.has(text), text).toBe(true);
    }
  });

  it('gets the crisis reply the policy asks for on each of them', () => {
    const missed = POLICY_READINGS.filter((text) => !screenFanText(text).flagged);
    expect(missed).toEqual([]);
  });
});
