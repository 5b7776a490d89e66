import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

// The seventeenth round, from the fifteenth held-out set's misses (lexicon/shared-families.ts and the modules it gathers).
describe('the lexicon on a means at hand, a treatment stopped, self-harm told plainly and a last song', () => {
  it.each([
    ['Ho comprato le pillole. Sono nel cassetto. Aspetto che mia madre vada da mia sorella.', true],
    ['ho comprato le pillole per il cane, aspetto che mia madre vada dal veterinario', false],
    ['I buy the good allergy tablets at different pharmacies so they dont ask for my ID every time', false],
    ['stopped taking my heart meds, i just want it over. hoping my body just gives up', true],
    ['stopped taking my meds on purpose because the doctor switched me to a new one', false],
    ['my mom doesnt know i stopped taking my insulin, i just want it over', true],
    ['my grandma stopped her chemo, she wants it over and to go home', false],
    ['Je me taillade les bras depuis quelques semaines.', true],
    ['je me suis fait des coupures sur les bras en taillant les rosiers', false],
    ['En la azotea del edificio. Escuchando tu canción por última vez.', true],
    ['Bouchons sur le pont, j’écoute ta musique pour la dernière fois.', false],
  ] as const)('"%s" is a crisis: %s', (text, crisis) => {
    expect(screenFanLayers(text).lexicon).toBe(crisis);
  });

  // Three families were written for the round and dropped after three reviews (decision 010); their look-alikes stay benign.
  it.each([
    "Gave my sister the spare keys and told her I'm going on a trip. It's not a trip, it's her surprise party lol",
    'Meine Mutter hat Krebs, wir haben Testament und Passwörter vor Freitag beim Notar geregelt.',
    'Quick question: does life insurance pay out if I die in an accident abroad? Asking for my family.',
  ])('leaves a life update alone: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });
});
