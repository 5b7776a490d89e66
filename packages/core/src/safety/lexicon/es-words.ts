import { across, anyOf } from './phrase-syntax';

/* The Spanish lexicon's word lists: idioms of dying, other people, body parts, fiction, family and pills. */

/** "Me muero de risa / de hambre / por verte" and "me mata de risa" are idioms, not wishes. */
export const DIE_IDIOM =
  'de (?:risa|hambre|sed|sueno|calor|frio|miedo|aburrimiento|cansancio|amor|envidia|celos|verguenza|ganas|susto|pena|ternura|dolor)|de la (?:risa|verguenza|pena|emocion|ternura)|del|por|con|sin';
export const THIRD_PERSON = 'el|ella|ellos|ellas|mi amiga|mi amigo|mi hermana|mi hermano|su|sobre un|sobre el|sobre la|del|de un';
export const BODY = anyOf('los brazos', 'el brazo', 'las munecas', 'la muneca', 'las piernas', 'la pierna', 'la piel', 'las venas');

/** Round 4: a question about a character or the news, anywhere in the message, checked once a pattern matched. */
export const FICTION = anyOf('personaje', 'protagonista', 'serie', 'peli', 'pelicula', 'novela', 'libro', 'anime', 'noticia', 'noticias', 'documental');
export const IN_FICTION = `(?<! ${FICTION} [^]{0,100})(?! ${across(12)}${FICTION}(?= ))`;

/** Who a farewell letter is for, when it says goodbye to life rather than to a job. */
export const FAMILY = anyOf('familia', 'mama', 'mami', 'madre', 'papa', 'papi', 'padre', 'padres', 'hermano', 'hermana', 'hermanos', 'hermanita', 'hermanito', 'hijos', 'hija', 'hijo', 'abuela', 'abuelo', 'abuelos', 'mejor amiga', 'mejor amigo', 'novia', 'novio', 'esposa', 'esposo', 'prima', 'primo', 'amigos', 'amigas', 'ti', 'vos', 'seres queridos', 'la gente que quiero');
/** Pills a fan could stockpile or ask a lethal amount of. */
export const PILLS = anyOf('pastillas', 'pastis', 'pildoras', 'medicinas', 'medicamentos', 'remedios', 'clonazepam', 'rivotril', 'ansioliticos', 'antidepresivos', 'somniferos', 'tabletas', 'capsulas', 'paracetamol', 'ibuprofeno', 'alprazolam', 'pastillas para dormir');
