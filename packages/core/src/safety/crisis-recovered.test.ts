import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { evaluateCrisisScreen } from './crisis-eval';
import { screenFanLayers, screenFanText, warmUpCrisisScreen } from './crisis-screen';
import { labelledFans } from './labelled/label';
import review from './labelled/nineteenth-round-review.json' with { type: 'json' };
import thirtiethReview from './labelled/thirtieth-round-review.json' with { type: 'json' };

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

// The nineteenth round, from the sixteenth and seventeenth sets' false alarms (lexicon/told-as-recovered.ts). Written for this test.
describe('the lexicon on an old story told to its end', () => {
  it.each([
    'Hace seis años, cuando perdí mi trabajo, pensé en quitarme la vida. Con terapia lo superé y hoy estoy bien.',
    'Há sete anos tentei tirar a minha vida. Fiz tratamento, hoje estou bem e trabalho como enfermeira.',
    'Damals hatte ich Suizidgedanken. Heute geht es mir gut.',
    'Sei anni fa ho pensato al suicidio. Adesso sto bene e faccio volontariato.',
    '4 yıl önce intihar etmeyi düşünmüştüm. Şimdi çok iyiyim ve hayatımı seviyorum.',
    'Dulu waktu SMA saya sempat ingin bunuh diri. Sekarang saya sudah sehat.',
    '3 years ago i was suicidal. now im doing really well. thanks for your streams back then',
    '5 years ago i was suicidal. im in a good place now',
  ])('reads a dated crisis with a recovery that closes it as an old story: "%s"', (text) => {
    expect(screenFanLayers(text)).toMatchObject({ lexicon: false, toldAsRecovered: true });
  });

  it.each([
    '3 years ago i was suicidal. everyone thinks im fine now',
    'when i was 15 i was suicidal. apparently im fine now. im not',
    '3 years ago i was suicidal. im fine now because i finally know how',
    '3 years ago i was suicidal. today im ok. tomorrow im gone',
    'Hace 6 años que quiero morirme. Hoy estoy bien decidida.',
    'A los 30 me voy a matar. Hoy estoy bien, tengo 29.',
    'Vor vier Jahren ist mein Vater gestorben, ich will sterben. Heute geht es mir gut, weil ich einen Plan habe.',
    'Due anni fa pensavo di farla finita. Ora dicono che sto bene.',
    '4 yıl önce intihar etmeyi düşündüm. Herkes artık iyiyim sanıyor.',
  ])('keeps a crisis that only sounds recovered: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it('answers an old story told to its end with the check-in, not the crisis reply, and says which language matched', () => {
    const text = 'Damals hatte ich Suizidgedanken. Heute geht es mir gut.';
    expect(screenFanLayers(text)).toMatchObject({ lexicon: false, toldAsRecovered: true });
    expect(screenFanText(text)).toEqual({ flagged: false, concern: true, language: 'de' });
    expect(screenFanText('Vor vier Jahren bin ich nach Berlin gezogen. Heute geht es mir gut.')).toEqual({ flagged: false, concern: false, language: null });
  });

  it.each([
    'je vais me tuer ce soir mais je vais bien',
    'voglio uccidermi ma sto bene',
  ])('gives a crisis followed by a recovery alone the check-in, never nothing: "%s"', (text) => {
    expect(screenFanText(text)).toMatchObject({ concern: true });
  });

  it('gives the crisis reply when one match is an old story and another is not', () => {
    expect(screenFanLayers('3 years ago i was suicidal. im in a good place now')).toMatchObject({ lexicon: false, toldAsRecovered: true });
    expect(screenFanText('3 years ago i was suicidal. im in a good place now. im going to end my life').flagged).toBe(true);
  });
});

// The thirtieth round's reviews (decision 010): what the old-story reading hid after a recovery, or between the story and it. Each was a check-in, not a crisis reply, before the round.
describe('the lexicon on an old story reopened around its recovery', () => {
  it.each([
    // Despair after the recovery.
    '3 years ago i was suicidal. im fine now. i give up',
    'Sei anni fa ho pensato al suicidio. Adesso sto bene. Mi arrendo.',
    '4 yıl önce intihar etmeyi düşünmüştüm. Şimdi çok iyiyim. Pes ediyorum.',
    // A means or a plan between the story and the recovery.
    '3 years ago i was suicidal. i bought pills last month. im fine now',
    '3 years ago i was suicidal. i have a plan for the 15th. im fine now',
    // A dating that goes on to today ("desde hace", "hace … q").
    'hace 2 años q tengo ganas de morirme. hoy estoy bien',
    'desde hace dos años tengo ganas de morirme. hoy estoy bien',
  ])('keeps a crisis the recovery does not close: "%s"', (text) => {
    expect(screenFanLayers(text)).toMatchObject({ lexicon: true, toldAsRecovered: false });
  });
});

/*
 * Three sets of probes written for the round (2026-11-30): a writer's recovery stories and crises
 * told as recovery, and two read-only reviews' adversarial probes of the guard. Kept as the lexicon
 * now reads them, crises flagged and benign messages left alone: a regression test for the guard,
 * not training data (look-alikes, not fan traffic). The ones it still gets wrong are in decision 010.
 */
describe("the lexicon on the nineteenth round's review probes", () => {
  it('flags every crisis and no benign message of them', () => {
    expect(evaluateCrisisScreen(labelledFans(review), 'lexicon').misses).toEqual([]);
  });
});

/*
 * Four read-only reviews' probes of a wider old-story reading tried in the thirtieth round
 * (2026-12-01) and not kept: dated crises beside present news, good and bad, 1,631 in all. Kept,
 * as the lexicon now reads them (1,054), as a regression test for the guard: a reading that widens
 * again must not demote the crises among them. The 577 it reads otherwise are in decision 010.
 */
describe("the lexicon on the thirtieth round's review probes", () => {
  it('flags every crisis and no benign message of them', () => {
    expect(evaluateCrisisScreen(labelledFans(thirtiethReview), 'lexicon').misses).toEqual([]);
  });
});
