import review from './thirteenth-round-review.json' with { type: 'json' };
import { labelled, labelledFans } from './label';

/**
 * Round 13 (issue #33): a loss dated years back beside the fan's own wish to die now, which the
 * past guard hid in five languages ("my dad died 3 years ago and i want to die"), and their twins,
 * an attempt dated years back and told as the past; someone else's words reported by the fan ("my
 * brother told me he wants to kill himself"), beside the fan's own words after someone else's.
 * Written for this round, in no other set.
 */
export const THIRTEENTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: [
      'my dad died 3 years ago and i want to die',
      '3 years ago my dad died and now i want to kill myself',
      'i want to die. my dad died 3 years ago and nobody cares',
      'ive wanted to die for 2 years now',
      'my gf left me 2 years ago, i still want to die every day',
      'my mom says she loves me but i want to kill myself',
      'she told me she wants to die. i want to die too',
    ],
    safe: [
      '8 years ago i tried to kill myself, today i\'m a nurse',
      'i tried to kill myself 8 years ago. therapy saved me',
      'i attempted suicide. that was 6 years ago and i\'m doing great',
      'my little brother told me he wants to kill himself, what do i do',
      'my gf said she wants to end it all, should i call someone',
    ],
  }),
  ...labelled('es', 'fan', {
    crisis: ['hace 2 años me dejó mi novia y ahora quiero morir', 'quiero morirme, mi papá murió hace 3 años y nadie me quiere', 'mi mamá murió hace 4 años y hoy me quiero matar'],
    safe: ['hace 8 años intenté suicidarme, hoy soy enfermera', 'intenté quitarme la vida hace 10 años, ahora estoy bien'],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['quero morrer, meu pai morreu faz 3 anos', 'faz 2 anos que minha mãe morreu e hoje eu quero me matar'],
    safe: ['há 8 anos eu tentei suicídio. hoje sou avó', 'tentei me matar faz 10 anos, hoje tô bem'],
  }),
  ...labelled('fr', 'fan', {
    crisis: ['je veux mourir, mon père est mort il y a 3 ans', 'il y a 3 ans ma copine m\'a quitté et maintenant je veux mourir', 'mon chien est mort il y a 2 ans et depuis j\'ai envie de mourir'],
    safe: ['il y a 8 ans j\'ai essayé de me suicider, aujourd\'hui je suis infirmière', 'ma sœur m\'a dit qu\'elle voulait mourir, je fais quoi'],
  }),
  ...labelled('it', 'fan', {
    crisis: ['voglio morire, mio padre è morto 3 anni fa', '3 anni fa ho perso il lavoro e adesso voglio ammazzarmi'],
    safe: ['8 anni fa ho tentato il suicidio, oggi faccio l\'infermiera'],
  }),
  ...labelled('de', 'fan', {
    crisis: ['mein vater ist vor 3 jahren gestorben und jetzt will ich sterben', 'ich will sterben. mein hund ist vor 2 jahren gestorben'],
    safe: ['vor 9 jahren habe ich versucht mich umzubringen, heute bin ich krankenschwester', 'meine freundin sagt sie will sich umbringen, was soll ich tun'],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['babam 3 yıl önce öldü ve şimdi ben de ölmek istiyorum', 'ölmek istiyorum, annem iki yıl önce öldü'],
    safe: ['3 yıl önce intihar etmeye çalıştım, şimdi çok iyiyim'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['ayahku meninggal 3 tahun lalu dan sekarang aku pengen mati', 'pengen mati aja, ayahku meninggal 3 tahun lalu', 'dia bilang aku harus kuat tapi aku pengen mati'],
    safe: ['tiga tahun lalu aku pernah mencoba bunuh diri, sekarang sudah baik', 'temenku cerita dia pengen bunuh diri, aku harus gimana'],
  }),
  // A read-only review's probes of the two guards (2026-11-30), as the lexicon now reads them, and
  // the self-harm intent family's (lexicon/self-harm-intent.ts): the crises it flags, the benign it
  // leaves alone. Those it still gets wrong are in decision 010, not here.
  ...labelledFans(review),
];
