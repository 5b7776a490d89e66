import { PORTUGUESE_WILLS } from './wills';
import { PORTUGUESE_SHARED_FAMILIES } from './shared-families';
import { PORTUGUESE_PAST_TELLING, PORTUGUESE_RECOVERY } from './past-and-others';
import { toldAsRecovered } from './told-as-recovered';
import { PORTUGUESE_SELF_HARM_INTENT } from './self-harm-intent';
import { PORTUGUESE_FIFTH_ROUND } from './fifth-round';
import { PORTUGUESE_CATEGORY_FAMILIES } from './pt-categories';
import { across, acrossWithout, anyOf, bundled, atPhraseEnd, gapWithout, withSpellings, atSentenceStart, headUnlessAfter, notBefore, toldAsPast, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Morrendo de rir / de saudade / de fome", "me mata de vergonha", "matar a saudade" are idioms. */
const DIE_IDIOM =
  'de (?:rir|fome|sede|saudade|saudades|vergonha|sono|calor|frio|medo|tedio|cansaco|amor|amores|inveja|ciume|ciumes|raiva|susto|curiosidade|vontade|dor)|do|da|por|com';
const THIRD_PERSON = 'ele|ela|eles|elas|minha amiga|meu amigo|minha irma|meu irmao|sobre|daquele|daquela|do|da';

/** Who a farewell letter is for, when it says goodbye to life rather than to a job. */
const FAMILY = anyOf('familia', 'mae', 'mamae', 'mainha', 'pai', 'papai', 'painho', 'pais', 'irmao', 'irma', 'irmaos', 'irmas', 'irmazinha', 'irmaozinho', 'filhos', 'filho', 'filha', 'avo', 'avos', 'vovo', 'melhor amiga', 'melhor amigo', 'namorada', 'namorado', 'esposa', 'marido', 'prima', 'primo', 'amigos', 'amigas', 'voce', 'vc', 'voces', 'vcs', 'ti', 'quem eu amo');
/** Pills a fan could stockpile or ask a lethal amount of. */
const PILLS = anyOf('remedios', 'remedio', 'comprimidos', 'pilulas', 'calmantes', 'rivotril', 'clonazepam', 'antidepressivos', 'tarja preta', 'capsulas', 'dipirona', 'paracetamol', 'fluoxetina', 'sertralina', 'zolpidem', 'diazepam', 'medicamentos');

/** Round 4: a question about a character or the news, anywhere in the message, checked once a pattern matched. */
const FICTION = anyOf('personagem', 'protagonista', 'serie', 'novela', 'filme', 'livro', 'anime', 'noticia', 'noticias', 'documentario');
const IN_FICTION = `(?<! ${FICTION} [^]{0,100})(?! ${across(12)}${FICTION}(?= ))`;

const written = [
  // Ideation and intent: "quero morrer", "quero me matar", "não quero mais viver".
  unlessAfter(`${anyOf('quero', 'qro', 'qero', 'kero', 'queria', 'vontade de', 'desejo', 'prefiro', 'preferia', 'gostaria de', 'vou', 'to pensando em', 'penso em', 'pensando em')} (?:so |logo )?(?:[^ .]+ e |sumir ${upTo(2)})?${anyOf('morrer', 'estar morto', 'estar morta', 'me matar', 'me suicidar', 'suicidar')}${notBefore(`${DIE_IDIOM}|estudando|trabalhando|rindo`)}`, 'nao|nunca|nem'),
  unlessAfter(anyOf('me suicidar', 'suicidar me', 'tirar a minha vida', 'tirar minha vida', 'tirar minha propria vida', 'acabar com a minha vida', 'acabar com minha vida', 'dar fim a minha vida', 'dar fim na minha vida'), 'nao|nunca'),
  `${anyOf('vou', 'quero', 'vontade de')} me ${anyOf('jogar', 'atirar')} ${anyOf('da', 'de', 'do', 'na frente', 'pela')}`,
  `nao ${anyOf('quero', 'aguento', 'consigo')} mais viver`,
  `${anyOf('cansada', 'cansado', 'cansei', 'farta', 'farto', 'desisti', 'desistir')} ${anyOf('de viver', 'da vida', 'de estar viva', 'de estar vivo', 'de existir')}${notBefore('em|nesse|nessa|neste|nesta|num|numa|no|na|aqui|longe|sozinh[ao]|de aluguel')}`,
  `(?:nao )?vale a pena ${anyOf('viver', 'continuar vivendo', 'continuar vivo', 'continuar viva')}`,
  `${anyOf('vou', 'quero', 'vontade de', 'pensando em')} me ${anyOf('enforcar', 'envenenar')}`,
  `nao quero (?:mais )?${anyOf('viver', 'existir', 'acordar')}${notBefore('em|aqui|ai|la|com|sem|cedo|assim')}`,
  `${anyOf('sem', 'nao vejo', 'nao tem', 'nao ha', 'nenhum', 'nenhuma', 'nao tenho')} (?:mais )?(?:nenhum |nenhuma )?${anyOf('sentido', 'motivo', 'razao', 'motivos', 'razoes')} ${anyOf('em', 'para', 'pra', 'de')} ${anyOf('viver', 'continuar vivendo', 'continuar vivo', 'continuar viva')}`,
  `${anyOf('dormir', 'dormisse', 'durmir', 'dormi')} (?:${anyOf('pra sempre', 'para sempre')} )?e ${anyOf('nunca mais', 'nao', 'nao mais', 'jamais')} acordar`,
  `${anyOf('ninguem', 'ningum')} ${upTo(1)}${anyOf('sentiria', 'ia sentir', 'vai sentir', 'sentira', 'notaria', 'ia notar', 'vai notar', 'perceberia', 'ia perceber')} ${anyOf('minha falta', 'falta de mim', 'se eu morresse', 'se eu sumisse', 'se eu morrer')}`,
  `${anyOf('todo mundo', 'todos', 'minha familia', 'geral')} ${anyOf('ficaria', 'ficariam', 'estaria', 'estariam', 'seria', 'seriam', 'viveria', 'viveriam')} ${anyOf('melhor', 'mais feliz', 'mais felizes')} sem mim`,
  unlessAfter(`${anyOf('pensando', 'penso', 'pensei', 'pensar', 'pensamento', 'pensamentos', 'ideia', 'ideias')} ${anyOf('em suicidio', 'de suicidio', 'suicida', 'suicidas', 'em me matar', 'de me matar')}`, THIRD_PERSON, 1),
  // Method questions: "quantos comprimidos pra morrer".
  // Never waking again may sit further back ("quantos comprimidos do meu remédio de dormir seriam necessários pra não acordar mais").
  `quant[oa]s ${anyOf('comprimidos', 'remedios', 'pilulas', 'capsulas')} (?:${upTo(6)}${anyOf('morrer', 'matar', 'me matar', 'nao acordar')}|${upTo(10)}${anyOf('nao acordar mais', 'nunca mais acordar')})${IN_FICTION}`,
  // Self-harm: "me cortei de novo", "me corto".
  unlessAfter(`me ${anyOf('cortei', 'corto', 'cortando', 'machuco', 'machucando', 'queimo', 'queimei', 'automutilo', 'mutilo')}${notBefore('o|a|os|as|el|la|los|las|com|sem querer|cozinhando|fazendo|no|na|um|uma|sem|(?:[^ .]+ ){1,2}(?:cozinhando|sem querer|fazendo a barba|com a faca|na cozinha|descascando|no trabalho|jogando|caindo|no ferro|na panela|no forno)')}`, THIRD_PERSON),
  unlessAfter(`${anyOf('automutilacao', 'autolesao', 'autoflagelacao', 'me automutilar', 'me cortar', 'me machucar')}${notBefore('o|a|os|as|sem querer')}`, THIRD_PERSON, 1),
  // Intent and plans told indirectly (issue #33): a date picked, farewell letters, things given away, a last message.
  unlessAfter(`${anyOf('escolhi', 'marquei', 'decidi', 'defini', 'ja tenho')} ${anyOf('o dia', 'a data')}${notBefore('do|da|de|dos|das|pra|para|pro|com|certo|certinho|e a hora|e o local|livre|que|em que|cheio|ocupado|de hoje')}`, 'nao|nos|a gente|ja escolhemos', 1),
  `${anyOf('cartas', 'carta', 'bilhete', 'bilhetes', 'mensagens', 'mensagem', 'video')} de despedida ${upTo(1)}${anyOf('pra', 'para', 'pro', 'a', 'ao', 'aos', 'as')} ${upTo(2)}${FAMILY}`,
  `${anyOf('escrevi', 'deixei', 'escrevendo', 'ja escrevi', 'ate escrevi')} ${anyOf('cartas', 'as cartas', 'umas cartas', 'minhas cartas', 'cartas de despedida', 'minha carta de despedida', 'uma carta de despedida')}(?= \\.| $| e )`,
  `${anyOf('dei', 'doei', 'dando', 'doando', 'distribui', 'to dando', 'estou dando')} ${upTo(10)}${anyOf('forma de me despedir', 'jeito de me despedir', 'minha despedida', 'e despedida', 'e uma despedida', 'e um adeus', 'ta tudo pronto', 'esta tudo pronto')}`,
  `nao ${anyOf('sabe', 'sabem', 'faz ideia', 'fazem ideia')} que ${anyOf('e', 'eh', 'era', 'isso e')} ${anyOf('despedida', 'uma despedida', 'um adeus', 'minha despedida')}`,
  `${anyOf('essa e', 'esta e', 'essa vai ser', 'esta vai ser', 'provavelmente e', 'acho que e', 'talvez seja')} (?:provavelmente )?(?:a )?minha ${anyOf('ultima mensagem', 'ultima msg', 'mensagem final')}${notBefore('do|de hoje|por hoje|antes|ate|da noite|no grupo|porque vou|vou dormir|hoje|desse|dessa|deste|desta|nesse|nessa|por enquanto|por agora')}`,
  `minha ${anyOf('ultima mensagem', 'ultima msg', 'mensagem final')} ${anyOf('pra voce', 'pra vc', 'para voce', 'pra ti', 'obrigada', 'obrigado', 'te amo', 'adeus')}`,
  `se eu ${anyOf('sumir', 'morrer', 'desaparecer', 'nao voltar', 'nao acordar', 'me for', 'partir', 'me matar', 'nao estiver mais aqui', 'fizer isso')}${notBefore('de|do|da|por|uns|umas|um|uma|em|no|na|com|durante|enquanto|pra|para|rindo')} ${upTo(5)}nao ${anyOf('e', 'foi', 'sera', 'eh')} ${anyOf('culpa sua', 'sua culpa', 'tua culpa', 'culpa tua', 'culpa de ninguem', 'culpa de voces', 'culpa de vcs')}`,
  `${anyOf('guardando', 'juntando', 'acumulando', 'estocando', 'escondendo', 'guardei', 'juntei', 'acumulei', 'to guardando', 'ando guardando')} ${upTo(2)}${PILLS}${notBefore('em|na|no|dentro|pra viagem|para a viagem|pras ferias|para as ferias|da semana|do mes')}`,
  `quant[oa]s ${PILLS} ${upTo(6)}${anyOf('sao demais', 'e demais', 'e muito', 'sao muitos', 'sao muitas')} ${upTo(3)}(?:\\. )?${upTo(1)}${anyOf('pergunto por mim', 'pra mim', 'para mim', 'e pra mim', 'e para mim', 'nao e pra um amigo')}`,
  `quant[oa]s ${PILLS} ${upTo(6)}${anyOf('matam', 'mata', 'sao letais', 'e letal', 'e fatal', 'pra nao acordar', 'para nao acordar', 'nao acordar mais', 'pra morrer', 'para morrer', 'me matar', 'overdose', 'uma overdose')}${IN_FICTION}`,
  `${anyOf('alto', 'alta', 'altos')} o ${anyOf('suficiente', 'bastante')} ${upTo(3)}${anyOf('pra eu pular', 'para eu pular', 'pra morrer', 'para morrer', 'pra nao sobreviver', 'para nao sobreviver', 'pra eu morrer', 'pra me matar', 'para me matar')}`,
  `${anyOf('pular', 'me jogar', 'cair', 'saltar', 'pulasse', 'me jogasse')} ${upTo(3)}${anyOf('pra nao sobreviver', 'para nao sobreviver', 'e nao sobreviver', 'pra morrer', 'para morrer', 'pra nao acordar')}`,
  `${anyOf('de que altura', 'que altura', 'qual andar', 'que andar', 'qual predio', 'qual ponte', 'de qual andar')} ${upTo(6)}${anyOf('pular', 'me jogar', 'morrer', 'nao sobreviver', 'me matar', 'eu pular')}${notBefore('de paraquedas|de bungee|na piscina|no mar|no rio|na agua|de asa delta')}`,
  `${anyOf('ponte', 'predio', 'andar', 'comprimidos', 'remedios', 'pilulas', 'dose', 'corda', 'overdose', 'altura')} ${upTo(8)}(?:\\. )?${upTo(2)}${anyOf('pergunto por mim', 'quero saber pra mim', 'quero saber para mim', 'e pra mim', 'e para mim', 'pra mim mesmo', 'pra mim mesma', 'nao e pra um amigo')}(?= \\.| $| nao | serio| mesmo)`,
  // Ending it all: "dar um fim em tudo", "acabar com tudo".
  unlessAfter(`${anyOf('dar um fim', 'dar fim', 'por um fim', 'por fim', 'acabar', 'acabo', 'acabei', 'terminar')} ${anyOf('em tudo', 'a tudo', 'com tudo', 'na minha vida', 'a minha vida', 'com a minha vida', 'com minha vida', 'em mim', 'nisso tudo', 'na minha existencia')}${notBefore('que|de|do|da|no|na|nos|nas|o|a|os|as|isso de|isso na|isso no|hoje no trabalho|essa semana|rapidinho|logo na')}`, 'nao|nunca|vamos|a gente|bora|vai|vc vai|voce vai|ele|ela', 1),
  `${anyOf('pensando em', 'penso em', 'vontade de', 'quero', 'queria', 'pensei em')} ${anyOf('sumir pra sempre', 'sumir para sempre', 'desaparecer pra sempre', 'desaparecer para sempre', 'nao existir mais', 'deixar de existir', 'parar de existir', 'dar um fim em tudo', 'acabar com tudo')}${notBefore('das redes|do (?:insta|instagram|twitter|tiktok|grupo)|da internet|kkk+|kk')}`,
  `nao ${anyOf('aguento', 'consigo', 'posso', 'quero', 'da pra')} (?:mais )?${anyOf('viver assim', 'continuar vivendo', 'continuar vivo', 'continuar viva', 'viver desse jeito', 'seguir vivendo', 'seguir vivo', 'seguir viva')}${notBefore('em|aqui|com|sem|nessa|nesse|numa|num')}`,
  `${anyOf('pra que', 'para que', 'de que adianta', 'qual o sentido de', 'qual sentido de', 'que sentido tem', 'qual o sentido em')} ${anyOf('viver', 'continuar vivendo', 'continuar vivo', 'continuar viva', 'estar vivo', 'estar viva', 'eu viver', 'existir', 'acordar', 'minha vida')}${notBefore('em|aqui|assim|sem|com|numa|nessa|nesse|perto|longe')}`,
  `nao ${anyOf('tem', 'ha', 'vejo')} (?:mais )?(?:nenhum |nenhuma )?${anyOf('motivo', 'razao', 'sentido', 'motivos', 'razoes')} ${anyOf('pra', 'para', 'de', 'em')} ${anyOf('continuar vivendo', 'continuar vivo', 'continuar viva', 'eu viver', 'estar vivo', 'estar viva', 'seguir vivendo', 'acordar')}`,
  `${anyOf('nao quero mais', 'nao quero', 'ja nao quero')} ${anyOf('estar aqui', 'ficar aqui', 'estar viva', 'estar vivo', 'estar nesse mundo', 'estar neste mundo', 'estar mais aqui')}${notBefore('em|nessa|nesse|neste|nesta|com|sem|hoje|esperando|trabalhando|na|no|sozinha|sozinho|amanha|de|do|da|quando|porque|pq|agora|assim|perto')}`,
  `${anyOf('quero', 'queria', 'vontade de', 'so quero', 'so queria')} dormir ${anyOf('pra sempre', 'para sempre')}${notBefore('depois|hoje|esse|nesse|nessa|neste|nesta|na|no|numa|num|no fim|amanha|kkk|kkkk|kkkkk|rs|haha')}`,
  `${anyOf('ninguem', 'ningum')} ${anyOf('vai', 'ia', 'iria', 'vai nem', 'nem vai', 'ia nem', 'nem ia')} sentir ${anyOf('falta', 'minha falta', 'falta de mim', 'saudade de mim', 'saudades de mim')}(?= \\.| $| de mim| mesmo| se| quando)`,
  // Self-harm again, as a relapse, with a tool, hidden or "until it bleeds".
  `${anyOf('recaida', 'recai', 'tive uma recaida', 'tive recaida', 'recair')} ${upTo(8)}(?:\\. )?${upTo(3)}${anyOf('lamina', 'laminas', 'gilete', 'estilete', 'me cortei', 'me cortar', 'cortes', 'me queimei', 'isqueiro', 'me machuquei', 'navalha', 'apontador')}`,
  `me ${anyOf('queimei', 'queimo', 'cortei', 'corto', 'machuquei', 'machuco')} ${upTo(2)}com ${anyOf('o isqueiro', 'um isqueiro', 'isqueiro', 'cigarro', 'o cigarro', 'um cigarro', 'a lamina', 'uma lamina', 'lamina', 'gilete', 'a gilete', 'estilete', 'o estilete', 'um estilete', 'navalha', 'a navalha', 'apontador', 'caco de vidro')}${notBefore('cozinhando|sem querer|fazendo a barba|me depilando')}`,
  unlessAfter(`${anyOf('arranhando', 'arranho', 'arranhei', 'arranhar', 'cortando', 'corto', 'cortei', 'cocando', 'coco', 'cocei', 'me arranho', 'me coco')} ${upTo(3)}ate ${anyOf('sangrar', 'sair sangue', 'ficar em carne viva', 'machucar')}`, 'gata|gato|cachorro|cachorra|ele|ela|te|lhe', 0),
  `${anyOf('escondo', 'esconder', 'escondendo', 'escondi', 'tapo', 'tapar', 'cubro', 'cobrir', 'cobrindo', 'disfarco', 'disfarcar')} ${upTo(2)}${anyOf('os cortes', 'meus cortes', 'cortes', 'as marcas dos cortes', 'os machucados', 'as queimaduras', 'minhas queimaduras')}`,
  `${anyOf('cortes', 'queimaduras', 'machucados')} ${upTo(3)}${anyOf('com moletom', 'com blusa de manga', 'de manga comprida', 'debaixo da manga', 'com pulseiras', 'com casaco', 'embaixo da manga', 'debaixo do moletom')}`,
  // Gone, a burden, preparations done.
  `${anyOf('nao vou', 'nao vou mais')} ${anyOf('estar aqui', 'estar mais aqui', 'estar mais', 'estar por aqui', 'precisar mais', 'precisar disso', 'precisar mais disso', 'precisar mais mesmo')}(?= \\.| $| mesmo| pra| para| quando| depois| amanha| semana)`,
  `${anyOf('dei', 'doei', 'dando', 'doando', 'deixei', 'distribui')} ${upTo(12)}${anyOf('nao vou precisar', 'nao vou mais precisar', 'nao vou usar mais', 'nao preciso mais', 'onde eu vou', 'pra onde eu vou', 'nao vou estar')}${notBefore('(?:mais )?(?:porque|pq|ja que|desde que|comprei)|vou comprar|na mudanca|depois da mudanca')}`,
  `${anyOf('melhor', 'mais facil', 'mais tranquilo', 'mais tranquila', 'mais felizes', 'mais feliz', 'em paz')} ${upTo(1)}${anyOf('sem mim', 'se eu nao estivesse', 'se eu nao tivesse', 'se eu nao existisse', 'se eu morresse', 'se eu sumisse', 'se eu nao tivesse nascido', 'se eu nao estivesse aqui', 'se eu nao tivesse aqui')}`,
  `${anyOf('ninguem', 'alguem')} ${upTo(2)}sentir ${anyOf('minha falta', 'falta de mim', 'saudade de mim', 'saudades de mim')} ${upTo(1)}se eu ${anyOf('sumisse', 'morresse', 'desaparecesse', 'nao estivesse aqui', 'nao estivesse mais aqui', 'me matasse', 'fosse embora', 'sumir', 'morrer')}`,
  `se eu ${anyOf('sumisse', 'morresse', 'desaparecesse', 'me matasse', 'sumir', 'morrer', 'desaparecer', 'me for')} ${anyOf('pra sempre', 'para sempre', 'de vez')}`,
  `${anyOf('quando', 'qnd', 'qdo', 'qd', 'depois que', 'dps que')} eu ${anyOf('for', 'me for', 'partir', 'nao estiver mais aqui', 'nao estiver mais', 'tiver ido', 'tiver partido', 'nao existir mais')}(?= \\.| $| embora pra sempre| de vez| pra sempre)`,
  `${anyOf('ninguem', 'ningum')} ${anyOf('vai', 'vai mais', 'vai precisar', 'mais vai')} ${anyOf('me aguentar', 'precisar me aguentar', 'ter que me aguentar', 'se preocupar comigo', 'me suportar', 'ter que lidar comigo')}`,
  `${anyOf('apaguei', 'deletei', 'dei', 'doei', 'escrevi', 'arrumei', 'organizei')} ${upTo(12)}(?:\\. )?${upTo(4)}${anyOf('to pronta', 'to pronto', 'estou pronta', 'estou pronto', 'ta tudo pronto', 'esta tudo pronto', 'ta tudo certo', 'tudo organizado')}(?= \\.| $| acho| ja| pra)`,
  `${anyOf('a gente se ve', 'nos vemos', 'te vejo', 'a gnt se ve')} ${anyOf('do outro lado', 'no outro lado', 'na outra vida', 'no ceu')}${notBefore('da|do|de')}`,
  `se eu nao ${anyOf('responder', 'te responder', 'aparecer', 'acordar')} ${upTo(2)}(?:\\. )?${upTo(1)}${anyOf('ja sabe por que', 'ja sabe porque', 'ja sabe pq', 'vc ja sabe', 'voce ja sabe', 'ja sabem pq', 'ja sabem por que', 'vai saber por que', 'vai saber pq')}`,
  `${anyOf('cansada', 'cansado', 'cansei')} de ${anyOf('acordar', 'respirar', 'ser eu', 'continuar aqui', 'continuar viva', 'continuar vivo')}${notBefore('cedo|as|tao cedo|com|em|pra|para')}`,
  `${anyOf('ponte', 'predio', 'viaduto', 'sacada', 'varanda', 'telhado', 'penhasco', 'andar')} ${upTo(8)}${anyOf('alto o suficiente', 'alta o suficiente', 'alto suficiente', 'alto o bastante', 'alta o bastante', 'bem alto pra')}${notBefore('pra (?:ver|passar|caber)|para (?:ver|passar|caber)')}`,
  `${anyOf('dose', 'quantidade', 'quanto')} ${upTo(4)}${anyOf('letal', 'fatal', 'que mata', 'mata', 'pra matar', 'para matar')} ${upTo(3)}${anyOf('pessoa', 'alguem', 'mim', 'adulto', 'kg', 'quilos')}`,
  `${anyOf('dose letal', 'dose fatal', 'overdose fatal')}${notBefore('de cafeina|de agua|de cafe|pra (?:um|uma) (?:cachorro|gato)|para (?:um|uma) (?:cachorro|gato)')}`,
  `${anyOf('tomar', 'tomei', 'tomo', 'engolir', 'engoli')} ${anyOf('todos os', 'todas as', 'a cartela toda de', 'o frasco todo de', 'a caixa toda de', 'uns 20', 'uns 30', 'um monte de')} ${upTo(1)}${PILLS}${notBefore('do dia|da semana|certinho|no horario|na hora|que o medico')}`,
  `${anyOf('separei', 'preparei', 'juntei', 'ja separei', 'ja tenho')} ${anyOf('os', 'as', 'meus', 'minhas', 'todos os', 'todas as')} ${PILLS} ${anyOf('pra hoje', 'pra hoje a noite', 'pra essa noite', 'pra isso', 'prontos', 'prontas', 'pra acabar')}`,
  `${anyOf('escrevi', 'ja escrevi', 'deixei')} ${anyOf('as cartas', 'cartas', 'umas cartas')} ${anyOf('pra', 'para')} ${upTo(2)}${FAMILY}`,
];

/*
 * Slot families (issue #33, round 2): each pattern joins two slots of a message, so that a phrasing
 * nobody wrote down yet still matches: [meio] × [à mão], [despedida] × [família], [método] × [sem
 * dor], [desejo] × [um carro me atropelar], [preparado] × [pronto]. Chat spellings come from CHAT_SPELLINGS.
 */
/** Means a fan could hold or keep ready. */
const MEANS = anyOf('remedios', 'remedio', 'comprimidos', 'pilulas', 'calmantes', 'rivotril', 'clonazepam', 'antidepressivos', 'capsulas', 'cartela', 'cartelas', 'frasco', 'medicamentos', 'lamina', 'laminas', 'gilete', 'navalha', 'estilete', 'corda', 'arma', 'revolver', 'pistola');
/** Where means are when the fan is about to use them. */
const AT_HAND = anyOf('na mao', 'na minha mao', 'nas maos', 'nas minhas maos', 'na minha frente', 'na frente', 'aqui do lado', 'do lado', 'do meu lado', 'ao lado', 'ao meu lado', 'aqui comigo', 'na mesa', 'na cama', 'em cima da mesa', 'em cima da cama', 'separados', 'separadas', 'contados', 'contadas', 'prontos', 'prontas', 'pronta', 'pronto', 'enfileirados', 'aqui na mao', 'aqui na minha frente');
/** What does not make means a plan: a trip, a prescription, a chore. */
const MEANS_BENIGN = 'tomo|vou tomar|tomar|depois do|mais tarde|pra (?:viagem|semana|cozinhar|tomar depois|levar|o medico|amanha|fazer)|para (?:a viagem|a semana|cozinhar|levar|fazer)|de cozinha|porque o medico|que o medico|antes de|depois de|com comida|kkk|kkkk|kkkkk|rs|haha|pra cortar|pra descascar|pra fazer a barba';
/** Saying goodbye for good. */
const FAREWELL = anyOf('adeus', 'tchau', 'obrigado por tudo', 'obrigada por tudo', 'me perdoa', 'me perdoem', 'desculpa por tudo', 'amo voces', 'te amo', 'cuidem', 'cuida dela', 'cuida dele', 'despedida', 'me despedir');
/** Ready, meaning for the end. */
const READY_END = `${anyOf('to pront[ao]', 'estou pront[ao]', 'ja to pront[ao]', 'ta na hora', 'esta na hora', 'chegou a hora', 'ta tudo pronto', 'esta tudo pronto', 'ja era', 'to em paz')}(?= \\.| $| acho| ja| agora| mesmo| finalmente| de verdade)`;
/** What a method question is about: dying, for the fan. */
const DIE_GOAL = anyOf('morrer', 'me matar', 'se matar', 'me suicidar', 'se suicidar', 'acabar com tudo', 'acabar com a minha vida', 'tirar a minha vida', 'tirar minha vida', 'nao acordar', 'nunca mais acordar', 'partir', 'sumir de vez', 'deixar de existir');
/** A method said to hurt less or be quick. */
const PAINLESS = anyOf('menos doloros[oa]', 'que doi menos', 'que doa menos', 'doi menos', 'sem dor', 'que nao doi', 'que nao doa', 'indolor', 'mais rapid[oa]', 'mais facil', 'mais garantid[oa]', 'mais efica[zs]', 'mais tranquil[oa]', 'mais pacific[oa]', 'sem sofrer', 'melhor', 'mais certeir[oa]');
/** Being gone, said of the fan. */
const IM_GONE = anyOf('eu fui', 'eu ja fui', 'ja fui', 'morri', 'eu morri', 'eu me matei', 'me matei', 'eu fiz', 'fiz mesmo', 'nao to mais aqui', 'nao estou mais aqui', 'ja era', 'eu parti', 'acabou');
/** The fan gone, in a supposition: "se eu me matasse". */
const IF_I_WERE_GONE = anyOf('morresse', 'sumisse', 'me matasse', 'desaparecesse', 'nao acordasse', 'nao acordasse mais', 'fosse embora pra sempre', 'nao estivesse aqui', 'nao estivesse mais aqui', 'partisse', 'me suicidasse', 'nao existisse', 'deixasse de existir', 'sumisse pra sempre', 'morrer', 'sumir', 'me matar', 'desaparecer', 'partir');

/** A letter for an occasion, not a farewell. */
const OCCASION = 'aniversario|niver|dia das maes|dia dos pais|natal|casamento|formatura|dia dos namorados';

const families = [
  // Means at hand: "to com a lâmina aqui do lado agora".
  `${anyOf('to com', 'tou com', 'estou com', 'tenho', 'ja tenho', 'peguei', 'segurando', 'separei', 'preparei', 'juntei', 'contei', 'coloquei', 'botei', 'tirei', 'olhando pra', 'olhando para')} ${upTo(3)}${MEANS} ${gapWithout(2, 'pra|para|pro|contra|gripe|dor|febre|resfriado|tosse')}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${anyOf('to com', 'tou com', 'estou com', 'segurando')} ${upTo(2)}${anyOf('lamina', 'laminas', 'gilete', 'navalha', 'estilete', 'corda', 'arma', 'revolver', 'pistola', 'remedios', 'comprimidos', 'pilulas', 'cartela', 'frasco')} ${upTo(2)}${anyOf('aqui', 'agora', 'agr', 'nesse momento')}${notBefore(`${MEANS_BENIGN}|pra (?:dor|gripe|febre)|se (?:precisar|alguem)|caso`)}`,
  `${MEANS} ${anyOf('ta', 'esta', 'estao', 'tao', 'ja ta', 'ja esta', 'ja estao', 'tudo')} ${upTo(2)}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${anyOf('tenho', 'ja tenho', 'juntei', 'guardei', 'acumulei', 'consegui', 'estoquei')} ${upTo(4)}${anyOf('remedios', 'comprimidos', 'pilulas', 'calmantes', 'rivotril', 'clonazepam', 'antidepressivos', 'capsulas', 'cartelas')} ${across(8)}${anyOf('ja e suficiente', 'e suficiente', 'ja da', 'da pra fazer', 'ja sao suficientes', 'sao suficientes', 'suficientes pra', 'o bastante', 'pra nao acordar', 'para nao acordar')}${notBefore('pra (?:viagem|semana|o mes|o tratamento)|ate')}`,
  // Standing at a height, now.
  `${anyOf('to no', 'to na', 'estou no', 'estou na', 'to em cima do', 'to em cima da', 'to na beira do', 'to na beira da', 'to no parapeito', 'subi no', 'subi na', 'to sentad[ao] na beira')} ${upTo(1)}${anyOf('telhado', 'terraco', 'laje', 'ponte', 'viaduto', 'parapeito', 'beirada', 'sacada', 'ultimo andar', 'trilho', 'trilhos', 'penhasco', 'predio')} ${upTo(3)}(?:${anyOf('agora', 'agr', 'nesse momento', 'de novo', 'olhando pra baixo', 'pensando')})(?= \\.| $| e | pensando| olhando)`,
  // Farewell letters and goodbyes: "já escrevi as cartas de despedida. obg por tudo, tchau".
  `${anyOf('carta', 'cartas', 'bilhete', 'bilhetes', 'mensagem', 'mensagens', 'video')} ${anyOf('pra', 'para', 'pro', 'pros', 'pras', 'a', 'ao', 'aos')} ${upTo(2)}${FAMILY} ${acrossWithout(10, OCCASION)}${FAREWELL}${notBefore('de aniversario|pelo (?:aniversario|dia)|pelo dia|ate amanha|ate mais|boa noite|vou dormir|kkk|kkkk|rs|haha')}`,
  `${anyOf('escrevi', 'ja escrevi', 'terminei', 'deixei', 'to escrevendo', 'estou escrevendo', 'escrevendo', 'gravei', 'ja deixei')} ${upTo(2)}${anyOf('cartas?', 'bilhetes?', 'mensagens?', 'mensagem', 'videos?')} de ${anyOf('despedida', 'adeus')}${notBefore('(?:pr[ao]s?|para (?:os|as|o|a)|aos?|as) (?:colegas|galera|pessoal|turma|equipe|time|chefe|firma|professora?|alunos|clientes|trabalho|trampo)|pra (?:turma|equipe|firma|escola|galera do trabalho|professora?)|do trabalho|no trabalho|do trampo|da escola|da firma|porque vou mudar|porque to mudando|porque mudei')}`,
  `${anyOf('obrigado', 'obrigada')} por tudo ${across(4)}${anyOf('adeus', 'tchau pra sempre', 'me perdoem', 'me perdoa', 'amo todos voces', 'essa e minha despedida', 'e uma despedida', 'desculpa por tudo', 'ate nunca mais')}(?! ${across(10)}${anyOf('por enquanto', 'ate logo', 'mudando', 'vou morar', 'intercambio', 'viagem', 'emprego', 'grupo', 'canal')}(?= ))`,
  `se eu nao ${anyOf('responder', 'te responder', 'aparecer', 'acordar', 'mandar mensagem', 'mandar msg', 'der noticias', 'der sinal', 'falar', 'voltar', 'entrar')} ${across(6)}${IM_GONE}${notBefore('dormir|viajar|pra|para|de viagem|no|na|com|sem bateria|sem sinal|sem internet|kkk|rs|haha|e embora|embora')}`,
  // Things given away: "dei meu gato pra minha vizinha, não vou precisar mais cuidar dele".
  `${anyOf('dei', 'doei', 'dando', 'doando', 'deixei', 'distribui', 'vendi', 'to dando', 'estou dando', 'to doando', 'dei pra adocao', 'coloquei pra adocao')} ${across(12)}${anyOf('nao vou precisar', 'nao vou mais precisar', 'nao vou usar', 'nao preciso mais', 'nao vou estar aqui', 'nao vou estar mais aqui', 'nao vou estar', 'onde eu vou', 'pra onde eu vou', 'quando eu nao estiver', 'quando eu for', 'nao vai me fazer falta', 'nao vao me fazer falta', READY_END, 'nao vou poder cuidar', 'nao vou estar aqui pra cuidar')}${notBefore('(?:mais )?(?:porque|pq|ja que|desde que|comprei)|vou comprar|na mudanca|depois da mudanca|no apartamento novo|na casa nova|ate|essa semana|esse fim')}`,
  `nao ${anyOf('vou estar', 'vou estar mais', 'estarei')} ${anyOf('aqui', 'mais aqui', 'por aqui', 'viv[ao]')} ${anyOf('pra', 'para')} ${anyOf('cuidar del[ae]s?', 'ver el[ae]s? crescer', 'o natal', 'o ano novo', 'o proximo ano', 'meu aniversario', 'o aniversario', 'a formatura')}${notBefore('esse|essa|amanha|hoje|porque|pq|na (?:segunda|terca|quarta|quinta|sexta)|no (?:sabado|domingo|fim)|semana')}`,
  // Method questions: "qual o jeito menos doloroso de morrer", "qntos comprimidos pra não acordar mais".
  `${anyOf('metodo', 'metodos', 'jeito', 'jeitos', 'forma', 'formas', 'maneira', 'maneiras', 'modo', 'como')} ${upTo(3)}${PAINLESS} ${upTo(2)}${DIE_GOAL}${notBefore('no (?:jogo|game|nivel|mapa)|em (?:minecraft|fortnite|gta|free fire|roblox)|de (?:casa|aqui|la)|pra (?:casa|la)|cedo|de viagem|com|de ferias|no minecraft|no free fire')}`,
  `${anyOf('como', 'tem como', 'da pra', 'da para', 'posso', 'tem jeito de')} ${upTo(1)}${anyOf('morrer', 'me matar', 'me suicidar', 'tirar minha vida', 'deixar de existir', 'nao acordar mais')} ${anyOf('sem dor', 'sem sofrer', 'sem doer', 'rapido', 'dormindo', 'sem perceber', 'sem ninguem saber', 'sem falhar', 'de vez', 'em paz', 'tranquil[oa]')}${notBefore('no (?:jogo|game|nivel|mapa)|em (?:minecraft|fortnite|gta|roblox)|kkk|kkkk|rs|haha')}`,
  `${anyOf('quantos', 'quantas')} ${upTo(4)}${anyOf('comprimidos', 'remedios', 'pilulas', 'capsulas', 'calmantes', 'rivotril', 'clonazepam', 'dipirona', 'paracetamol', 'zolpidem', 'diazepam', 'cartelas')} ${upTo(6)}${anyOf('nao acordar', 'nunca mais acordar', 'morrer', 'me matar', 'matar alguem', 'matar uma pessoa', 'e fatal', 'sao fatais', 'e letal', 'sao letais', 'uma overdose', 'overdose', 'dormir pra sempre', 'dormir para sempre', 'e suficiente', 'sao suficientes', 'da conta', 'nao acordar mais')}${notBefore('de (?:dor|gripe|febre)|pra (?:dor|gripe|febre|dormir bem)|por dia|ao dia|de cansaco|de fome')}${IN_FICTION}`,
  `${anyOf('ponte', 'predio', 'viaduto', 'terraco', 'telhado', 'andar', 'penhasco', 'mirante', 'torre', 'sacada')} ${across(8)}${anyOf('nao e (?:pra|para) (?:foto|fotos|tirar foto)', 'nao (?:pra|para) (?:tirar )?fotos?', 'nao e pra ver a vista', 'nao e pra um amigo', 'pergunto por mim', 'e pra mim', 'e para mim', 'ninguem me acharia', 'ninguem ia me achar', 'nao e pra passear')}${notBefore('kkk|kkkk|rs|haha')}`,
  // Passive wishes: "às vezes penso em me jogar na frente do metrô", "queria que um carro me atropelasse".
  `${anyOf('penso em', 'pensando em', 'pensei em', 'vontade de', 'queria', 'quero', 'as vezes penso em', 'to pensando em', 'tive vontade de')} ${anyOf('me jogar', 'pular', 'me atirar', 'deitar', 'me deitar', 'entrar')} ${anyOf('na frente', 'em frente', 'embaixo', 'debaixo', 'nos trilhos', 'no trilho', 'na linha do trem', 'na pista', 'no meio da rua', 'no meio da pista')}${notBefore('da (?:camera|tv|galera|turma|plateia|escola)|de (?:voce|vc|todo mundo|todos|casa)|do (?:palco|espelho|computador|pc|show)|dele|dela|kkk|rs|haha')}`,
  `${anyOf('queria que', 'quero que', 'tomara que', 'espero que', 'as vezes queria que', 'rezo pra que', 'desejo que', 'torco pra')} ${upTo(2)}${anyOf('um carro', 'um caminhao', 'um onibus', 'um trem', 'o metro', 'um raio', 'um meteoro', 'uma bala', 'o aviao', 'uma moto', 'algo', 'alguma coisa')} ${anyOf('me atropelasse', 'me atropele', 'me acertasse', 'me acerte', 'me matasse', 'me mate', 'caisse em mim', 'caia em mim', 'caisse', 'caia', 'me levasse', 'me leve', 'batesse em mim', 'me pegasse', 'me pegue')}`,
  `${anyOf('queria', 'quero', 'tomara que eu', 'as vezes queria', 'so queria', 'preferia', 'seria bom')} ${upTo(1)}${anyOf('nao acordar', 'nao acordar mais', 'nunca mais acordar', 'nao ter nascido', 'nao existir', 'ser atropelad[oa]', 'morrer dormindo', 'nao acordasse')}${notBefore('cedo|tao cedo|as|amanha pra|pra ir|segunda|na segunda|pra aula|pro trabalho|kkk|kkkk|rs|haha')}`,
  `${anyOf('nao me importaria', 'tanto faz', 'nem ligaria', 'nao ligaria', 'pouco me importa')} ${anyOf('de morrer', 'se eu morresse', 'se eu nao acordasse', 'morrer', 'se eu morrer', 'se um carro me atropelasse', 'se eu fosse atropelad[oa]', 'deixar de existir')}${notBefore('de|do|da|no|na|tentando|kkk|rs|haha')}`,
  // Nobody would notice, not wanting to be here.
  `${anyOf('ninguem', 'nem minha familia', 'nem meus pais', 'nem minha mae', 'ninguem mesmo')} ${upTo(4)}${anyOf('ia notar', 'notaria', 'ia perceber', 'perceberia', 'ia ligar', 'ligaria', 'ia se importar', 'se importaria', 'ia sentir falta', 'sentiria falta', 'ia chorar', 'choraria', 'ia no meu enterro', 'iria no meu enterro', 'vai notar', 'vai perceber', 'vai ligar')} ${upTo(3)}se eu ${IF_I_WERE_GONE}${notBefore('do|da|das|dos|por (?:um|uma|uns|umas)|uns dias|da internet|do grupo|das redes|kkk|rs')}`,
  `se eu ${IF_I_WERE_GONE} ${upTo(4)}${anyOf('ninguem', 'ngm')} ${upTo(2)}${anyOf('ia notar', 'notaria', 'ia perceber', 'perceberia', 'ia ligar', 'ligaria', 'se importaria', 'ia se importar', 'sentiria falta', 'ia sentir falta', 'vai notar', 'vai perceber', 'ia chorar')}`,
  `${anyOf('nao quero', 'ja nao quero', 'nao quero mais', 'acho que nao quero', 'nao sei se quero', 'nao tenho mais vontade de', 'nao aguento mais')} ${anyOf('estar aqui', 'ficar aqui', 'existir', 'estar viv[ao]', 'continuar aqui', 'continuar viv[ao]', 'estar nesse mundo', 'estar neste mundo', 'viver', 'continuar vivendo', 'acordar')}${notBefore('em|nessa|nesse|neste|nesta|com|sem|hoje|esperando|trabalhando|na|no|sozinh[ao]|amanha|de(?! verdade)|do|da|quando|porque|pq|assim|perto|cedo|pra|para|kkk|kkkk|rs|haha|enquanto|presa|preso|entediad[ao]')}`,
  `${anyOf('quero', 'queria', 'vontade de', 'so quero', 'so queria', 'preciso', 'penso em', 'as vezes quero')} ${anyOf('deixar de existir', 'parar de existir', 'nao existir', 'nao existir mais', 'sumir do mundo', 'nao estar mais aqui', 'dormir e nao acordar', 'dormir pra sempre')}${notBefore('nessa|nesta|nesse|neste|numa|num|das redes|do (?:insta|instagram|twitter|tiktok|grupo|zap|trabalho)|da (?:internet|escola|faculdade)|de (?:casa|aqui)|por (?:um|uns|uma)|uns dias|kkk|kkkk|rs|haha')}`,
  // Self-harm told with when or again.
  `${anyOf('de novo', 'dnv', 'ontem', 'ontem a noite', 'hoje', 'essa noite', 'hoje cedo', 'agora', 'agr', 'outra vez', 'mais uma vez', 'recai e', 'tive uma recaida e')} ${anyOf('eu ', '')}me ${anyOf('cortei', 'queimei', 'machuquei', 'feri', 'arranhei', 'mutilei', 'automutilei', 'cortei de novo', 'machuquei de novo')}${notBefore('o|a|os|as(?! (?:pernas|coxas|bracos))|um|uma|no|na|com (?:o|a|uma|um) (?:faca|porta|papel|lata|vidro|ferro|panela|forno)|sem querer|cozinhando|fazendo|me depilando|fazendo a barba|caindo|jogando|treinando|na cozinha|na academia|de bicicleta|de skate')}`,
  `me ${anyOf('cortei', 'queimei', 'machuquei', 'feri', 'mutilei', 'automutilei', 'arranhei')} ${anyOf('de novo', 'dnv', 'ontem', 'ontem a noite', 'hoje', 'essa noite', 'agora', 'outra vez', 'mais uma vez', 'de proposito', 'depois de', 'apos')}${notBefore('o|a|os|um|uma|no|na|sem querer|cozinhando|fazendo|caindo|jogando|treinando|na cozinha|na academia')}`,
  `${anyOf('recai', 'recaida', 'tive uma recaida', 'tive recaida', 'quebrei minha sequencia', 'perdi minha sequencia', 'depois de meses', 'depois de um ano')} ${across(8)}${anyOf('me machuquei', 'me cortei', 'me queimei', 'me feri', 'me machucar', 'me cortar', 'machucar', 'automutilei', 'me automutilei', 'sangue', 'lamina', 'gilete')}${notBefore('o|a|os|um|uma|no|na|sem querer|jogando|treinando')}`,
  // Plans with a time: "hoje à noite eu acabo com tudo, tá decidido".
  `${anyOf('hoje', 'hoje a noite', 'essa noite', 'amanha', 'esse fim de semana', 'nesse fim de semana', 'sexta', 'no sabado', 'quando todo mundo dormir', 'depois disso', 'ja')} ${anyOf('eu ', '')}${anyOf('acabo com tudo', 'me mato', 'dou um fim em tudo', 'dou fim em tudo', 'tiro minha vida', 'tiro a minha vida', 'me suicido', 'vou me matar', 'vou acabar com tudo', 'vou dar um fim em tudo', 'vou embora pra sempre', 'tomo todos os remedios', 'tomo tudo', 'vou tomar todos os remedios')}${notBefore('de rir|do|da|de|no|na|kkk|rs|haha')}`,
  `${anyOf('ta decidido', 'esta decidido', 'ja decidi', 'decidi', 'nao tem volta', 'nao tem mais volta', 'ja tomei a decisao')} ${across(6)}${anyOf('acabo com tudo', 'me mato', 'vou me matar', 'dou um fim', 'vou acabar com tudo', 'hoje eu faco', 'faco hoje', 'faco essa noite', 'vou fazer hoje', 'vou fazer essa noite', 'me suicido', 'tiro minha vida', 'vou embora pra sempre')}`,
  `${anyOf('vou fazer', 'faco', 'vou fazer isso', 'eu faco')} ${anyOf('hoje', 'hoje a noite', 'essa noite', 'amanha', 'esse fim de semana')} ${across(4)}${anyOf('ta decidido', 'esta decidido', 'ja decidi', 'nao tem volta', 'adeus', 'obrigad[oa] por tudo', 'me perdoem', 'nao me procurem')}`,
  // Batch-1 self-check families: relieved if I were gone, pills taken, throwing myself from a height, a funeral, a letter in case, a decided plan.
  `${anyOf('melhor', 'mais tranquilos', 'mais tranquila', 'mais tranquilo', 'mais felizes', 'mais feliz', 'em paz', 'aliviados', 'aliviada', 'aliviado', 'livres')} ${upTo(2)}se eu ${IF_I_WERE_GONE}${notBefore('da|do|de|por (?:um|uns|uma)|uns dias')}`,
  `${anyOf('tomei', 'engoli', 'acabei de tomar', 'acabei de engolir')} ${upTo(1)}${anyOf('(?:[89]|[1-9]\\d+)', 'uma cartela inteira de', 'a cartela inteira de', 'a cartela toda de', 'uma cartela de', 'o frasco inteiro de', 'o frasco todo de', 'uma caixa inteira de', 'a caixa toda de', 'todos os', 'todas as', 'um monte de', 'varios', 'varias')} ${upTo(1)}${PILLS}${notBefore('pra (?:dor|gripe|febre)|de vitamina|vitaminas|que o medico|como o medico')}`,
  `${anyOf('penso', 'pensando', 'pensei', 'vontade de', 'quero', 'vou', 'queria', 'tenho vontade de', 'fico pensando')} ${upTo(3)}me ${anyOf('jogar', 'atirar')} ${anyOf('da', 'de', 'do', 'na frente', 'pela', 'embaixo', 'no', 'na')} ${upTo(2)}${anyOf('janela', 'ponte', 'predio', 'sacada', 'varanda', 'viaduto', 'telhado', 'terraco', 'trem', 'metro', 'onibus', 'carro', 'caminhao', 'trilho', 'trilhos', 'andar', 'penhasco', 'laje', 'linha do trem')}`,
  `${anyOf('ninguem', 'nem minha familia', 'nem meus pais')} ${upTo(2)}${anyOf('iria', 'ia', 'vai', 'viria', 'vem', 'choraria', 'ia chorar')} ${upTo(1)}${anyOf('no meu enterro', 'no meu velorio', 'no meu funeral', 'ao meu enterro', 'ao meu velorio', 'ao meu funeral')}`,
  `${anyOf('carta', 'cartas', 'bilhete', 'bilhetes', 'mensagem', 'video')} ${anyOf('pra', 'para', 'pro', 'pros', 'pras', 'a', 'ao', 'aos')} ${upTo(2)}${FAMILY} ${across(6)}${anyOf('caso eu nao esteja', 'caso eu me va', 'caso algo aconteca comigo', 'se algo acontecer comigo', 'quando eu nao estiver', 'quando eu for', 'explicando tudo', 'explicando o porque', 'nao aguento mais', 'pra eles entenderem')}`,
  `${anyOf('ja decidi', 'decidi', 'ja sei', 'ja planejei', 'ja tenho o plano de')} ${anyOf('como', 'quando', 'onde')} ${anyOf('vou fazer', 'eu vou fazer', 'fazer', 'vai ser', 'vou fazer isso')}(?= $| so falta| so preciso| so tenho)`,
  // Batch-2 self-check families: about to end it all, asleep and it all ends, a day picked while alone, ready but for courage, means bought for this, worthless life and leaving, a past attempt to repeat, not here much longer, picturing the jump, a floor enough to die, the car in the garage.
  `${anyOf('logo', 'em breve', 'daqui a pouco', 'qualquer dia', 'acho que', 'qualquer hora')} (?:eu )?${anyOf('me mato', 'acabo com tudo', 'vou me matar', 'dou um fim em tudo', 'me suicido')}${notBefore('de|do|da|kkk|rs|haha')}`,
  `${anyOf('quase', 'prestes a', 'perto de', 'to quase', 'estou quase')} ${anyOf('acabando com tudo', 'acabar com tudo', 'dando um fim em tudo', 'dar um fim em tudo', 'me matando', 'me matar', 'desistindo de tudo', 'desistindo da vida')}${notBefore('que|de|do|da|no|na|o|a|os|as|kkk|rs|haha')}`,
  `${anyOf('dormir', 'dormir pra sempre', 'fechar os olhos', 'apagar')} e ${anyOf('que tudo acabasse', 'tudo acabar', 'que tudo acabe', 'tudo acabasse', 'nao acordar', 'acabou', 'nunca mais acordar', 'que acabasse tudo')}${notBefore('logo|rapido|kkk|rs|haha')}`,
  `${anyOf('vou fazer isso', 'vou fazer', 'faco isso', 'vou me matar', 'me mato', 'acabo com tudo')} ${upTo(1)}${anyOf('(?:no |na )?(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)', 'esse fim de semana', 'hoje a noite', 'amanha', 'semana que vem', 'no meu aniversario')} ${across(2)}${anyOf('quando (?:meus pais|minha mae|meu pai|minha familia|todo mundo|ninguem) (?:viajarem|viajar|sairem|sair|dormirem|dormir|nao estiverem|nao estiver)', 'quando eu estiver sozinh[ao]', 'quando nao tiver ninguem', 'enquanto todos dormem')}`,
  `${anyOf('deixei tudo pronto', 'ja deixei tudo pronto', 'ta tudo pronto', 'esta tudo pronto', 'tenho tudo pronto', 'ja tenho tudo', 'tenho tudo que preciso', 'ja tenho um plano', 'tenho um plano')}${notBefore('pra|para|kkk|rs|haha')} ${across(6)}${anyOf('so falta coragem', 'falta coragem', 'so falta a coragem', 'preciso de coragem', 'me falta coragem', 'so falta fazer', 'so esperando o momento')}`,
  `${anyOf('comprei', 'consegui', 'peguei', 'roubei', 'arrumei')} ${upTo(2)}${anyOf('lamina', 'laminas', 'gilete', 'navalha', 'estilete', 'corda', 'remedios', 'comprimidos', 'arma')} ${anyOf('so pra isso', 'pra isso', 'so para isso', 'para isso', 'de proposito', 'pra hoje a noite', 'pra fazer isso')}${atPhraseEnd('', 'eu sei|desculpa|nao|e')}`,
  `${anyOf('a vida', 'minha vida', 'viver')} ${anyOf('nao vale nada', 'nao tem sentido', 'nao vale a pena', 'e uma merda', 'nao serve pra nada')} ${across(4)}${atPhraseEnd(anyOf('to indo', 'estou indo', 'vou embora', 'tchau', 'adeus', 'ja era', 'cansei', 'fui'), 'pra sempre|de vez|gente')}`,
  `${anyOf('tentei', 'ja tentei')} ${anyOf('me matar', 'me suicidar', 'tirar minha vida', 'acabar com tudo')} ${across(8)}${anyOf('tentar de novo', 'tentar outra vez', 'vou tentar dnv', 'fazer de novo', 'dessa vez vai', 'dessa vez da certo')}`,
  `nao ${anyOf('vou estar', 'vou ficar', 'estarei')} ${upTo(1)}${anyOf('por muito tempo', 'muito tempo', 'por mais muito tempo', 'mais muito tempo')}${notBefore('em|no|na|nesse|nessa|de passagem|porque|pq|so|sem|com|kkk|rs|online|acordad[ao]')}`,
  `${anyOf('me imaginando', 'me imagino', 'me vejo', 'sonho com')} ${anyOf('pulando', 'me jogando', 'me enforcando', 'me cortando', 'mort[ao]')} ${anyOf('del', 'de', 'da', 'do', 'du', 'dun', 'dune', 'desde', 'por', 'pela', 'sous', 'debajo', 'na frente', 'delante', 'devant', 'en')} ${upTo(2)}${anyOf('balcon', 'sacada', 'varanda', 'puente', 'ponte', 'pont', 'edificio', 'predio', 'immeuble', 'ventana', 'janela', 'fenetre', 'techo', 'telhado', 'toit', 'azotea', 'tren', 'trem', 'train', 'metro', 'onibus', 'bus', 'camion', 'caminhao', 'voiture', 'coche', 'carro', 'piso', 'andar', 'etage', 'falaise', 'acantilado', 'penhasco')}`,
  `${anyOf('pular', 'se jogar', 'me jogar', 'cair')} ${upTo(5)}${anyOf('e suficiente pra morrer', 'e suficiente para morrer', 'da pra morrer', 'mata', 'me mataria', 'pra morrer', 'pra nao sobreviver')}${notBefore('de rir|kkk|rs')}`,
  `${anyOf('carro')} ${across(5)}motor ${upTo(1)}${anyOf('ligado', 'funcionando')} ${across(4)}${anyOf('garagem')}`,
];

/*
 * Co-occurrence families (issue #33, round 3): concepts defined once, joined by bounded gaps within a
 * sentence or a message, so that a new writer's wording of the same situation still matches.
 */
const R3_MEANS = anyOf('remedios', 'remedio', 'comprimidos', 'pilulas', 'calmantes', 'rivotril', 'clonazepam', 'antidepressivos', 'capsulas', 'cartelas?', 'morfina', 'insulina', 'laminas?', 'giletes?', 'navalhas?', 'corda', 'arma', 'revolver', 'pistola', 'veneno', 'chumbinho');
const R3_HARD_MEANS = anyOf('laminas?', 'giletes?', 'navalhas?', 'corda', 'arma', 'revolver', 'pistola', 'veneno', 'chumbinho', 'morfina');
const R3_PURPOSE = 'pra|para|pro|escalar|acampar|acampamento|camping|barco|rede|balanco|barraca|caca|gripe|resfriado|dor de cabeca|receita|farmacia|medico|medica|veterinario|cachorro|gato|trabalho|aula|projeto|viagem|academia|jogar fora|devolver';
const R3_KEPT = anyOf('n[ao] (?:meu |minha )?(?:quarto|armario|gaveta|mochila|carro|banheiro|bolsa|bolso|guarda roupa)', 'debaixo da (?:minha )?cama', 'embaixo da (?:minha )?cama', 'guardad[ao]s?', 'em casa');
const R3_WHEN = anyOf('hoje a noite', 'hj a noite', 'essa noite', 'esse fim de semana', 'no (?:sabado|domingo)', 'na (?:sexta|segunda)', 'amanha', 'e hoje', 'quando nao tiver ninguem', 'quando todo mundo (?:dormir|sair)', 'nao paro de pensar', 'nao consigo parar de pensar', 'penso (?:nela|nele|em usar)', 'pra quando (?:eu )?nao aguentar', 'pra mim', 'vou tomar tudo', 'tomar todos', 'tomar tudo');
const R3_STOCK = anyOf('juntei', 'juntando', 'guardei', 'guardando', 'guardad[ao]s', 'escondi', 'escondendo', 'escondid[ao]s', 'separei', 'separando', 'acumulei', 'acumulando', 'contei', 'contando', 'peguei');
const R3_OTHERS = anyOf('d[ao] (?:minha |meu )?(?:vo|avo|mae|pai|tia|tio|irma|irmao|avos|pais)', 'do (?:hospital|trabalho|plantao)');
const R3_WROTE = anyOf('escrevi', 'escrito', 'escrevendo', 'deixei', 'terminei');
const R3_LETTER = anyOf('uma carta', 'cartas', 'a carta', 'as cartas', 'um bilhete', 'o bilhete', 'bilhetes', 'minha carta', 'minhas cartas');
const R3_NOT_FAREWELL = anyOf('geladeira', 'leite', 'comprar', 'compras', 'mercado', 'colegas', 'chefe', 'trabalho', 'equipe', 'time', 'professora?', 'escola', 'turma', 'papai noel', 'apresentacao', 'recomendacao', 'aniversario', 'niver', 'casamento', 'natal', 'dia dos namorados', 'dia das maes', 'dia dos pais', 'formatura', 'agradecimento', 'mudei de emprego', 'demissao');
const R3_FAMILY = anyOf('familia', 'mae', 'mamae', 'mainha', 'pai', 'papai', 'pais', 'irmao', 'irma', 'irmaos', 'irmas', 'filhos', 'filho', 'filha', 'marido', 'esposa', 'avo', 'vo', 'melhor amiga', 'melhor amigo', 'namorado', 'namorada', 'todo mundo');
const R3_GAVE = anyOf('dei', 'doei', 'deixei', 'vendi', 'apaguei', 'deletei', 'excluí', 'exclui', 'dando');
const R3_GONE_REASON = anyOf('queria te agradecer', 'queria agradecer', '(?:vai|vao) cuidar melhor', 'nao vou (?:mais )?(?:precisar|poder cuidar|usar|estar aqui)', 'nao vou mais estar', 'queria (?:so )?me despedir', 'so queria me despedir', 'me despedir de (?:voce|vc|voces|vcs|todo mundo)', 'dizer tchau', 'obrigad[ao] por tudo', 'uma ultima vez');
const R3_WONT_CAUSE = 'fim de semana|ferias|viagem|semana|enquanto|porque|pq|ja que|mudar|mudanca|alergia|alergica?|novo|nova|apartamento|trabalho|viagem';
const R3_NO_POINT = anyOf('nao encontro (?:mais )?(?:sentido|motivo)', 'nao tenho (?:mais )?(?:motivos?|razao|razoes)', 'nao vejo (?:mais )?(?:motivo|sentido|razao)', 'nao tem (?:mais )?(?:motivo|sentido|razao|porque)', 'sem (?:motivo|sentido|razao)', 'nenhum motivo', 'nenhuma razao', 'nao faz (?:mais )?sentido', 'nao vale (?:mais )?a pena', 'pra que');
const R3_GO_ON = anyOf('em continuar', 'continuar', 'continuar aqui', 'continuar vivendo', 'continuar viv[ao]', 'seguir', 'viver', 'ficar aqui', 'eu ficar aqui', 'estar aqui', 'acordar', 'tentar', 'aguentar');
const R3_HERE_BENIGN = 'vendo|lendo|jogando|assistindo|trabalhando|esse|essa|este|esta|n[ao] (?:esse|essa|nesse|nessa|curso|emprego|trabalho|faculdade|grupo)|nesse|nessa|com (?:ele|ela|eles|isso)|discutindo|falando|esperando|tentando|estudando|kkk+|kk|rs|hoje';
const R3_HURT_SELF = anyOf('(?:me )?arrancando a pele', 'arranco a pele', 'arranquei a pele', 'me (?:machucado|machucando|machuco|machuquei|cortado|cortando|corto|cortei|queimado|queimando|queimo|queimei|arranho|arranhando|arranhei|arranhado|mordo|mordi|mordendo|bato|bati|batendo)', 'me (?:mutilo|mutilei|mutilando)', 'me machucar', 'me cortar', 'me queimar');
const R3_REPEATED = anyOf('de novo', 'outra vez', 'toda noite', 'todas as noites', 'todo dia', 'todos os dias', 'desde', 'ate sangrar', 'nao consigo parar', 'de proposito', 'pra sentir algo', 'ninguem (?:sabe|ve)', 'pra ninguem ver', 'com (?:o|um) (?:isqueiro|cigarro|estilete|compasso)', 'n[oa]s? (?:meus |minhas )?(?:bracos|braco|pernas|coxas|pulsos)');
const R3_HURT_NOT = 'gato|gata|gatinho|cachorro|ele|ela|jogando|cozinhando|sem querer|acidente|caindo|academia|futebol|treino';
const R3_VANISH = anyOf('sumir', 'desaparecer', 'deixar de existir', 'nao existir', 'ir embora');
const R3_FOR_GOOD = anyOf('e nunca mais voltar', 'e nao voltar nunca mais', 'e nao voltar mais', 'pra sempre', 'para sempre', 'de vez', 'de uma vez', 'de uma vez por todas');
const R3_NOT_FROM = 'das redes|do (?:insta|instagram|twitter|tiktok|grupo|mapa)|da internet|daqui um pouco|kkk+|kk';
const R3_ONLY_WAY = anyOf('unica saida', 'unica solucao', 'unica opcao', 'unico jeito', 'unica forma', 'unico caminho');
const R3_DEATH_ACT = anyOf('me matar', 'morrer', 'me suicidar', 'tirar (?:a )?minha vida', 'acabar com tudo', 'acabar com a minha vida', 'sumir', 'desaparecer', 'a morte', 'deixar de existir');
const R3_HEIGHT = anyOf('terraco', 'telhado', 'laje', 'ponte', 'viaduto', 'beirada', 'parapeito', 'sacada', 'varanda', 'penhasco', 'trilho', 'trilhos', 'plataforma', 'andar');
const R3_THERE_NOW = anyOf('te escrevo daqui', 'to te escrevendo daqui', 'queria (?:so )?falar com alguem', 'so queria falar', 'uma ultima vez', 'olhando pra baixo', 'pensando em pular');
const R3_FESTIVE = 'escritorio|antena|internet|arrumando|instalando|fogos|festa|vista|por do sol|nascer do sol|estrelas|foto|fotos|selfie|churrasco|cerveja|picnic|show|desfile|jogo|transito|trampo|trabalho|consertando|pintando|limpando|passeio';
const R3_THINK = anyOf('penso', 'pensando', 'pensei', 'pensar', 'tentad[ao]', 'vontade de', 'quero', 'vou', 'imagino', 'imaginando');
const R3_METHOD = anyOf('jogar o carro (?:n[oa]|contra|em|d[oa])', 'bater o carro (?:n[oa]|contra|em)', 'me jogar (?:d[oa]|n[oa]|na frente d[oa]|debaixo d[oa]|embaixo d[oa]|contra)', 'pular (?:d[oa]|n[oa]|na frente d[oa])', 'soltar o volante', 'atravessar na frente d[oa]', 'entrar (?:com o carro )?(?:n[oa]|embaixo d[oa])');
const R3_OBJECT = anyOf('trilhos', 'muro', 'parede', 'arvore', 'poste', 'caminhao', 'carreta', 'ponte', 'predio', 'terraco', 'telhado', 'sacada', 'janela', 'trem', 'metro', 'onibus', 'trilhos?', 'rio', 'mar', 'penhasco', 'viaduto', 'pista');
const R3_EASY = anyOf('seria (?:muito |tao )?(?:facil|rapido|simples)', 'que facil seria', 'ia ser (?:facil|rapido)', 'seria suficiente');
const R3_GOT = anyOf('comprei', 'consegui', 'tenho', 'ja tenho', 'pedi', 'tem');
const R3_READY_ALL = anyOf('ta tudo pronto', 'esta tudo pronto', 'ja ta tudo pronto', 'tenho tudo pronto', 'comprei o que precisava', 'tenho o que preciso', 'ja tenho o que preciso', 'ja separei tudo');
const R3_ITLL_BE = anyOf('vai ser', 'sera', 'e', 'faco', 'vou fazer');
const R3_DAY = anyOf('hoje a noite', 'hj a noite', 'hoje', 'amanha', 'esse fim de semana', 'no fds', 'fds', 'no (?:sabado|domingo)', 'na (?:sexta|segunda|terca|quarta|quinta)', 'sabado', 'domingo', 'sexta');
const R3_LAST_TIME = anyOf('ultima vez que (?:eu )?(?:mando mensagem|te escrevo|escrevo|falo com|incomodo)', 'ultima mensagem que (?:eu )?(?:mando|te mando|escrevo)');
const R3_DECIDED = anyOf('ja decidi', 'decidi', 'ta decidido', 'esta decidido', 'tomei a decisao', 'nao tem volta', 'to pront[ao]', 'estou pront[ao]');

const cooccurrence = [
  `${R3_GOT} ${upTo(3)}${R3_HARD_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_KEPT, R3_WHEN, R3_DAY)}(?! ${upTo(4)}${anyOf(R3_PURPOSE)}(?= ))`,
  `${anyOf(R3_GOT, R3_STOCK)} ${upTo(3)}${R3_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf('e hoje', 'hoje e a noite', 'quando nao tiver ninguem', 'pra quando (?:eu )?nao aguentar', 'nao paro de pensar', 'nao consigo parar de pensar', 'vou tomar tudo', 'vou tomar todos', 'tomar tudo de uma vez', 'tomar todos de uma vez')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${upTo(2)}${R3_OTHERS}${notBefore('pra (?:levar|jogar fora|devolver)|porque (?:ela|ele) (?:morreu|parou)')}`,
  `${R3_MEANS} ${upTo(6)}${R3_KEPT} ${acrossWithout(8, R3_PURPOSE)}${anyOf('nao paro de pensar', 'nao consigo parar de pensar', 'penso (?:nela|nele|em usar)', 'pra quando', 'hoje a noite')}`,
  `${R3_WROTE} ${upTo(2)}${anyOf('uma carta', 'cartas', 'a carta', 'as cartas', 'minha carta', 'minhas cartas')} ${gapWithout(3, R3_NOT_FAREWELL)}${anyOf('pra', 'para', 'pro', 'a', 'pa')} ${gapWithout(2, R3_NOT_FAREWELL)}${R3_FAMILY}(?! ${upTo(6)}${R3_NOT_FAREWELL}(?= ))`,
  `${R3_LETTER} ${upTo(6)}${anyOf('(?:vai|vao) achar', '(?:vai|vao) encontrar', 'quando eu (?:nao estiver|for embora)', 'em cima da (?:minha )?cama', 'na minha cama')}(?<! ${R3_NOT_FAREWELL} ${across(10)})`,
  `${R3_GAVE} ${acrossWithout(14, R3_WONT_CAUSE)}${R3_GONE_REASON}(?! ${upTo(4)}${anyOf('porque', 'pq', 'ja que', 'comprei', 'mudanca', 'mudar')}(?= ))`,
  `${R3_NO_POINT} ${upTo(4)}${R3_GO_ON}${notBefore(`${R3_HERE_BENIGN}|el|la|los|las|o|a|os|as|le|les|il|lo|gli|un|una|uma|um|une|mon|ma|mes|mi|mis|meu|minha|junta|reunion|reuniao|riunione|partida|partita|jogo|juego|jeu|clase|aula|cours|lezione`)}`,
  headUnlessAfter(R3_HURT_SELF, R3_HURT_NOT, 1, ` ${gapWithout(6, 'sem querer|cozinhando|jogando|caindo|acidente|gato|cachorro|academia|futebol|fazendo|faca|cozinha|barba|salada|janta|cabelo|franja|unhas')}${R3_REPEATED}`),
  headUnlessAfter(R3_VANISH, `${THIRD_PERSON}|quer|vai|mancha|dor|problema|mensagens?|app|fotos?|conta|espinhas?`, 1, ` ${upTo(1)}${R3_FOR_GOOD}${notBefore(R3_NOT_FROM)}(?<! ${anyOf('vergonha', 'mico', 'sem querer', 'por engano', 'em vez de', 'ao inves de')} ${across(16)}${R3_FOR_GOOD})`),
  `${R3_ONLY_WAY} ${upTo(6)}${R3_DEATH_ACT}${notBefore('no jogo|do jogo|da fase|kkk+|kk')}`,
  `${anyOf('n[oa]', 'em cima d[oa]', 'sentad[ao] n[oa]', 'em pe n[oa]', 'na beirada d[oa]', 'no parapeito d[oa]')} ${upTo(2)}${R3_HEIGHT} ${acrossWithout(8, R3_FESTIVE)}${R3_THERE_NOW}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  headUnlessAfter(R3_THINK, THIRD_PERSON, 0, ` ${upTo(6)}${R3_METHOD} ${upTo(3)}${R3_OBJECT}`),
  `${anyOf('pensando em', 'penso em', 'vontade de', 'vou')} ${upTo(2)}${anyOf('pular', 'me jogar')} ${anyOf('d[oa]', 'n[oa]', 'na frente d[oa]')} ${upTo(1)}${R3_OBJECT}`,
  `${R3_HEIGHT} ${upTo(8)}${R3_EASY}${notBefore('pra (?:atravessar|chegar|subir)')}`,
  `${anyOf(R3_READY_ALL, `${R3_GOT} ${upTo(2)}${R3_HARD_MEANS}`)} ${acrossWithout(6, R3_PURPOSE)}${R3_ITLL_BE} ${upTo(1)}${R3_DAY}${atPhraseEnd('', 'acho|quando|enquanto')}`,
  `${R3_READY_ALL} ${across(4)}${anyOf(`${R3_WROTE} ${upTo(2)}${R3_LETTER}`, R3_DECIDED, 'so falta')}`,
  R3_LAST_TIME,
  `${anyOf('o mais facil', 'o melhor', 'mais facil', 'melhor')} ${upTo(2)}pra ${anyOf('todo mundo', 'todos', 'minha familia')} ${upTo(4)}${anyOf('deixar de existir', 'sumir', 'eu morrer', 'eu sumir', 'eu nao existir')}`,
  `nao ${anyOf('sabe', 'sabem', 'sabia')} que ${anyOf('foi', 'era', 'e')} ${anyOf('uma despedida', 'um adeus', 'a ultima vez')}`,
  `${anyOf('nao vao', 'nunca mais vao', 'nao vai')} ${anyOf('ter mais noticia minha', 'ter noticias minhas', 'saber mais de mim', 'ouvir falar de mim', 'me ver de novo')}`,
  `${R3_MEANS} ${acrossWithout(10, R3_PURPOSE)}${anyOf('nao paro de pensar (?:nisso|nela|nele)', 'nao consigo parar de pensar', 'esse e o plano', 'e o plano', 'pra quando (?:ficar ruim|eu nao aguentar|estiver mal|nao der mais)')}`,
  `${anyOf('na beirada d[oa]', 'sentad[ao] na beirada d[oa]', 'no parapeito d[oa]', 'na borda d[oa]')} ${upTo(2)}${R3_HEIGHT} ${upTo(2)}${anyOf('agora', 'agr', 'nesse momento')}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  `${anyOf('hoje e o dia', 'hj e o dia', 'hoje e a noite', 'e hoje', 'e essa noite')}${notBefore('de|do|da|que|pra|em')} ${across(4)}${R3_DECIDED}`,
  `${anyOf('se eu sumir', 'se eu desaparecer', 'se eu nao responder', 'se eu parar de responder', 'se amanha eu nao')} ${across(6)}${anyOf('(?:ja )?sabe (?:porque|pq|o porque)', '(?:ja )?sabem (?:porque|pq)', 'obrigad[ao] por tudo', 'desculpa por tudo')}`,
  `${anyOf('qual', 'que', 'quais')} ${anyOf('remedio', 'remedios', 'comprimido', 'comprimidos')} ${upTo(6)}${anyOf('nao acordar', 'morrer', 'nunca mais acordar', 'apagar de vez')}`,
];

/** Chat spellings of common words ("n" for "não", "q" for "que"), so each pattern also matches them. */
const CHAT_SPELLINGS = {
  nao: ['n', 'nn'],
  que: ['q', 'k'],
  voce: ['vc', 'ce'],
  voces: ['vcs'],
  para: ['pra', 'pa'],
  pra: ['para', 'pa'],
  quantos: ['qntos', 'qnts', 'qtos', 'qts'],
  quantas: ['qntas', 'qnts', 'qtas'],
  ninguem: ['ngm', 'nimguem', 'ninguen'],
  porque: ['pq', 'porq'],
  estou: ['to', 'tou'],
  obrigado: ['obg', 'obgd', 'brigado'],
  obrigada: ['obg', 'obgda', 'brigada'],
  agora: ['agr'],
  hoje: ['hj'],
  mensagem: ['msg'],
  tchau: ['xau'],
  quando: ['qnd', 'qdo', 'qd'],
  depois: ['dps'],
  comigo: ['cmg'],
  mesmo: ['msm'],
  tambem: ['tb', 'tbm'],
};
/** A crisis told as the past, then recovery ("... but i'm doing so much better now"). Checked at a match's end with the language's `recovered`: a match it follows gets the check-in, not the crisis reply, since a recovery alone may hide a crisis ("je vais me tuer ce soir mais je vais bien"). */
const RECOVERED = `${anyOf('mas', 'e')} ${upTo(3)}${anyOf('muito melhor', 'to melhor', 'estou melhor', 'to bem', 'estou bem', 'ja superei', 'superei', 'ja passou', 'to otima', 'to otimo', 'mt melhor', 'mto melhor')}`;
const NOT_PAST = `${toldAsPast(PORTUGUESE_PAST_TELLING)}`;
/** Taken back at once ("vou me jogar da janela kkkkk brinks"): "brinks" says it was a joke, where "n é zoeira" says it was not. */
const TAKEN_BACK = `(?! ${across(3)}brinks(?= ))`;
const fan = bundled([...written, ...families, ...cooccurrence, ...PORTUGUESE_CATEGORY_FAMILIES, ...PORTUGUESE_FIFTH_ROUND, ...PORTUGUESE_WILLS, ...PORTUGUESE_SELF_HARM_INTENT, ...PORTUGUESE_SHARED_FAMILIES].map((pattern) => withSpellings(pattern, CHAT_SPELLINGS)), `${NOT_PAST}${TAKEN_BACK}`);

const reply = [
  `${anyOf('voce deveria', 'vc deveria', 'tu deverias', 'deveria', 'devia', 'tem que', 'por que nao', 'porque nao')} ${anyOf('se matar', 'morrer', 'se cortar', 'acabar com tudo', 'acabar com sua vida', 'se suicidar', 'se jogar')}`,
  atSentenceStart(anyOf('se mata', 'se mate', 'mate se', 'morra', 'se corta', 'se corte')),
  `${anyOf('ninguem', 'ningum')} ${upTo(2)}${anyOf('sentiria', 'sentira', 'vai sentir')} ${anyOf('sua', 'tua')} falta`,
  `${anyOf('todo mundo', 'todos', 'o mundo')} ${anyOf('ficaria', 'ficariam', 'estaria', 'seria')} melhor sem ${anyOf('voce', 'vc', 'ti')}`,
  `${anyOf('se cortar', 'a morte', 'morrer', 'o suicidio')} ${anyOf('vai te fazer', 'vai fazer voce', 'te faz', 'faz voce')} ${anyOf('se sentir melhor', 'sentir melhor', 'livre')}`,
];

export const PORTUGUESE: LanguageLexicon = { fan, reply, recovered: `${toldAsRecovered(PORTUGUESE_RECOVERY)}(?! ${across(10)}${RECOVERED})` };
