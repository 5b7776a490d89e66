import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Morrendo de rir / de saudade / de fome", "me mata de vergonha", "matar a saudade" are idioms. */
const DIE_IDIOM =
  'de (?:rir|fome|sede|saudade|saudades|vergonha|sono|calor|frio|medo|tedio|cansaco|amor|amores|inveja|ciume|ciumes|raiva|susto|curiosidade|vontade|dor)|do|da|por|com';
const THIRD_PERSON = 'ele|ela|eles|elas|minha amiga|meu amigo|minha irma|meu irmao|sobre|daquele|daquela|do|da';

const fan = [
  // Ideation and intent: "quero morrer", "quero me matar", "não quero mais viver".
  unlessAfter(`${anyOf('quero', 'qro', 'qero', 'kero', 'queria', 'vontade de', 'desejo', 'prefiro', 'preferia', 'gostaria de', 'vou', 'to pensando em', 'penso em', 'pensando em')} (?:so |logo )?(?:[^ .]+ e |sumir ${upTo(2)})?${anyOf('morrer', 'estar morto', 'estar morta', 'me matar', 'me suicidar', 'suicidar')}${notBefore(`${DIE_IDIOM}|estudando|trabalhando|rindo`)}`, 'nao|nunca|nem'),
  unlessAfter(anyOf('me suicidar', 'suicidar me', 'tirar a minha vida', 'tirar minha vida', 'tirar minha propria vida', 'acabar com a minha vida', 'acabar com minha vida', 'dar fim a minha vida', 'dar fim na minha vida'), 'nao|nunca'),
  `${anyOf('vou', 'quero', 'vontade de')} me ${anyOf('jogar', 'atirar')} ${anyOf('da', 'de', 'do', 'na frente', 'pela')}`,
  `nao ${anyOf('quero', 'aguento', 'consigo')} mais viver`,
  `${anyOf('cansada', 'cansado', 'cansei', 'farta', 'farto', 'desisti', 'desistir')} ${anyOf('de viver', 'da vida', 'de estar viva', 'de estar vivo', 'de existir')}`,
  `(?:nao )?vale a pena ${anyOf('viver', 'continuar vivendo', 'continuar vivo', 'continuar viva')}`,
  `${anyOf('vou', 'quero', 'vontade de', 'pensando em')} me ${anyOf('enforcar', 'envenenar')}`,
  `nao quero (?:mais )?${anyOf('viver', 'existir', 'acordar')}${notBefore('em|aqui|ai|la|com|sem|cedo|assim')}`,
  `${anyOf('sem', 'nao vejo', 'nao tem', 'nao ha', 'nenhum', 'nenhuma', 'nao tenho')} (?:mais )?(?:nenhum |nenhuma )?${anyOf('sentido', 'motivo', 'razao', 'motivos', 'razoes')} ${anyOf('em', 'para', 'pra', 'de')} ${anyOf('viver', 'continuar vivendo', 'continuar vivo', 'continuar viva')}`,
  `${anyOf('dormir', 'dormisse', 'durmir')} e ${anyOf('nunca mais', 'nao', 'nao mais')} acordar`,
  `${anyOf('ninguem', 'ningum')} ${upTo(1)}${anyOf('sentiria', 'ia sentir', 'vai sentir', 'sentira', 'notaria', 'ia notar', 'vai notar', 'perceberia', 'ia perceber')} ${anyOf('minha falta', 'falta de mim', 'se eu morresse', 'se eu sumisse', 'se eu morrer')}`,
  `${anyOf('todo mundo', 'todos', 'minha familia', 'geral')} ${anyOf('ficaria', 'ficariam', 'estaria', 'estariam', 'seria', 'seriam', 'viveria', 'viveriam')} ${anyOf('melhor', 'mais feliz', 'mais felizes')} sem mim`,
  unlessAfter(`${anyOf('pensando', 'penso', 'pensei', 'pensar', 'pensamento', 'pensamentos', 'ideia', 'ideias')} ${anyOf('em suicidio', 'de suicidio', 'suicida', 'suicidas', 'em me matar', 'de me matar')}`, THIRD_PERSON, 1),
  // Method questions: "quantos comprimidos pra morrer".
  `quant[oa]s ${anyOf('comprimidos', 'remedios', 'pilulas', 'capsulas')} ${upTo(4)}${anyOf('morrer', 'matar', 'me matar', 'nao acordar')}`,
  // Self-harm: "me cortei de novo", "me corto".
  unlessAfter(`me ${anyOf('cortei', 'corto', 'cortando', 'cortava', 'machuco', 'machucando', 'queimo', 'queimei', 'automutilo', 'mutilo')}${notBefore('o|a|os|as|com|sem querer|cozinhando|fazendo|no|na|um|uma|sem')}`, THIRD_PERSON),
  unlessAfter(`${anyOf('automutilacao', 'autolesao', 'autoflagelacao', 'me automutilar', 'me cortar', 'me machucar')}${notBefore('o|a|os|as|sem querer')}`, THIRD_PERSON, 1),
];

const reply = [
  `${anyOf('voce deveria', 'vc deveria', 'tu deverias', 'deveria', 'devia', 'tem que', 'por que nao', 'porque nao')} ${anyOf('se matar', 'morrer', 'se cortar', 'acabar com tudo', 'acabar com sua vida', 'se suicidar', 'se jogar')}`,
  atSentenceStart(anyOf('se mata', 'se mate', 'mate se', 'morra', 'se corta', 'se corte')),
  `${anyOf('ninguem', 'ningum')} ${upTo(2)}${anyOf('sentiria', 'sentira', 'vai sentir')} ${anyOf('sua', 'tua')} falta`,
  `${anyOf('todo mundo', 'todos', 'o mundo')} ${anyOf('ficaria', 'ficariam', 'estaria', 'seria')} melhor sem ${anyOf('voce', 'vc', 'ti')}`,
  `${anyOf('se cortar', 'a morte', 'morrer', 'o suicidio')} ${anyOf('vai te fazer', 'vai fazer voce', 'te faz', 'faz voce')} ${anyOf('se sentir melhor', 'sentir melhor', 'livre')}`,
];

export const PORTUGUESE: LanguageLexicon = { fan, reply };
