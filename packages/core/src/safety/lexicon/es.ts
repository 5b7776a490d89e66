import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Me muero de risa / de hambre / por verte" and "me mata de risa" are idioms, not wishes. */
const DIE_IDIOM =
  'de (?:risa|hambre|sed|sueno|calor|frio|miedo|aburrimiento|cansancio|amor|envidia|celos|verguenza|ganas|susto|pena|ternura|dolor)|del|por|con|sin';
const THIRD_PERSON = 'el|ella|ellos|ellas|mi amiga|mi amigo|mi hermana|mi hermano|su|sobre un|sobre el|sobre la|del|de un';
const BODY = anyOf('los brazos', 'el brazo', 'las munecas', 'la muneca', 'las piernas', 'la pierna', 'la piel', 'las venas');

const fan = [
  // Ideation and intent: "quiero morir", "me quiero matar", "ya no quiero vivir".
  unlessAfter(`${anyOf('quiero', 'qiero', 'qro', 'kiero', 'quisiera', 'queria', 'deseo', 'ganas de', 'prefiero', 'necesito', 'me gustaria', 'voy a', 'pienso en', 'pensando en')} (?:solo |ya )?(?:[^ .]+ y )?${anyOf('morir', 'morirme', 'estar muerto', 'estar muerta')}${notBefore(DIE_IDIOM)}`, 'no|nunca|ni'),
  `me ${anyOf('quiero', 'voy a', 'gustaria')} ${anyOf('morir', 'matar', 'suicidar')}${notBefore(`${DIE_IDIOM}|trabajando|estudiando`)}`,
  unlessAfter(anyOf('suicidarme', 'me suicido', 'me suicidare', 'quitarme la vida', 'me quito la vida', 'acabar con mi vida', 'terminar con mi vida'), 'no|nunca'),
  // "¿Quieres matarme?" is said to someone else: only the fan's own wish counts.
  unlessAfter(`matarme${notBefore(`${DIE_IDIOM}|a|trabajando|estudiando`)}`, 'no|nunca|quieres|quiere|vas a|va a|van a|intentas|intenta', 1),
  `ojala ${anyOf('me muera', 'me muriera', 'estuviera muerto', 'estuviera muerta', 'no despertar', 'no despierte', 'no despertara', 'no haber nacido')}`,
  `${anyOf('mejor', 'preferiria', 'preferible')} (?:si )?${anyOf('me muero', 'me muriera', 'estar muerto', 'estar muerta', 'muerto', 'muerta')}${notBefore(DIE_IDIOM)}`,
  `no ${anyOf('quiero', 'quisiera', 'deseo', 'tengo ganas de')} (?:seguir )?${anyOf('vivir', 'viviendo', 'existir', 'despertar')}${notBefore('en|aqui|alli|asi de|con|sin')}`,
  `${anyOf('ninguna', 'sin', 'no tengo', 'no hay', 'no veo', 'no tengo ninguna', 'no encuentro')} ${anyOf('razon', 'razones', 'motivo', 'motivos', 'sentido')} ${anyOf('para', 'de', 'en')} (?:seguir )?${anyOf('vivir', 'viviendo')}`,
  `${anyOf('la vida', 'vivir', 'mi vida')} ${anyOf('no tiene', 'ya no tiene')} sentido`,
  `(?:no )?le ${anyOf('veo', 'encuentro')} sentido a ${anyOf('vivir', 'la vida', 'mi vida', 'seguir viviendo')}`,
  `${anyOf('harta', 'harto', 'cansada', 'cansado', 'agotada', 'agotado')} de ${anyOf('vivir', 'la vida', 'estar viva', 'estar vivo', 'existir')}`,
  `${anyOf('irme', 'me quiero ir', 'desaparecer')} de este mundo`,
  `(?:no )?vale la pena ${anyOf('vivir', 'seguir viviendo', 'seguir vivo', 'seguir viva')}`,
  `${anyOf('voy a', 'quiero', 'ganas de')} ${anyOf('ahorcarme', 'colgarme', 'acabar con todo', 'envenenarme', 'cortarme las venas')}`,
  `${anyOf('estarian', 'estaria', 'seria', 'serian', 'estan', 'vivirian')} mejor sin mi`,
  `nadie ${anyOf('me extranaria', 'me echaria de menos', 'me va a extranar', 'me extranara', 'notaria si', 'se daria cuenta si')}`,
  `${anyOf('tomarme', 'me voy a tomar', 'me tomo', 'tomar')} ${anyOf('todas las', 'todo el', 'un bote de', 'un frasco de', 'muchas')} ${anyOf('pastillas', 'pildoras', 'frasco', 'bote', 'pastillas para dormir')}`,
  `${anyOf('mejor', 'hoy', 'ya', 'manana', 'creo que', 'esta noche')} me ${anyOf('mato', 'suicido')}${notBefore('de|trabajando|estudiando')}`,
  `nadie ${upTo(3)}si ${anyOf('me muero', 'me muriera', 'desaparezco', 'desapareciera', 'me mato', 'me matara')}`,
  unlessAfter(`${anyOf('pensamientos', 'ideas', 'ideacion')} suicidas?`, THIRD_PERSON, 1),
  `${anyOf('me siento', 'estoy', 'soy')} suicida`,
  `${anyOf('pienso', 'pensando', 'pense', 'pensar', 'considerando')} en (?:el )?suicidio`,
  // Method questions: "cuántas pastillas para no despertar", "tirarme del puente".
  `cuant[ao]s? ${anyOf('pastillas', 'pildoras', 'tabletas', 'capsulas')} ${upTo(4)}${anyOf('morir', 'matarme', 'matar', 'no despertar')}`,
  `${anyOf('tirarme', 'aventarme', 'lanzarme', 'arrojarme', 'me tiro', 'me aviento')} ${anyOf('del', 'de un', 'de una', 'desde', 'por la', 'al', 'a las')} ${upTo(1)}${anyOf('puente', 'edificio', 'techo', 'balcon', 'ventana', 'azotea', 'tren', 'metro', 'vias', 'precipicio')}`,
  // Self-harm: "me corté los brazos", "me corto", "me hago daño".
  `me ${anyOf('corte', 'corto', 'cortaba', 'he cortado', 'estoy cortando', 'sigo cortando', 'vuelvo a cortar', 'quemo', 'queme')} ${upTo(2)}${BODY}`,
  `me ${anyOf('estoy', 'sigo', 'volvi a', 'vuelvo a')} ${anyOf('cortando', 'cortar', 'lastimando', 'lastimar', 'haciendo dano', 'hacer dano', 'quemando')}${notBefore('el|la|los|las|un|una|sin querer|con el|cocinando')}`,
  `me ${anyOf('corte', 'corto', 'he cortado', 'hago dano', 'hice dano', 'he hecho dano', 'lastimo', 'lastime', 'quemo', 'queme')} ${anyOf('otra vez', 'de nuevo', 'a proposito', 'cuando', 'cada vez', 'todos los dias')}`,
  unlessAfter(`autolesion(?:o|es|arme|andome|ar)?`, THIRD_PERSON, 1),
  `${anyOf('me hago', 'me hice', 'hacerme')} ${anyOf('cortes', 'heridas', 'quemaduras')}`,
  `${anyOf('cortarme', 'lastimarme', 'hacerme dano')}${notBefore('el|la|los|las|un|una|con el cuchillo|sin querer')}`,
];

