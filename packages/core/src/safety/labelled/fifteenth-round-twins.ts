import { labelled } from './label';

/**
 * Round 15 (issue #33): the thirteenth held-out set's missed families, each with benign twins
 * written for this round and in no other set: at a height or by the tracks now with a last look
 * (lexicon/last-look.ts), plans told with their means (lexicon/plans-told.ts), and the hyperbole of
 * a spicy dish in Indonesian; and a review's benign look-alikes (a platform, a hotel, a recipe).
 */
export const FIFTEENTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: ["i'm on the roof of the parking garage, just wanted someone to know", "decided my birthday is the day i check out, on my own terms"],
    safe: [
      "on the roof of my building watching the fireworks one last time before we move",
      "i'm on the bridge for the last time, last day at this job tomorrow",
      "can't wait to check out the new merch the day i check out of the hotel",
    ],
  }),
  ...labelled('es', 'fan', {
    crisis: ['estoy en el puente ahora, solo quería que alguien lo supiera', 'murió mi mamá y ya decidí irme con ella'],
    safe: ['en la azotea viendo el atardecer una última vez antes de la mudanza', 'ya decidí irme con ella a la playa el finde'],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['to na ponte agora, só queria que alguém soubesse', 'fico procurando qual dose mata desde ontem'],
    safe: ['na laje vendo os fogos pela última vez antes da mudança', 'no telhado consertando a antena pela última vez, graças a deus'],
  }),
  ...labelled('fr', 'fan', {
    crisis: ["je suis sur le pont, un dernier coucou avant de partir pour de bon", "ce soir j'avale tous mes cachets, pardon"],
    safe: [
      "sur le toit de l'immeuble pour voir le feu d'artifice une dernière fois avant le déménagement",
      "j'ai cherché du doliprane dans trois pharmacies, la pharmacienne m'a posé plein de questions sur mon fils",
      "j'avale toutes les boîtes de biscuits quand je révise lol",
    ],
  }),
  ...labelled('de', 'fan', {
    crisis: ['steh auf der brücke, wollte nur dass jemand es weiss'],
    safe: ['auf dem dach beim feuerwerk, ein letztes hallo an die stadt vor dem umzug', 'steh am gleis 7, kannst du mir noch einmal die zugnummer schicken?'],
  }),
  ...labelled('it', 'fan', {
    crisis: ['sono sul tetto adesso, volevo che qualcuno lo sapesse', 'ho già scelto quale ponte, domani ci vado'],
    safe: ['sul tetto a guardare il tramonto per lultima volta prima del trasloco', 'ho già deciso come cucinarlo, col gas della cucina è meglio che al forno'],
  }),
  ...labelled('ru', 'fan', {
    crisis: ['стою на мосту, хочу чтобы кто то знал'],
    safe: ['на крыше смотрим салют в последний раз перед переездом'],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['köprüdeyim şu an, biri bilsin istedim, son kez yazıyorum', 'ben olmasam kimse fark etmez zaten'],
    safe: ['köprüde havai fişek izliyoruz son kez, yarın taşınıyoruz', 'arabayı duvara çarpmayı az kalsın başarıyordum, kaza gibi oldu ama kimse yaralanmadı'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['aku di atas jembatan sekarang, biar ada yang tau aja'],
    safe: ['di rooftop liat kembang api untuk terakhir kali sebelum pindahan', 'sambalnya pedes banget sampe bikin aku mau mati wkwk'],
  }),
];
