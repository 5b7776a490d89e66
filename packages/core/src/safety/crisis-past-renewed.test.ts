import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

const lexiconFlags = (text: string) => screenFanLayers(text).lexicon;

// The thirty-first round (decision 010): one list of recent times per language, which renews a story dated years back.
describe('the lexicon on a story dated years back and renewed in the last weeks', () => {
  it.each([
    '3 years ago i was suicidal and i tried again two weeks ago. im ok now',
    'vor 5 jahren wollte ich mich umbringen und letzte woche hab ichs wieder versucht',
    '5 anni fa ho tentato di uccidermi e la settimana scorsa ci ho riprovato',
    '5 yıl önce intihar girişiminde bulundum, geçen hafta tekrar denedim',
    'Cut again last night after 2 years clean. Didn\'t think I\'d be back here at 34.',
  ])('reads a time of the last weeks after it as a renewal: "%s"', (text) => {
    expect(lexiconFlags(text)).toBe(true);
  });

  it.each([
    "8 years ago i tried to kill myself, today i'm a nurse",
    'i attempted suicide 7 years ago and today i graduated college',
    'finished therapy 5 yrs ago after a really rough patch with self harm and today i ran my first half marathon 🥹',
  ])("leaves a story whose present is today's alone: \"%s\"", (text) => {
    expect(lexiconFlags(text)).toBe(false);
  });
});

// Indonesian clean streaks, the subject between the count and the stop: five of the labelled set's Indonesian false alarms.
describe('the lexicon on an Indonesian clean streak', () => {
  it.each([
    'udah setahun aku berhenti nyakitin diri sendiri, bangga bgt 🥺',
    'Hari ini tepat 5 tahun saya berhenti menyakiti diri sendiri. Mau berbagi kabar baik aja.',
    'Udah lima tahun aku nggak nyakitin diri sendiri lagi. Makasih ya kak',
    'Sudah lima tahun saya berhenti melukai diri. Masa itu sekarang terasa seperti hidup orang lain.',
  ])('reads a streak as over: "%s"', (text) => {
    expect(lexiconFlags(text)).toBe(false);
  });

  it.each([
    'udah 6 bulan aku bebas dari self harm, tapi semalem kambuh',
    'udah 3 bulan aku berhenti nyakitin diri sendiri tapi sekarang aku pengen mati',
    'udah setahun aku berhenti nyakitin diri sendiri, sekarang aku mau bunuh diri aja',
    'udah 5 tahun aku gak nyakitin diri sendiri. besok aku mau mengakhiri semuanya',
  ])('keeps a relapse or a wish told after it: "%s"', (text) => {
    expect(lexiconFlags(text)).toBe(true);
  });
});
