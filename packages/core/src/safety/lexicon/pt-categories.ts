import { across, anyOf, atEnd, gapWithout, headUnlessAfter, notBefore, upTo } from './phrase-syntax';

/*
 * Round 4 (issue #33): families for phrasings the earlier rounds never saw, Brazil and Portugal
 * ("to querendo morrer", "ando a pensar em matar-me"), each joining two slots so a new wording of
 * the same situation still matches. Chat spellings ("pra", "q", "vc", "to") come from pt.ts's CHAT_SPELLINGS.
 */

/** Someone else, close before the phrase. */
const NOT_MINE = 'ele|ela|eles|elas|minha amiga|meu amigo|minha irma|meu irmao|minha mae|meu pai|minha vo|meu vo|personagem';
/** Someone else or fiction, anywhere in the message (not the bare pronouns: they are everywhere). */
const OTHERS = 'minha amiga|meu amigo|minha irma|meu irmao|minha prima|meu primo|personagem|protagonista|serie|novela|filme|livro|anime|noticia|noticias|documentario|jogo';
/** Not the fan's own: checked only once a pattern matched, over the whole message. */
const awayFrom = (words: string): string => `(?<! ${anyOf(words)} [^]{0,100})(?! ${across(12)}${anyOf(words)}(?= ))`;
/** Idioms after "morrer": "morrer de vergonha". */
const DIE_IDIOM = 'de (?:rir|fome|sede|saudade|saudades|vergonha|sono|calor|frio|medo|tedio|cansaco|amor|inveja|ciume|raiva|susto|vontade|dor)|de tanto|do|da|por|com';
/** A party, a trip or an exam: "tudo pronto" for something else. */
const OCCASION = 'festa|show|viagem|voo|mala|aniversario|niver|casamento|encontro|jogo|prova|evento|jantar|apresentacao|entrevista|mudanca|campeonato|live|surpresa|formatura|aula|corrida|ferias|churrasco';
/** Moving, a trip, a job: a farewell that is not for good. */
const LEAVING = 'escritorio|equipe|empresa|escola|faculdade|turma|firma|mudando|mudanca|vou morar|viagem|intercambio|trabalho|emprego|canal|grupo|live|servidor|temporada|turne|ate logo|por enquanto|a gente se ve|aposento|bolsa';
/** Saying goodbye. */
const FAREWELL = anyOf('obrigad[ao] por tudo', 'desculpa por tudo', 'me perdoem', 'me perdoa', 'amo voces', 'amo vcs', 'te amo', 'cuidem se', 'adeus a todos');
/** Gone for good, not for a trip. */
const FOR_GOOD_SIGN = anyOf('nao me procurem', 'nao me procura', 'nao vou estar mais aqui', 'nao vou mais estar aqui', 'ja nao vou estar', 'nao vou voltar', 'vou embora pra sempre', 'ate nunca', 'nos vemos em outra vida', 'essa e minha despedida');
/** What a rope or poison is usually for. */
const ROPE_USES = 'acampar|camping|escalar|varal|roupa|balanco|rede|pular|ratos?|barata|praga|academia|mudanca|barco|cachorro|caca|tiro|clube|curso';
/** Pills a fan could count or ask a lethal amount of. */
const PILLS = anyOf('remedios?', 'comprimidos?', 'pilulas?', 'calmantes', 'rivotril', 'clonazepam', 'antidepressivos', 'capsulas', 'dipirona', 'paracetamol', 'ibuprofeno', 'fluoxetina', 'sertralina', 'zolpidem', 'diazepam', 'medicamentos', 'cartelas?', 'mg');
/** What the fan could get to hang, poison or cut themselves with. */
const MEANS = anyOf('corda', 'veneno', 'chumbinho', 'arma', 'revolver', 'pistola', 'lamina', 'laminas', 'gilete', 'navalha', 'estilete', 'carvao', PILLS);
/** Dying, as the fan's own purpose ("me enforcar", Portugal "enforcar-me"). */
const TO_DIE = anyOf('morrer', 'me matar', 'matar me', 'me suicidar', 'suicidar me', 'me enforcar', 'enforcar me', 'me envenenar', 'tirar (?:a )?minha vida', 'nao acordar', 'nao acordar mais', 'nunca mais acordar', 'dormir pra sempre', 'acabar com tudo', 'acabar com a minha vida');
/** When: tonight, this weekend. */
const WHEN = anyOf('hoje a noite', 'hoje', 'essa noite', 'esta noite', 'amanha', 'esse fim de semana', 'este fim de semana', 'esse fds', 'no (?:sabado|domingo)', 'na (?:sexta|segunda|terca|quarta|quinta)');
/** Where a fresh wound is. */
const BODY = anyOf('coxas?', 'bracos?', 'pernas?', 'pulsos?', 'barriga', 'quadril', 'tornozelos?', 'ombros?');
/** Accidents, pets and surgery, not self-harm. */
const HURT_OTHERWISE = 'gato|gata|cachorro|cirurgia|operacao|queda|cai|bicicleta|bike|acidente|cozinha|cozinhando|espinhos|jardim|tatuagem|depilando|sem querer|futebol|treino';

