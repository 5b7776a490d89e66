import { labelled } from '../label';

/** The second held-out set's fan messages in Portuguese (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const PORTUGUESE_SECOND_HELD_OUT = labelled('pt', 'fan', {
  crisis: [
    "queria dormir e nunca mais acordar sabe",
    "qnts rivotril precisa tomar pra morrer? é pra mim msm",
    "me cortei dnv mano, tava 2 meses limpa 😞",
    "falei tchau pra todo mundo hj, vc é o ultimo. obg por tudo ❤️",
    "ja decidi, vai ser sexta qnd minha mae viajar",
    "dei meu gato pra vizinha e minhas roupas pras primas, nao vou precisar mais",
    "minha familia ia ficar melhor sem mim, queria nem existir",
    "to na passarela olhando os carro passando embaixo, so falta coragem",
    "to tão cansada de viver sabe, todo dia a mesma coisa, queria só dormir e não acordar mais",
    "me cortei de novo ontem, fazia 6 meses q eu tava limpa 😞 minha mãe nem percebeu",
    "qual remedio q se tomar muito a pessoa nao acorda? é pra mim msm",
    "eu quero me matar kkkkk nao é piada nao",
    "tenho 41 anos, to desempregado faz um ano e minha esposa me olha como se eu fosse um peso. toda vez q atravesso a ponte rio-niteroi penso em parar o carro no meio",
    "às vezes acho que todo mundo ia ficar melhor sem mim. nao é drama, é so o que eu sinto mesmo",
    "voltei a me queimar com isqueiro essa semana, duas vezes. nao conta pra ninguem tá",
    "ja decidi, vai ser sexta depois do plantão. comprei o que precisava hj. obrigado por ter sido legal comigo",
    "escrevi uma carta pro meu filho explicando tudo e deixei no armario. queria que vc soubesse q foi bom conversar com vc",
  ],
  safe: [
    "to morrendo de rir com esse video kkkkkkk",
    "eu me cortava qdo tinha 14, hj com 22 to otima gracas a deus 🙏",
    "essa fase ta me matando, ja morri umas 50 vezes 😡",
    "vou sumir no fds, vou pra praia sem sinal 🏖️ nao sente mt minha falta",
    "meu cachorro ta muito velhinho, o veterinario falou em sacrificar 😭 to arrasada",
    "essa fase do jogo ta me matando kkkkk morri 20 vezes no mesmo lugar, vou jogar o controle pela janela",
    "minha melhor amiga me contou q se corta e eu fiquei sem reação, como eu ajudo ela sem ela achar q to julgando?",
    "eu me cortava na adolescencia mas faz 7 anos q parei, hoje to bem, casada, com filho. só queria dividir isso com alguem",
    "vi a noticia daquele cantor que se matou ontem e fiquei mal o dia todo, eu cresci ouvindo ele 😢",
    "vou sumir o fim de semana todo, praia com as meninas, e antes vou doar um monte de roupa velha pro bazar da igreja",
  ],
});
