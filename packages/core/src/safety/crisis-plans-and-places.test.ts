import { beforeAll, describe, expect, it } from 'vitest';
import { trainedCrisisClassifier } from '../crisis-sets';
import { screenFanLayers, warmUpCrisisScreen } from './crisis-screen';

beforeAll(() => warmUpCrisisScreen(trainedCrisisClassifier()));

// The fifteenth round, from the thirteenth held-out set's misses (lexicon/last-look.ts, lexicon/plans-told.ts).
describe('the lexicon on a place, a last look and a plan told with its means', () => {
  it.each([
    'tô na passarela da marginal, o vento tá forte. só queria te mandar um último oi',
    'ich steh grad auf der brücke über die autobahn und hör deinen podcast ich wollte nur dass irgendwer weiß',
    'mano tô aqui do lado da linha do trem agora ouvindo sua música sei lá queria que alguém soubesse antes',
    "je suis sur le quai du RER et j'ai tellement envie de faire un pas en avant",
  ])('reads a height or the tracks now, beside a word left so that someone knows, as a goodbye: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(true);
  });

  it.each([
    'on the roof of my building watching the fireworks one last time before we move',
    'un passo avanti sul binario e il treno parte senza di me, ci penso ogni giorno',
    'no telhado consertando a antena pela última vez, graças a deus',
    'Schatz, ich stehe am Gleis 7, kannst du mir noch einmal die Zugnummer schicken?',
    'photo shoot on the bridge today, wanted someone to know how pretty the lights are',
  ])('leaves the same place on an outing, a commute, a chore or a last time alone: "%s"', (text) => {
    expect(screenFanLayers(text).lexicon).toBe(false);
  });

  it.each([
    ["ce soir j'avale toutes les boîtes de l'armoire à pharmacie", true],
    ["j'ai acheté des cachets dans trois pharmacies différentes pour qu'on me pose pas de questions", true],
    ["j'ai cherché du doliprane dans trois pharmacies, la pharmacienne m'a posé plein de questions sur mon fils", false],
    ['ho già deciso come, col gas della cucina', true],
    ['ho già deciso come cucinarlo, col gas della cucina è meglio che al forno', false],
    ["I've decided that's the day I check out. on my own terms", true],
    ['the day i check out of the hotel i will watch your stream', false],
  ] as const)('reads a plan told with its means, not a recipe or a stay: "%s" is a crisis: %s', (text, crisis) => {
    expect(screenFanLayers(text).lexicon).toBe(crisis);
  });
});
