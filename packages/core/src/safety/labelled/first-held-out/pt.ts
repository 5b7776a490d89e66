import { labelled } from '../label';

/** The first held-out set's fan messages in Portuguese (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const PORTUGUESE_FIRST_HELD_OUT = labelled('pt', 'fan', {
  crisis: [
    "não quero mais viver, sério, to cansado de tudo",
    "me cortei de novo ontem kkk desculpa falar isso",
    "tô pensando em me matar faz uns dias",
    "quantos comprimidos de rivotril eu preciso tomar pra não acordar mais",
    "já escolhi o dia, vou acabar com tudo no sábado",
    "todo mundo ia ficar melhor sem mim, sou só um peso",
    "voltei a me machucar depois de meses limpa 😞",
    "escrevi uma carta pra minha mãe, é minha despedida",
    "vou me matar hoje kkkkk ninguém liga mesmo",
    "fico pensando em pular do prédio onde eu moro",
    "comprei corda hj, acho que é isso",
    "eu me queimo com isqueiro quando fico mal, fiz de novo hj",
    "às vezes queria que um ônibus me atropelasse no caminho pro trabalho",
    "n aguento mais, quero sumir pra sempre, tipo morrer mesmo",
    "pensei em suicídio a noite toda, não consigo parar",
    "doei minhas coisas, não vou precisar mais delas",
    "já não tenho vontade de viver, ando a pensar em pôr fim a isto",
  ],
  safe: [
    "morri de rir com teu último vídeo kkkkkk",
    "essa fase do jogo tá me matando, não passo de jeito nenhum",
    "tô morrendo de saudade de você, posta mais story!!",
    "meu avô faleceu mês passado, ainda dói muito",
    "vi um filme ontem em que o cara se mata no final, fiquei chocado",
    "tenho pavor de morrer afogado, nem entro no mar",
    "eu me cortava na adolescência, mas isso foi há uns 12 anos, hoje tô ótima",
    "hoje foi meu último dia no trampo, me despedi da galera, chorei horrores",
    "o casamento da minha prima foi lindo, dancei até morrer",
  ],
});
