import { describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '@fanline/core/crisis-sets';
import { trainCrisisClassifierApart } from './crisis-training';

describe('trainCrisisClassifierApart', () => {
  it('gives the weights the sets train in this process, to the bit', async () => {
    const apart = await trainCrisisClassifierApart();
    const here = trainedCrisisClassifier();
    for (const text of ['i want to end it all tonight', 'rainy day again, watching your old streams', 'не хочу больше жить', 'kms lol this exam']) {
      expect(apart.probability(text), text).toBe(here.probability(text));
    }
    expect(apart.probability('i want to end it all tonight')).toBeGreaterThan(apart.probability('rainy day again, watching your old streams'));
  }, 60_000);
});