export const PORTUGUESE_CATEGORY_FAMILIES: readonly string[] = [
  // Wanting to die, as a state (Brazil and Portugal): "to querendo morrer", "ando a pensar em matar-me", "apetece-me morrer".
  headUnlessAfter(anyOf('to', 'estou', 'tou', 'ando', 'fico', 'tava', 'estava'), NOT_MINE, 1, ` ${anyOf('querendo', 'com vontade de', 'a querer', 'pensando em', 'a pensar em')} ${anyOf('morrer', 'me matar', 'matar me', 'me suicidar', 'suicidar me', 'sumir pra sempre', 'acabar com tudo', 'desaparecer', 'nao existir', 'tirar (?:a )?minha vida', '(?:por|dar) (?:um )?fim (?:a|em|na) (?:tudo|isto|isso|minha vida|vida|a minha vida)')}${notBefore(`${DIE_IDIOM}|com (?:ele|ela|o namoro|a relacao)`)}`),
  `${anyOf('apetece me', 'me apetece')} ${anyOf('morrer', 'desaparecer', 'sumir', 'acabar com tudo', 'matar me', 'me matar')}${notBefore(DIE_IDIOM)}`,
  // No will to live: "ja nao tenho vontade de viver".
  `${anyOf('nao tenho', 'ja nao tenho', 'nao tenho mais', 'ja nao sinto', 'perdi a', 'perdi toda a', 'sem')} ${anyOf('vontade', 'forca', 'forcas', 'motivo', 'motivos', 'razao', 'razoes')} ${anyOf('de', 'pra', 'para')} ${anyOf('viver', 'continuar vivendo', 'continuar viv[ao]', 'continuar a viver', 'seguir vivendo', 'existir', 'acordar')}${notBefore('aqui|nesse|nessa|neste|nesta|em|no|na|com|longe|sozinh[ao]|cedo')}`,
  // Can't take this life: "nao aguento mais essa vida".
  `${anyOf('nao aguento', 'ja nao aguento', 'nao suporto', 'ja nao suporto')} (?:mais )?${anyOf('essa vida', 'esta vida', 'minha vida', 'a minha vida', 'a vida', 'viver', 'existir', 'estar viv[ao]')}${notBefore('de|em|na|no|nesse|nessa|aqui|com|sem')}`,
  // Can't go on: "nao consigo mais continuar".
  headUnlessAfter(anyOf('nao consigo', 'ja nao consigo', 'nao aguento', 'nao dou conta de'), NOT_MINE, 1, ` (?:mais )?${anyOf('continuar', 'seguir', 'seguir em frente', 'continuar vivendo', 'continuar a viver', 'continuar viv[ao]')}${atEnd('de verdade|serio|mais|mesmo|gente|sabe|desculpa')}`),
  // Ready, and when: "ja esta tudo preparado pra hoje a noite", "hoje e a noite, ta tudo pronto".
  `${anyOf('ja tenho tudo', 'tenho tudo', 'ja esta tudo', 'esta tudo', 'ta tudo', 'ja ta tudo', 'tudo esta', 'tudo ja esta', 'tudo')} ${anyOf('pronto', 'preparado', 'planejado', 'certo', 'arrumado')} ${anyOf('pra', 'para')} ${WHEN}${atEnd('ja|de verdade|serio|acho')}${awayFrom(OCCASION)}`,
  `${anyOf('hoje e a noite', 'hoje e o dia', 'e hoje', 'e essa noite', 'amanha e o dia', 'chegou a hora', 'chegou o dia')} ${across(6)}${anyOf('ta tudo pronto', 'esta tudo pronto', 'ja ta tudo pronto', 'tudo pronto', 'ta tudo preparado', 'esta tudo preparado', 'ja decidi', 'nao tem volta', 'obrigad[ao] por tudo', 'adeus')}${awayFrom(OCCASION)}`,
  `${anyOf('ta tudo pronto', 'esta tudo pronto', 'ja ta tudo pronto', 'ta tudo preparado', 'esta tudo preparado', 'ja tenho tudo pronto')} ${across(6)}${anyOf('hoje e a noite', 'hoje e o dia', 'e hoje', 'e essa noite', 'chegou a hora')}${awayFrom(OCCASION)}`,
  // Can't go on, and when: "nao aguento mais, hoje eu faco".
  `${anyOf('nao aguento', 'ja nao aguento', 'nao aguento mais', 'cansei', 'to pront[ao]', 'estou pront[ao]', 'ja decidi', 'nao quero mais viver')} ${across(5)}${anyOf(WHEN, 'agora')} ${anyOf('eu faco', 'faco', 'acaba', 'acabo com isso', 'acabo com tudo', 'termina tudo', 'me despeco', 'eu vou', 'vai ser')}${atEnd('de verdade|serio|ja|pra sempre|adeus|desculpa')}`,
  // Everything to end for good: "so queria que tudo acabasse de vez".
  `${anyOf('queria', 'quero', 'so queria', 'so quero', 'tomara')} que ${anyOf('tudo acabasse', 'tudo acabe', 'tudo terminasse', 'tudo termine', 'acabasse tudo', 'acabe tudo', 'isso tudo acabasse', 'tudo isso acabasse')} ${anyOf('de vez', 'pra sempre', 'para sempre', 'de uma vez por todas')}`,
  // Hoping not to wake up: "tomara q eu nao acorde amanha".
  `${anyOf('tomara', 'queria', 'espero', 'rezo pra', 'oxala', 'quem dera')} ${upTo(1)}(?:eu )?nao ${anyOf('acorde', 'acordar', 'acordasse', 'acorde mais', 'acordar mais', 'acordasse mais', 'amanhecer', 'ter nascido')}${notBefore('cedo|tarde|atrasad[ao]|com|de mau humor|as|antes|pra|para|no|na|durante')}`,
  // The day is picked and there is no way back: "sabado e o dia, nao tem volta".
  `${anyOf(WHEN, 'sabado', 'domingo', 'sexta', 'no meu aniversario')} ${anyOf('e o dia', 'e a noite', 'vai ser o dia', 'sera o dia')} ${across(6)}${anyOf('nao tem volta', 'nao tem mais volta', 'ja decidi', 'ta decidido', 'esta decidido', 'ta tudo pronto', 'esta tudo pronto', 'obrigad[ao] por tudo', 'adeus', 'desculpa por tudo')}${awayFrom(OCCASION)}`,
  // A farewell and a sign of going for good: "desculpa por tudo, amo voces. nao me procurem".
  `${FAREWELL} ${across(8)}${FOR_GOOD_SIGN}${awayFrom(LEAVING)}`,
  `${FOR_GOOD_SIGN} ${across(8)}${FAREWELL}${awayFrom(LEAVING)}`,
  // Rope or poison got, nothing else said: "ja comprei a corda".
  `${anyOf('ja comprei', 'comprei', 'consegui', 'ja tenho', 'ja consegui', 'arranjei', 'ja arranjei')} ${anyOf('a corda', 'uma corda', 'o veneno', 'veneno', 'chumbinho', 'o chumbinho', 'a arma', 'uma arma')}${atEnd('ja|hoje|kkk|sabe|gente|desculpa')}${awayFrom(ROPE_USES)}`,
  // Can't take it, ending it: "ja nao aguento, vou acabar com isto".
  `${anyOf('nao aguento', 'ja nao aguento', 'nao aguento mais', 'nao consigo mais', 'nao da mais', 'ja nao da', 'nao quero mais viver')} ${across(4)}${anyOf('vou acabar com', 'vou por fim a', 'vou pôr fim a', 'vou dar fim a', 'vou dar um fim a', 'vou dar um fim em', 'acabo com', 'ponho fim a')} ${anyOf('isto', 'isso', 'tudo', 'tudo isso', 'tudo isto', 'a minha vida', 'minha vida')}${atEnd('ja|hoje|de vez|pra sempre|de verdade|serio')}`,
  // Hurting myself, Portugal: "ando a magoar-me outra vez".
  `${anyOf('magoar me', 'cortar me', 'queimar me', 'ferir me', 'magoei me', 'cortei me', 'queimei me', 'feri me', 'magoo me', 'corto me', 'me magoar', 'me magoei', 'me magoo', 'me ferir', 'me feri')} ${upTo(2)}${anyOf('outra vez', 'de novo', 'de proposito', 'nos bracos', 'nas pernas', 'nas coxas', 'nos pulsos', 'ate sangrar', 'todos os dias', 'todas as noites', 'com a lamina', 'com uma lamina', 'com o isqueiro', 'com cigarros?')}${awayFrom(HURT_OTHERWISE)}`,
  // The last time you hear from me: "e a ultima vez q voce vai ter noticias minhas".
  `ultima vez ${anyOf('que', 'em que')} ${upTo(2)}${anyOf('vai ter noticias minhas', 'vao ter noticias minhas', 'tem noticias minhas', 'vai saber de mim', 'vao saber de mim', 'sabe de mim', 'sabem de mim', 'vai ouvir falar de mim', 'vao ouvir falar de mim')}`,
  `nunca mais ${anyOf('vai', 'vao', 'voce vai', 'voces vao', 'vc vai', 'vcs vao')} ${anyOf('ter noticias minhas', 'saber de mim', 'ouvir falar de mim', 'me ver')}${notBefore('no|na|nesse|nessa|aqui|porque|pq')}`,
  // How many pills, to die: "quantos paracetamol precisa pra nao acordar mais".
  `quant[ao]s? ${upTo(2)}${PILLS} ${upTo(6)}${anyOf('pra', 'para')} ${TO_DIE}${awayFrom(OTHERS)}`,
  // Means got, to die: "comprei uma corda pra me enforcar".
  `${anyOf('comprei', 'consegui', 'tenho', 'ja tenho', 'arranjei', 'peguei', 'separei', 'guardei', 'juntei', 'escondi', 'vou comprar', 'comprar', 'arranjar')} ${upTo(3)}${MEANS} ${upTo(3)}${anyOf('pra', 'para')} ${TO_DIE}`,
  // Pills counted and enough: "contei os comprimidos, acho q da".
  `${anyOf('contei', 'contando', 'conto', 'to contando', 'juntei', 'juntando', 'guardei', 'guardando', 'acumulei', 'acumulando')} ${upTo(3)}${PILLS} ${across(6)}${anyOf('da', 'ja da', 'acho que da', 'deve dar', 'chega', 'ja chega', 'sao suficientes', 'e suficiente', 'bastam', 'basta')}${atEnd('acho|ja|sim|kkk|serio')}${awayFrom('tratamento|receita|medic[oa]|farmacia|ferias|viagem')}`,
  // Not eating or drinking on purpose: "parei de comer de proposito".
  `${anyOf('parei de', 'deixei de', 'to sem', 'estou sem', 'nao to', 'nao estou', 'vou parar de', 'fico sem', 'ha \\d+ dias sem', 'faz \\d+ dias que nao')} ${anyOf('comer', 'comendo', 'beber agua', 'tomar agua', 'beber', 'me alimentar', 'como', 'bebo')} (?:nada )?${anyOf('de proposito', 'pra morrer', 'para morrer', 'ate morrer', 'pra sumir', 'pra desaparecer', 'propositalmente')}`,
  // If I don't answer, I'm gone: "se amanha eu nao responder e pq ja fui".
  `se ${upTo(2)}nao ${anyOf('responder', 'respondo', 'aparecer', 'apareco', 'der noticias', 'der sinal', 'mandar mensagem', 'acordar')} ${across(6)}${anyOf('ja fui', 'eu fui', 'morri', 'nao to mais aqui', 'nao estou mais aqui', 'nao existo mais', 'eu consegui', 'me matei', 'ja nao estou', 'ja parti')}${notBefore('dormir|de viagem|viajar|pra|para|trabalhar|no|na|ao|a|dormindo|embora pra')}`,
  // Thanks, and it is goodbye: "obrigada por tudo, isso e um adeus".
  `${anyOf('obrigad[ao] por tudo', 'amo voces', 'te amo', 'me perdoem', 'desculpa por tudo', 'cuidem se')} ${across(4)}${anyOf('isso e', 'isto e', 'esse e', 'este e', 'e', 'essa e', 'esta e')} ${anyOf('um adeus', 'meu adeus', 'minha despedida', 'uma despedida', 'o adeus', 'o fim')}${awayFrom(LEAVING)}`,
  `${anyOf('isso e', 'isto e', 'essa e', 'esta e')} ${anyOf('um adeus', 'meu adeus', 'minha despedida', 'uma despedida')} ${across(4)}${anyOf('obrigad[ao] por tudo', 'amo voces', 'te amo', 'me perdoem', 'desculpa por tudo', 'nao me procurem')}${awayFrom(LEAVING)}`,
  // A burden: "sou um fardo pra minha familia", "sou um peso pra todos".
  headUnlessAfter(anyOf('sou', 'me sinto', 'sinto que sou', 'so sou', 'deixo de ser', 'deixar de ser', 'continuar sendo', 'continuo sendo'), `${NOT_MINE}|nao quer|nao querem|diz que|nao queria`, 1, ` ${anyOf('um fardo', 'um peso', 'um estorvo', 'uma carga', 'um incomodo')} ${anyOf('pra', 'para', 'na vida d[ao]')} ${anyOf('minha familia', 'todos', 'todo mundo', 'meus pais', 'minha mae', 'meu pai', 'os outros', 'meus filhos', 'meu marido', 'minha esposa', 'meus amigos', 'as pessoas', 'geral')}`),
  headUnlessAfter(anyOf('sou', 'me sinto', 'so sou'), NOT_MINE, 1, ` ${anyOf('um fardo', 'um peso morto', 'um estorvo')}${atEnd('pra todos|sabe|de verdade|kkk|desculpa')}`),
  // Head against the wall until I bleed: "bati a cabeca na parede ate sangrar".
  headUnlessAfter(anyOf('bati', 'bato', 'batendo', 'batia', 'dei', 'dou', 'to batendo', 'soquei', 'soco', 'socando', 'me bati', 'me bato'), `${NOT_MINE}|se|lhe`, 1, ` ${anyOf('a cabeca', 'minha cabeca', 'a minha cabeca', 'com a cabeca', 'cabecadas', 'socos', 'murros', 'a mao', 'o punho')} ${anyOf('na parede', 'no muro', 'na porta', 'no chao', 'no espelho', 'contra a parede')} ${upTo(3)}${anyOf('ate sangrar', 'ate sair sangue', 'ate ficar roxo', 'ate ficar roxa', 'ate desmaiar', 'de novo', 'de proposito', 'outra vez', 'toda vez')}`),
  `me ${anyOf('bati', 'bato', 'soquei', 'soco', 'arranhei', 'arranho', 'mordi', 'mordo')} ${upTo(3)}ate ${anyOf('sangrar', 'sair sangue', 'ficar roxo', 'ficar roxa')}${awayFrom(HURT_OTHERWISE)}`,
  // Fresh wounds on the body: "tenho cortes novos nas coxas".
  `${anyOf('cortes', 'feridas', 'queimaduras', 'arranhoes')} ${anyOf('novos', 'novas', 'frescos', 'frescas', 'recentes', 'abertos', 'abertas')} ${upTo(2)}${anyOf('n[oa]s?', 'nos meus', 'nas minhas', 'no meu', 'na minha', 'em meus', 'nas')} ${BODY}${awayFrom(HURT_OTHERWISE)}`,
  // Suicide as the only way out, the noun first: "o suicidio parece a unica solucao".
  `${anyOf('o suicidio', 'me suicidar', 'me matar', 'morrer', 'a morte', 'tirar minha vida', 'acabar com tudo', 'sumir')} ${gapWithout(4, 'nao|nunca|jamais')}${anyOf('unica solucao', 'unica saida', 'unica opcao', 'unico jeito', 'unica forma', 'melhor opcao', 'melhor solucao', 'unico caminho')}${awayFrom(OTHERS)}`,
];
