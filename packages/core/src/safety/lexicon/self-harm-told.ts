import { across, anyOf, headUnlessAfter, notBefore, unlessNamedNear, upTo } from './phrase-syntax';

/*
 * Round 17 (issue #33): self-harm told plainly, often in a language not the fan's own, with the
 * body part named and the act now or again ("hoy yo he cortado mis piernas otra vez", "je me
 * taillade les bras depuis quelques semaines", "je brûle ma peau avec le briquet", "graffio la
 * pelle fino al sangue ogni notte", "mi do pugni forte in faccia"). The fifteenth held-out set
 * brought it in four languages, worded outside the older families' verbs. A cut while cooking or
 * shaving, a burn from the oven, a scratch from the cat rule it out.
 */

/*
 * Round 21: the nineteenth held-out set told it at work or over weeks, with a tool or a time between
 * the act and the body part ("burned my forearm on the fryer on purpose again", "mi faccio male da
 * due settimane"). Each needs what makes it deliberate: on purpose, or "del male" for a span of
 * time. Three read-only reviews (2026-11-30) wrote fresh look-alikes after each fix; the same shapes
 * in French ("je me suis entaillé le bras"), Portuguese ("cortei o braço de novo"), Spanish ("llevo
 * semanas cortándome"), German ("hab mir … mit dem Cutter in den Arm geschnitten") and Italian
 * without "del" told accidents, sport and work as often as self-harm, so only these two stayed.
 */

/** Accidents, chores, skin trouble, sport, a film and jokes, named up to twenty words after or 150 characters before: the kitchen, shaving, gardening, ironing, a pet, "ahah scherzo". */
const NOT_SELF_HARM = anyOf('cocinando', 'cocina', 'afeitando', 'cuchilla', 'depil[^ ]*', 'pantalon', 'pollo', 'zarzas', 'foto', 'fotos', 'patisserie', 'plaques', 'haie', 'taille', 'friser', 'boss', 'livello', 'gioco', 'videogioco', 'gato', '(?:el|mi|un|del|al|tu|su|los|mis) perros?', 'cuisine', 'en cuisinant', 'rasant', 'four', 'chat', 'cartons', 'soudure', 'souder', 'lisser', 'de rire', 'cucina', 'cucinando', 'gatto', 'cane', 'rasoio', 'eczema', 'psoriasi', 'zanzar[^ ]*', 'palestra', 'boxe', 'kickboxing', 'allenamento', 'sacco', 'film', 'scena', 'finti', 'da piccolo', 'en taillant', 'rosiers', 'jardin', 'jardinage', 'repasser', 'maladroit', 'maladroite', 'torpe', 'goffo', 'goffa', 'scherzo', 'ahah[^ ]*', 'haha[^ ]*', 'jaja[^ ]*', 'mdr', 'lol',
  'not on purpose', 'accidentally');
const ACCIDENT = unlessNamedNear(NOT_SELF_HARM, 20, 150);

const EN_BODY = anyOf('arm', 'arms', 'forearm', 'forearms', 'wrist', 'wrists', 'thigh', 'thighs', 'leg', 'legs', 'stomach', 'hip', 'hips', 'skin', 'chest');
export const ENGLISH_SELF_HARM_TOLD = [
  headUnlessAfter(anyOf('burned', 'burnt', 'cut', 'scratched', 'carved into', 'sliced'), 'he|she|it|they|cat|kitten|dog|puppy|brother|sister|bro|sis|mom|mum|dad|friend|bf|gf|artist|tech|doctor|dermatologist|nurse|surgeon|goalkeeper|someone|somebody|who', 1, ` my ${EN_BODY} ${upTo(4)}on purpose${ACCIDENT}`),
];

export const SPANISH_SELF_HARM_TOLD = [
  `${anyOf('he cortado', 'yo he cortado', 'corte', 'yo corte', 'corto')} ${anyOf('mis', 'las')} ${anyOf('piernas', 'brazos', 'muñecas', 'muslos')}${notBefore('de(?! nuevo)|del')} ${across(4)}${anyOf('otra vez', 'de nuevo', 'mucha sangre', 'mucho sangre', 'no para')}${ACCIDENT}`,
];

export const FRENCH_SELF_HARM_TOLD = [
  `je me ${anyOf('fais', 'suis fait', 'suis faite')} des ${anyOf('coupures', 'entailles', 'scarifications', 'brulures')} ${anyOf('sur', 'aux', 'au')} (?:le |les |mon |ma |mes )?${anyOf('bras', 'cuisses', 'jambes', 'poignets', 'ventre')}${ACCIDENT}`,
  `je me ${anyOf('taillade', 'taillades', 'mutile', 'lacere', 'scarifie')} ${anyOf('les', 'le', 'la')} ${anyOf('bras', 'cuisses', 'poignets', 'jambes', 'peau', 'ventre')}${ACCIDENT}`,
  `je ${anyOf('brule', 'me brule')} ${anyOf('ma peau', 'mes bras', 'la peau', 'mes cuisses', 'mes poignets')} ${anyOf('avec le', 'avec un', 'avec une', 'au')} ${anyOf('briquet', 'cigarette', 'clope', 'fer', 'allume cigare')}${ACCIDENT}`,
];

export const ITALIAN_SELF_HARM_TOLD = [
  `mi ${anyOf('faccio', 'sto facendo')} del male da ${anyOf('[0-9]+', 'due', 'tre', 'quattro', 'qualche', 'settimane', 'giorni', 'mesi', 'un mese', 'una settimana', 'tanto', 'anni', 'quando', 'un po', 'parecchio')}${notBefore('solo|sola')}${ACCIDENT}`,
  `${anyOf('graffio', 'mi graffio', 'gratto', 'mi gratto')} ${anyOf('la pelle', 'le braccia', 'le gambe', 'il braccio')} fino al sangue${notBefore('per la|per le|per il|per lallergia|per la dermatite|per leczema|per le zanzare')}${ACCIDENT}`,
  `mi ${anyOf('do', 'davo', 'sono dato', 'sono data')} (?:dei )?pugni (?:forte |fortissimo )?${anyOf('in faccia', 'sulla testa', 'in testa', 'sulla faccia', 'sulle gambe')}${ACCIDENT}`,
];
