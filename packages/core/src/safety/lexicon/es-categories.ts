import { across, anyOf, atEnd, gapWithout, headUnlessAfter, notBefore, upTo } from './phrase-syntax';

/*
 * Round 4 (issue #33): families for phrasings the earlier rounds never saw, each joining two slots
 * (an act and what makes it the fan's own and for good), so a new wording of the same situation
 * still matches. Spanish chat spellings ("pa", "q", "kiero") are added by es.ts's CHAT_SPELLINGS.
 */

/** Someone else, or fiction and news, anywhere in the message. */
const NOT_MINE = 'el|ella|ellos|ellas|mi amig[ao]|mi herman[ao]|mi prim[ao]|mi abuel[ao]|mi tia|mi tio|su|sus|personaje|protagonista|serie|peli|pelicula|novela|libro|anime|noticia|noticias|documental|juego';
/** Someone else or fiction, anywhere in the message (not the bare pronouns: they are everywhere). */
const OTHERS = 'mi amig[ao]|mi herman[ao]|mi prim[ao]|personaje|protagonista|serie|peli|pelicula|novela|libro|anime|noticia|noticias|documental|juego|videojuego';
/** Not the fan's own: checked only once a pattern matched, over the whole message. */
const awayFrom = (words: string): string => `(?<! ${anyOf(words)} [^]{0,100})(?! ${across(12)}${anyOf(words)}(?= ))`;
/** A party, a trip or an exam: "todo listo" for something else. */
const OCCASION = 'fiesta|concierto|viaje|vuelo|maleta|cumple|cumpleanos|boda|cita|partido|examen|evento|show|cena|presentacion|entrevista|mudanza|torneo|stream|directo|sorpresa|graduacion|clase|prueba|carrera|maraton|vacaciones';
/** Moving, a trip, a job: a farewell that is not for good. */
const LEAVING = 'oficina|equipo|empresa|escuela|colegio|proyecto|chamba|curro|mudo|mudanza|me voy a vivir|viaje|intercambio|trabajo|renuncio|canal|grupo|stream|server|temporada|gira|hasta pronto|por ahora|nos vemos|jubilo|beca';
/** Saying goodbye. */
const FAREWELL = anyOf('gracias por todo', 'perdon por todo', 'perdonenme', 'perdoname', 'los quiero', 'te quiero mucho', 'cuidense', 'adios a todos');
/** Gone for good, not for a trip. */
const FOR_GOOD_SIGN = anyOf('no me busquen', 'no me busques', 'no me vayan a buscar', 'ya no voy a estar', 'ya no estare', 'no voy a volver', 'me voy para siempre', 'hasta nunca', 'nos vemos en otra vida', 'esta es mi despedida');
/** What a rope or poison is usually for. */
const ROPE_USES = 'acampar|camping|escalar|tendedero|ropa|columpio|hamaca|saltar|brincar|ratas?|raton|ratones|cucarachas|plaga|gimnasio|mudanza|barco|perro|caza|tiro|club|curso';
/** Pills a fan could count or ask a lethal amount of. */
const PILLS = anyOf('pastillas', 'pastis', 'pildoras', 'tabletas', 'capsulas', 'somniferos', 'ibuprofenos?', 'paracetamol(?:es)?', 'aspirinas?', 'clonazepam', 'rivotril', 'alprazolam', 'diazepam', 'lorazepam', 'tramadol', 'antidepresivos', 'medicamentos', 'medicinas', 'remedios', 'mg');
/** What the fan could get to hang, poison or cut themselves with. */
const MEANS = anyOf('cuerda', 'soga', 'lazo', 'cable', 'veneno', 'raticida', 'pistola', 'arma', 'navaja', 'cuchilla', 'cuchillas', 'hojas? de afeitar', 'cutter', 'carbon', PILLS);
/** Dying, as the fan's own purpose. */
const TO_DIE = anyOf('morir', 'morirme', 'matarme', 'suicidarme', 'ahorcarme', 'colgarme', 'envenenarme', 'quitarme la vida', 'no despertar', 'no despertarme', 'no volver a despertar', 'dormir para siempre', 'acabar con todo', 'acabar con mi vida', 'que me maten');
/** When: tonight, this weekend. */
const WHEN = anyOf('esta noche', 'hoy', 'manana', 'este finde', 'este fin de semana', 'el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)');
/** Where a fresh wound is. */
const BODY = anyOf('muslos?', 'brazos?', 'piernas?', 'munecas?', 'panza', 'estomago', 'abdomen', 'caderas?', 'tobillos?', 'hombros?');
/** Accidents, pets and surgery, not self-harm. */
const HURT_OTHERWISE = 'gato|gata|perro|perra|cirugia|operacion|caida|me cai|bici|accidente|cocina|cocinando|espinas|rosal|jardin|tatuaje|depilando|afeitando|sin querer';

