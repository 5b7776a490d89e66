import { labelled } from './label';

/** Fan messages in Portuguese. */
export const PORTUGUESE_FAN = labelled('pt', 'fan', {
  crisis: [
    'eu quero morrer, sério',
    'quero me matar, não aguento mais',
    'to pensando em suicídio de novo',
    'não quero mais viver',
    'me cortei de novo ontem 😞',
    'quantos comprimidos precisa pra morrer',
    'vou acabar com a minha vida hoje',
    'queria dormir e nunca mais acordar',
    'todo mundo ficaria melhor sem mim',
    'to com vontade de me matar',
    'nao vejo mais sentido em viver',
    'vou me jogar da ponte',
  ],
  safe: [
    'to morrendo de rir kkkkk',
    'morrendo de saudade de vc',
    'esse calor tá me matando',
    'morri com essa piada 😂',
    'assisti um filme sobre suicídio, muito pesado',
    'o gato da minha amiga morreu',
    'matei o chefão finalmente',
    'cortei o cabelo hoje, gostou?',
    'to morta de cansaço',
    'to morrendo de fome, bora pedir pizza',
    'você me mata de vergonha kkk',
    'a notícia do suicídio daquele cantor me chocou',
    'bora matar a saudade logo',
    'bom dia amor, dormiu bem?',
  ],
});
