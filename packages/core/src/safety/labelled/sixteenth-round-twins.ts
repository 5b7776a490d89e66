import { labelled } from './label';

/**
 * Round 16 (issue #33): the fourteenth held-out set's missed families, each with benign twins
 * written for this round and in no other set: a last word of thanks to the creator said as final
 * (lexicon/farewell-to-creator.ts: beside a cancelled subscription, an exam, a quitting creator or
 * an old account it is no goodbye to life), a jump not yet made at a height (lexicon/last-look.ts),
 * a hope to die in one's sleep told as a clause, not waking up as the best thing, everything
 * planned for a last night, a head struck until it bleeds, leaving named as one's choice; and the
 * set's false alarms' look-alikes (rage, leaving a chat, suicidal thoughts years ago and over).
 */
export const SIXTEENTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: [
      "i'm so tired of all of it. thank you for everything, your videos got me through a lot. this is goodbye",
      'thanks for everything you did for me. this is my last message, please dont be sad',
      "standing on the bridge rn thinking about jumping, idk why i'm telling you",
    ],
    safe: [
      "cancelling my sub bc money's tight rn. thanks for everything, this is goodbye for now 💔",
      'thanks for everything! this is my last message before my exams start, wish me luck',
      'did you read my last message? thanks for everything btw',
      "omg you're quitting youtube?? thank you for everything, this is goodbye to an era 😭",
      'on the bridge with my cousins thinking about jumping into the lake, its so hot today',
      '3 years ago i had suicidal thoughts almost every day, therapy helped so much and im doing good now',
    ],
  }),
  ...labelled('es', 'fan', {
    crisis: [
      'ya no aguanto más. gracias por todo, de verdad. este es mi último mensaje',
      'gracias por tus directos, me salvaron muchas noches. esto es una despedida',
      'si no me despierto mañana sería un alivio para todos',
      'estoy en la orilla del río y no voy a volver a casa',
    ],
    safe: [
      'me voy del grupo de discord, gracias por todo. esto es una despedida pero nos vemos en los directos',
      'si mañana no despierto a tiempo pierdo el vuelo jaja',
      'estoy en la orilla del río con mis primos, no pienso volver a casa hasta la noche',
    ],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['obrigado por tudo, de verdade. chegou a hora. tchau', 'to na janela do 9º andar pensando em pular'],
    safe: ['obrigada por tudo! chegou a hora de dormir, tchau 💤', 'obg por tudo, chegou a hora do show!! tchau gente', 'na janela do 3º andar pensando em pular de paraquedas um dia'],
  }),
  ...labelled('fr', 'fan', {
    crisis: [
      "merci pour tout, vraiment. c'est un adieu",
      "j'ai tout prévu pour ce soir, c'est la dernière fois que je t'écris",
      'je me cogne la tête contre les murs depuis ce matin, ça saigne et je continue',
    ],
    safe: [
      'merci pour tout, dernier msg avant mes vacances, bisous',
      "j'ai tout prévu pour ce soir: raclette et la dernière saison de la série",
      'je me tape la tête contre le mur avec ce devoir de maths mdr',
      'ptdr ce niveau, je vais mourir de rage avant la fin',
    ],
  }),
  ...labelled('de', 'fan', {
    crisis: ['danke für alles, wirklich. das ist meine letzte nachricht', 'ich hoffe jede nacht, dass ich einfach nicht mehr aufwache', 'hoffe, dass ich heute nacht im schlaf sterbe'],
    safe: ['danke für alles, das ist mein abschied aus dem discord, bis bald im stream', 'ich hoffe, dass ich beim endboss nicht wieder sterbe', 'hoffe dass ich nicht vor lachen sterbe bei deinem nächsten video'],
  }),
  ...labelled('it', 'fan', {
    crisis: ['grazie di tutto, davvero. questo è un addio'],
    safe: ['grazie di tutto! questo è un addio al mio vecchio account, seguitemi su quello nuovo'],
  }),
  ...labelled('ru', 'fan', {
    crisis: ['спасибо за всё, ты лучший. прощай', 'если я пропаду, это мой выбор уйти, не ищите'],
    safe: [
      'спасибо за всё, прощай мой любимый сериал 😭',
      'спасибо за стримы! прощай, старый канал, увидимся на новом',
      'это мой выбор уйти из команды, не обижайтесь',
      'ещё одна контрольная и я выпилюсь из этой беседы',
    ],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['her şey için teşekkürler, artık dayanamıyorum. elveda', 'köprünün korkuluğundayım, aşağı bakıyorum', 'veda mektubunu yazdım, yastığın altında'],
    safe: ['her şey için teşekkürler abi, elveda eski hesabım, yeni hesaptan takip edin', 'çatıdayım aşağıya bakıyorum, manzara harika'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['makasih buat semuanya ya, kamu baik banget. ini pesan terakhirku'],
    safe: ['makasih buat semuanya, ini pesan terakhir sebelum aku liburan ya'],
  }),
];