export const SPANISH_CATEGORY_FAMILIES: readonly string[] = [
  // Vanishing for good, said at length: "quisiera desaparecer y ya no volver nunca".
  `${anyOf('desaparecer', 'irme', 'esfumarme', 'desaparecerme', 'dormirme', 'dormir')} y ${anyOf('ya no volver', 'no volver mas', 'no regresar nunca', 'nunca regresar', 'no volver a aparecer', 'que nadie me encuentre', 'ya no despertar', 'nunca mas despertar')}${notBefore('a (?:clase|casa|ese|esa|este|esta|el|la)|al|jaja|xd|de (?:las redes|redes|insta|twitter)')}`,
  // Can't take life any more: "ya no aguanto mas la vida", "no soporto mi vida".
  `${anyOf('no aguanto', 'ya no aguanto', 'no soporto', 'ya no soporto')} (?:mas )?${anyOf('la vida', 'mi vida', 'esta vida', 'vivir', 'estar vivo', 'estar viva', 'existir')}${notBefore('de|en|aqui|con|sin|asi de|sin (?:wifi|internet)')}`,
  headUnlessAfter(anyOf('ya no puedo', 'no puedo', 'ya no aguanto', 'no aguanto'), NOT_MINE, 1, ` (?:mas )?seguir(?: viviendo| asi| adelante| mas)?${atEnd('la verdad|de verdad|en serio|ya|mas|jaja|sorry|perdon')}`),
  // Ready, and when: "ya tengo todo preparado para esta noche", "esta noche es la noche, ya esta todo listo".
  `${anyOf('ya tengo todo', 'tengo todo', 'ya esta todo', 'esta todo', 'todo esta', 'todo ya esta', 'ya todo esta')} ${anyOf('listo', 'preparado', 'planeado', 'arreglado')} ${anyOf('para', 'pa')} ${WHEN}${atEnd('ya|de verdad|en serio|creo')}${awayFrom(OCCASION)}`,
  `${anyOf('esta noche es la noche', 'hoy es la noche', 'hoy es el dia', 'manana es el dia')} ${across(6)}${anyOf('todo esta listo', 'ya esta todo listo', 'ya esta todo preparado', 'todo esta preparado', 'ya tengo todo', 'ya lo decidi', 'no hay vuelta atras', 'gracias por todo', 'adios')}${awayFrom(OCCASION)}`,
  `${anyOf('ya esta todo listo', 'ya esta todo preparado', 'todo esta listo', 'todo esta preparado', 'ya tengo todo listo', 'ya tengo todo preparado')} ${across(6)}${anyOf('esta noche es la noche', 'hoy es la noche', 'hoy es el dia', 'es hoy', 'es esta noche')}${awayFrom(OCCASION)}`,
  // Can't go on, and when: "ya no aguanto, hoy lo hago".
  `${anyOf('no aguanto', 'ya no aguanto', 'no puedo mas', 'ya no puedo mas', 'ya me canse', 'estoy list[ao]', 'ya lo decidi', 'ya decidi', 'ya no quiero seguir', 'ya no quiero vivir')} ${across(5)}${anyOf(WHEN, 'ahora', 'ya')} ${anyOf('lo hago', 'lo termino', 'lo acabo', 'se acaba', 'se termina todo', 'termina todo', 'acabo con esto', 'termino con esto', 'me despido')}${atEnd('de verdad|en serio|ya|para siempre|adios|perdon')}`,
  // The last time you hear from me: "es la ultima vez q sabes de mi".
  `ultima vez ${anyOf('que', 'en que')} ${anyOf('sabes', 'saben', 'sabras', 'sabran', 'vas a saber', 'van a saber', 'tienes noticias', 'tendras noticias', 'vas a tener noticias', 'van a tener noticias')} ${upTo(1)}de mi`,
  // Everything to end for good: "solo quiero que todo se acabe para siempre".
  `${anyOf('quiero', 'quisiera', 'solo quiero', 'ojala', 'deseo')} ${upTo(1)}${anyOf('que todo se acabe', 'que todo termine', 'que todo acabe', 'que se acabe todo', 'que termine todo', 'todo se acabe', 'todo termine')} ${anyOf('para siempre', 'de una vez por todas', 'de una vez para siempre')}`,
  // No point in living: "ya no le veo caso a vivir", "ya me canse de vivir".
  `le ${anyOf('veo', 'encuentro', 'hallo')} (?:el )?${anyOf('caso', 'razon', 'chiste', 'proposito')} a ${anyOf('vivir', 'la vida', 'mi vida', 'seguir vivo', 'seguir viva', 'seguir viviendo', 'existir', 'despertar', 'seguir aqui')}${notBefore('en|aqui|asi de|sin|con')}`,
  `${anyOf('me canse', 'ya me canse', 'estoy cansad[ao]', 'me harte', 'ya me harte')} de ${anyOf('vivir', 'la vida', 'existir', 'estar viva', 'estar vivo', 'seguir viva', 'seguir vivo', 'respirar')}${notBefore('en|aqui|con|sin|de|asi de|lejos|sol[ao]|con (?:mis|mi) (?:papas|padres|familia)')}`,
  // The day is picked and there is no way back: "el sabado es el dia, ya no hay vuelta atras".
  `${anyOf(WHEN, 'este (?:viernes|sabado|domingo)', 'el finde', 'mi cumple')} ${anyOf('es el dia', 'es la noche', 'sera el dia', 'va a ser el dia')} ${across(6)}${anyOf('ya no hay vuelta atras', 'no hay vuelta atras', 'ya lo decidi', 'ya esta decidido', 'todo esta listo', 'ya tengo todo', 'gracias por todo', 'adios', 'perdon por todo')}${awayFrom(OCCASION)}`,
  // A farewell and a sign of going for good: "perdon por todo, los quiero. no me busquen".
  `${FAREWELL} ${across(8)}${FOR_GOOD_SIGN}${awayFrom(LEAVING)}`,
  `${FOR_GOOD_SIGN} ${across(8)}${FAREWELL}${awayFrom(LEAVING)}`,
  // Rope or poison got, nothing else said: "ya compre la cuerda".
  `${anyOf('ya compre', 'compre', 'consegui', 'ya tengo', 'ya consegui')} ${anyOf('la cuerda', 'una cuerda', 'la soga', 'una soga', 'el veneno', 'veneno', 'la pistola', 'una pistola', 'el arma', 'un arma')}${atEnd('ya|hoy|jaja|sorry|perdon')}${awayFrom(ROPE_USES)}`,
  // Can't take it, ending it: "ya no aguanto, voy a acabar con esto".
  `${anyOf('no aguanto', 'ya no aguanto', 'no puedo mas', 'ya no puedo mas', 'ya me canse', 'ya no quiero vivir')} ${across(4)}${anyOf('voy a acabar con', 'voy a terminar con', 'voy a poner fin a', 'acabo con', 'termino con')} ${anyOf('esto', 'todo esto', 'mi vida', 'todo')}${atEnd('ya|hoy|de una vez|para siempre|de verdad|en serio')}`,
  // How many pills, to die: "cuantos ibuprofenos para morir".
  `cuant[ao]s? ${upTo(2)}${PILLS} ${upTo(6)}${anyOf('para', 'pa')} ${TO_DIE}${awayFrom(OTHERS)}`,
  // Means got, to die: "compre una cuerda para ahorcarme".
  `${anyOf('compre', 'consegui', 'tengo', 'ya tengo', 'pedi', 'busque', 'buscando', 'voy a comprar', 'comprar', 'conseguir', 'robe', 'agarre', 'guarde', 'escondi')} ${upTo(3)}${MEANS} ${upTo(3)}${anyOf('para', 'pa')} ${TO_DIE}`,
  // Pills counted and enough: "conte las pastillas, creo q me alcanzan".
  `${anyOf('conte', 'contando', 'cuento', 'estoy contando', 'junte', 'juntando', 'guarde', 'guardando', 'acumule', 'acumulando')} ${upTo(3)}${PILLS} ${across(6)}${anyOf('alcanzan', 'me alcanzan', 'ya alcanzan', 'alcanza', 'son suficientes', 'ya son suficientes', 'bastan', 'ya bastan', 'me bastan')}${notBefore('para (?:el|la|toda la|todo el) (?:mes|semana|viaje|tratamiento|ano)|pal mes|hasta')}${awayFrom('tratamiento|receta|doctora?|medico|farmacia|vacaciones|viaje')}`,
  // Not eating or drinking on purpose: "deje de comer a proposito".
  `${anyOf('deje de', 'no estoy', 'ya no estoy', 'llevo \\d+ dias sin', 'llevo dias sin', 'voy a dejar de', 'dejando de')} ${anyOf('comer', 'comiendo', 'tomar agua', 'beber agua', 'beber', 'tomar liquidos', 'comer ni tomar agua')} (?:nada )?${anyOf('a proposito', 'adrede', 'para morir', 'pa morir', 'para desaparecer', 'pa desaparecer', 'para morirme', 'hasta morir', 'hasta morirme', 'a ver si me muero')}`,
  // Thanks, and it is goodbye: "gracias por todo, esto es un adios".
  `${anyOf('gracias por todo', 'los quiero', 'los quiero mucho', 'te quiero mucho', 'perdon por todo', 'perdonenme', 'cuidense')} ${across(4)}${anyOf('esto es', 'este es', 'es', 'esta es')} ${anyOf('un adios', 'mi adios', 'mi despedida', 'una despedida', 'el adios', 'el final', 'el fin')}${awayFrom(LEAVING)}`,
  `${anyOf('esto es', 'este es', 'esta es')} ${anyOf('un adios', 'mi adios', 'mi despedida', 'una despedida')} ${across(4)}${anyOf('gracias por todo', 'los quiero', 'te quiero', 'perdon por todo', 'perdonenme', 'cuidense', 'no me busquen')}${awayFrom(LEAVING)}`,
  // A burden: "soy una carga para mi familia", "asi dejo de ser una carga pa mi familia".
  headUnlessAfter(anyOf('soy', 'me siento', 'siento que soy', 'solo soy', 'no soy mas que', 'dejo de ser', 'dejar de ser', 'seguir siendo', 'sigo siendo'), `${NOT_MINE}|no quiere|no quieren|dice que|no queria`, 1, ` ${anyOf('una carga', 'un estorbo', 'un peso', 'una molestia')} ${anyOf('para', 'pa')} ${anyOf('mi familia', 'todos', 'todo el mundo', 'mis papas', 'mis padres', 'mi mama', 'mi papa', 'mi madre', 'mi padre', 'los demas', 'mis hijos', 'mi esposo', 'mi esposa', 'mis amigos', 'la gente', 'mi casa')}`),
  headUnlessAfter(anyOf('soy', 'me siento', 'solo soy'), NOT_MINE, 1, ` ${anyOf('una carga', 'un estorbo')}${atEnd('para todos|la verdad|nada mas|y ya|jaja|perdon')}`),
  // Nobody would look for me: "nadie me buscaria si me voy".
  `nadie ${upTo(3)}${anyOf('me buscaria', 'me buscara', 'me va a buscar', 'me iria a buscar', 'me extranaria', 'me extranara', 'notaria', 'lo notaria', 'se daria cuenta', 'se va a dar cuenta', 'lloraria', 'me echaria de menos', 'me recordaria', 'le importaria', 'va a notar', 'me va a extranar')} ${upTo(3)}si ${anyOf('yo ', '')}${anyOf('me voy', 'me fuera', 'me pierdo', 'me perdiera', 'no estoy', 'ya no estoy', 'no estuviera', 'desaparezco', 'desapareciera', 'dejo de existir', 'dejara de existir', 'no despierto', 'no despertara', 'me suicido', 'me muero', 'me mato')}${notBefore('de (?:viaje|vacaciones|la fiesta|la ciudad|casa)|a (?:vivir|otro|otra)|del (?:grupo|pais|trabajo)|temprano|antes|un rato|ahorita')}`,
  // Hitting myself until I bleed: "me pegue en la cabeza hasta sangrar".
  headUnlessAfter(`me ${anyOf('pegue', 'pego', 'golpee', 'golpeo', 'golpeaba', 'pegaba', 'estoy golpeando', 'estoy pegando', 'volvi a golpear', 'volvi a pegar', 'di', 'doy', 'daba')}`, 'se|le|te', 0, ` ${upTo(4)}${anyOf('hasta sangrar', 'hasta que sangr(?:e|o|ara|aba)', 'hasta sacarme sangre', 'hasta hacerme sangre', 'hasta marearme', 'hasta que me (?:salio|sale) sangre', 'hasta quedar morad[ao]')}`),
  headUnlessAfter(anyOf('me golpeo', 'me pego', 'me golpee', 'me pegue', 'me doy', 'me di', 'me estoy golpeando', 'me daba'), NOT_MINE, 1, ` ${upTo(1)}${anyOf('la cabeza', 'cabezazos', 'golpes', 'punetazos', 'la cara')} contra ${anyOf('la pared', 'el muro', 'la puerta', 'el piso', 'el suelo', 'el espejo')}${notBefore('sin querer|jaja|xd|por accidente|al (?:caer|resbalar|levantarme)')}`),
  // Fresh wounds on the body: "tengo cortes nuevos en los muslos".
  `${anyOf('cortes', 'heridas', 'quemaduras', 'rasgunos')} ${anyOf('nuevos', 'nuevas', 'frescos', 'frescas', 'recientes', 'abiertos', 'abiertas')} ${upTo(2)}en ${anyOf('los', 'mis', 'el', 'mi', 'las', 'la')} ${BODY}${awayFrom(HURT_OTHERWISE)}`,
  // Suicide as the only way out, the noun first: "el suicidio suena como la unica solucion".
  `${anyOf('el suicidio', 'suicidarme', 'matarme', 'morirme', 'morir', 'la muerte', 'quitarme la vida', 'acabar con todo', 'desaparecer')} ${gapWithout(4, 'no|nunca|jamas')}${anyOf('unica solucion', 'unica salida', 'unica opcion', 'unica forma', 'unica manera', 'mejor opcion', 'mejor solucion', 'unico camino', 'unica escapatoria')}${awayFrom(OTHERS)}`,
  // Round 16: not waking up as the best thing, "si mañana no despierto seria lo mejor" (not an alarm missed: "… a tiempo").
  `si ${upTo(3)}no ${anyOf('despierto', 'me despierto', 'amanezco', 'vuelvo a despertar', 'despertara', 'despertase', 'me despertara')}${notBefore('temprano|a tiempo|a las|antes|con|para|pa|de|a|al|tan|tarde')} ${upTo(2)}${anyOf('seria lo mejor', 'mejor para todos', 'seria un alivio', 'seria un regalo', 'mejor(?= \\.| $)')}${notBefore('que no|de lo que|jaja|jsjs|xd|odio')}(?<! ${anyOf('dice', 'decia', 'personaje', 'cancion')} [^]{0,60})`,
];