const reply = [
  unlessAfter(`${anyOf('cortate', 'matate', 'tirate')} ${anyOf('te hara', 'te aliviara', 'te sentiras')}`, 'no'),
  `nadie te ${anyOf('va a extranar', 'extranara', 'quiere', 'necesita')}`,
  `${anyOf('deberias', 'tienes que', 'tendrias que', 'mejor', 'por que no', 'porque no', 'hazte un favor y', 'hazlo y')} ${anyOf('matarte', 'suicidarte', 'morirte', 'quitarte la vida', 'cortarte', 'acabar con todo', 'acabar con tu vida', 'te mueres', 'te matas', 'te mates')}`,
  unlessAfter(anyOf('matate', 'suicidate', 'muerete', 'ahorcate', 'cortate las venas'), 'no'),
  atSentenceStart(`(?:hazlo )?acaba con ${anyOf('todo', 'tu vida')}`),
  `nadie ${upTo(2)}${anyOf('te extranaria', 'te echaria de menos', 'te va a extranar', 'notaria', 'le importarias', 'lloraria por ti')}`,
  `${anyOf('estarian', 'estaria', 'seria', 'es')} mejor sin ti`,
  `${anyOf('cortarte', 'hacerte dano', 'la muerte', 'morir', 'el suicidio', 'suicidarte')} te ${anyOf('hara sentir mejor', 'ayudara', 'liberara', 'dara paz')}`,
];

export const SPANISH: LanguageLexicon = { fan, reply };
