import { describe, expect, it } from 'vitest';
import { CRISIS_CLASSIFIER_TRAINING, crisisFeatures, trainCrisisClassifier, type ClassifierExample } from './crisis-classifier';

const crisis = (text: string): ClassifierExample => ({ text, crisis: true });
const chat = (text: string): ClassifierExample => ({ text, crisis: false });

// Ordinary chat weighs as much as a crisis here, and eight messages need more passes than fifteen thousand.
const TOY_TRAINING = { ...CRISIS_CLASSIFIER_TRAINING, chatWeight: 1, epochs: 100 };

const TOY_SET: ClassifierExample[] = [
  crisis('i am standing on the bridge and i will jump tonight'),
  crisis('tonight i will jump from the roof'),
  crisis('wrote a letter for my mom, i will jump tonight'),
  chat('i am standing on the bridge taking sunset photos'),
  chat('tonight i will watch a movie on the roof'),
  chat('wrote a letter for my mom for her birthday'),
  chat('hey how are you'),
  chat('good night babe'),
];

describe('crisisFeatures', () => {
  it('reads a message as the lexicon does: case, diacritics, leet and stretched letters fold to the same features', () => {
    expect(crisisFeatures('I wanna D1E tonight')).toEqual(crisisFeatures('i wanna die tonight'));
    expect(crisisFeatures('Ölmek istiyorum')).toEqual(crisisFeatures('olmek istiyorum'));
    expect(crisisFeatures('i want to dieeee')).toEqual(crisisFeatures('i want to die'));
  });

  it('counts each feature once, and nothing in an empty message', () => {
    const features = crisisFeatures('jump jump jump');
    expect(new Set(features).size).toBe(features.length);
    expect(crisisFeatures('   ')).toEqual([]);
  });
});

describe('trainCrisisClassifier', () => {
  it('learns what separates a crisis from its benign twin, and reads the cues in a new arrangement', () => {
    const classifier = trainCrisisClassifier(TOY_SET, TOY_TRAINING);
    expect(classifier.probability('the bridge tonight. i will jump')).toBeGreaterThan(0.5);
    expect(classifier.probability('sunset photos from the roof tonight')).toBeLessThan(0.5);
  });

  it('trains the same weights from the same set, so every runner screens alike', () => {
    const probe = 'tonight on the roof';
    expect(trainCrisisClassifier(TOY_SET, TOY_TRAINING).probability(probe)).toBe(trainCrisisClassifier(TOY_SET, TOY_TRAINING).probability(probe));
  });

  it('gives a message with no known feature the set\'s prior, not a crisis', () => {
    expect(trainCrisisClassifier(TOY_SET, TOY_TRAINING).probability('zzqx')).toBeLessThan(0.5);
  });
});
