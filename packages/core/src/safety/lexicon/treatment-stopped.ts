import { across, anyOf } from './phrase-syntax';

/*
 * Round 17 (issue #33): a treatment stopped so that the body gives out ("no pongo la
 * insulina desde 4 dias … yo quiero que mi cuerpo termina solo", "je prends plus mes médicaments
 * pour le cœur … c'est exactement ce que je veux", "Лечиться больше не буду. Уйду сам"). The fifteenth held-out set
 * brought it in three languages. Stopping a medicine, even "on purpose" or "exprès", is most often
 * the doctor's plan, a fast before a blood test or a pharmacy out of stock (a review, 2026-11-30,
 * found 37 such), so the family needs the end wished beside the stop, never a purpose alone.
 */

/** A relative who stopped, right before the stop or one word from it: someone else's treatment ("Бабушка отказалась от лечения", "ibuku berhenti kemo"), not "my mom doesn't know I stopped …". */
const RELATIVE = anyOf('mom', 'mum', 'dad', 'grandma', 'grandpa', 'mama', 'papa', 'madre', 'padre', 'abuela', 'abuelo', 'mae', 'pai', 'avo', 'mere', 'pere', 'mamie', 'papi', 'mutter', 'vater', 'oma', 'opa', 'nonna', 'nonno', 'мама', 'папа', 'бабушка', 'дедушка', 'annem', 'babam', 'ibuku', 'ayahku', 'nenekku', 'kakekku');

/** `stopped` and the end wished, the wish up to twenty words after or ten before. */
const stoppedFor = (stopped: string, why: string): string => `(?:(?<! ${RELATIVE} (?:[^ .]+ )?)${stopped} ${across(20)}${why}|${why} ${across(10)}(?<! ${RELATIVE} (?:[^ .]+ )?)${stopped})(?= )`;

export const ENGLISH_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('stopped taking', 'not taking', 'quit taking', 'havent taken', 'stopped my', 'skipping')} ${anyOf('my ', 'the ', '')}${anyOf('insulin', 'meds', 'medication', 'medicine', 'heart meds', 'heart pills', 'blood thinners', 'dialysis', 'chemo', 'treatment')}`,
    anyOf('so it ends', 'so my body gives up', 'hoping my body (?:just )?gives up', 'so my heart stops', 'let it take me', 'to die(?! for)', 'so i die', 'want it to be over(?! so| with)', 'want it over(?! so| with)'),
  ),
];

export const SPANISH_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('no pongo', 'no me pongo', 'no tomo', 'deje de tomar', 'deje de ponerme', 'dejé la', 'ya no tomo', 'ya no me pongo')} ${anyOf('la ', 'mi ', 'mis ', 'las ', '')}${anyOf('insulina', 'medicacion', 'medicinas', 'medicamentos', 'pastillas del corazon', 'dialisis', 'quimio', 'tratamiento')}`,
    anyOf('que mi cuerpo termina', 'que mi cuerpo se acabe', 'que mi cuerpo termine', 'para no despertar', 'para morir(?:me)?(?! de)', 'quiero morir(?:me)?(?! de)'),
  ),
];

export const PORTUGUESE_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('parei de tomar', 'nao tomo', 'parei a', 'parei o', 'nao aplico', 'parei de aplicar')} ${anyOf('a ', 'o ', 'meu ', 'minha ', 'meus ', 'minhas ', '')}${anyOf('insulina', 'remedio', 'remedios', 'medicacao', 'remedio do coracao', 'dialise', 'quimio', 'tratamento')}`,
    anyOf('pro corpo parar', 'pro coracao parar', 'pra morrer(?! de)', 'para morrer(?! de)', 'quero morrer(?! de)'),
  ),
];

export const FRENCH_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('je prends plus', 'je ne prends plus', 'jprends plus', 'jai arrete', 'jarrete')} ${anyOf('mes ', 'mon ', 'ma ', 'les ', 'le ', 'la ', '')}${anyOf('medicaments', 'medocs', 'traitement', 'insuline', 'dialyse', 'chimio', 'cachets pour le coeur', 'medicaments pour le coeur', 'cachets pour le cœur', 'medicaments pour le cœur')}`,
    anyOf('cest exactement ce que je veux(?! entendre| savoir)', 'pour que mon coeur lache', 'pour mourir(?! de)', 'pour en finir(?! avec)', 'je veux juste que ca sarrete'),
  ),
];

export const GERMAN_TREATMENT_STOPPED = [
  stoppedFor(
    `(?:${anyOf('nehme keine', 'nehm keine', 'spritze kein', 'spritz kein')} ${anyOf('tabletten', 'medikamente', 'herztabletten', 'insulin', 'blutverdünner')} mehr|${anyOf('hab', 'habe')} ${anyOf('die', 'meine')} ${anyOf('tabletten', 'medikamente', 'herztabletten', 'chemo', 'dialyse', 'therapie')} ${anyOf('abgesetzt', 'abgebrochen')})`,
    anyOf('damit das herz aufhört', 'damit ich sterbe', 'um zu sterben', 'soll das herz doch aufhören'),
  ),
];

export const ITALIAN_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('non prendo piu', 'non prendo più', 'ho smesso di prendere', 'non faccio piu', 'ho smesso')} ${anyOf('le ', 'la ', 'i ', 'il ', 'mie ', 'miei ', '')}${anyOf('medicine', 'pillole', 'farmaci', 'insulina', 'linsulina', 'dialisi', 'chemio', 'terapia', 'cura')}`,
    anyOf('perche il cuore si fermi', 'per morire(?! dal| di)', 'voglio che finisca(?= \\.| $)'),
  ),
];

export const RUSSIAN_TREATMENT_STOPPED = [
  stoppedFor(
    `(?:${anyOf('не принимаю', 'бросил[аи]? принимать', 'перестал[аи]? принимать', 'не колю')} ${anyOf('таблетки', 'лекарства', 'инсулин', 'препараты')}|${anyOf('лечиться больше не буду', 'больше не буду лечиться', 'отказался от лечения', 'отказалась от лечения')}(?! (?:у|в|с|до|пока не) ))`,
    anyOf('уйду сам', 'уйду сама', 'пусть всё закончится(?! дома)', 'чтобы сердце остановилось', 'чтобы умереть'),
  ),
];

export const TURKISH_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('ilaçlarımı', 'ilaçları', 'insülinimi', 'insülini', 'tedaviyi', 'diyalizi', 'kemoterapiyi')} ${anyOf('bıraktım', 'almıyorum', 'kullanmıyorum', 'yapmıyorum', 'kestim')}`,
    anyOf('kalbim dursun diye', 'ölmek için', 'ölmek istiyorum', 'her şey bitsin diye'),
  ),
];

export const INDONESIAN_TREATMENT_STOPPED = [
  stoppedFor(
    `${anyOf('udah ga minum', 'udah gak minum', 'berhenti minum', 'ga minum', 'gak minum', 'tidak minum', 'ga suntik', 'gak suntik', 'berhenti suntik', 'berhenti')} ${anyOf('obat', 'obatku', 'obat jantung', 'insulin', 'cuci darah', 'kemo', 'pengobatan')}`,
    anyOf('biar cepet selesai(?= \\.| $)', 'biar jantungku berhenti', 'biar mati', 'biar semuanya selesai'),
  ),
];
