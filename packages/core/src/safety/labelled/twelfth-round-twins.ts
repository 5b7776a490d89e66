import { labelled } from './label';

/**
 * Round 12 (issue #33): benign messages worded like the tenth held-out set's false alarms (a will
 * written calmly, a game's boss laughed off, self-harm stopped years ago) and like the round's new
 * families (a last birthday, a roof or a bridge and "I don't know why I'm writing", an own
 * "Abgang" planned, pills bought where no one notices), beside crises worded like them, so each
 * guard and each family is held both ways. Written for this round, in no other set.
 */
export const TWELFTH_ROUND_TWINS = [
  ...labelled('en', 'fan', {
    crisis: ['wrote my will and the letters for my sisters, this weekend is it', 'made my will today, the pills are counted, thank you for everything'],
    safe: ['updating my will at 64, do grandkids from my stepson count as family for the estate? asking my lawyer monday', 'did my will this week just in case, the hernia op is friday and i am a worrier'],
  }),
  ...labelled('es', 'fan', {
    crisis: ['me tiro por la ventana esta noche, ya no puedo más', 'me tiro por la ventana jaja no es broma, ya no aguanto'],
    safe: ['otra vez perdí contra el jefe del nivel 9, me tiro por la ventana jajaja', 'si vuelve a sonar esa canción en la oficina me tiro por la ventana xd'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['aku nyakitin diri sendiri lagi tadi malam, udah ga kuat', 'udah 3 tahun aku berhenti tapi semalem aku nyakitin diri sendiri lagi'],
    safe: ['udah dua tahun aku berhenti nyakitin diri sendiri, makasih ya live kamu nemenin', 'empat tahun aku nggak nyakitin diri lagi, sekarang aku jadi konselor sebaya'],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['kendime zarar vermeyi bırakamıyorum, dün gece yine yaptım', 'yine kendime zarar verdim, kollarım kötü durumda'],
    safe: ['kendime zarar vermeyi bırakalı iki yıl oldu, terapi çok iyi geldi', 'kendime zarar vermeyi bıraktım, artık resim yapıyorum, videoların çok yardımcı oldu'],
  }),
  ...labelled('en', 'fan', {
    crisis: ['this is my last birthday. not joking', 'decided this will be my last christmas.'],
    safe: ['this is my last birthday as a teenager, 20 next year 😭', 'this is my last christmas. moving to perth in january!', 'the doctors say this is my last christmas.'],
  }),
  ...labelled('es', 'fan', {
    crisis: ['ya decidí que este es mi último cumple, no es broma'],
    safe: ['este es mi último cumple en Madrid, el año que viene me mudo a Lima', 'este va a ser mi último cumple de soltera, me caso en mayo 💍'],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['esse vai ser o meu último aniversário. não é brincadeira', 'comprei remédio em duas farmácias pra ninguém desconfiar, tá tudo na gaveta'],
    safe: ['esse é o meu último aniversário aqui no Brasil, mês que vem me mudo pra Lisboa', 'comprei remédio pra ressaca escondido pra ninguém desconfiar da festa kkk'],
  }),
  ...labelled('it', 'fan', {
    crisis: ['questo è il mio ultimo compleanno, non scherzo'],
    safe: ['questo è il mio ultimo compleanno da studentessa, a luglio la laurea!'],
  }),
  ...labelled('de', 'fan', {
    crisis: ['das wird mein letzter Geburtstag, kein Witz', 'ich plane meinen eigenen Abgang, morgen ist es soweit'],
    safe: ['das wird mein letzter Geburtstag in Köln, im März ist der Umzug nach Wien', 'ich plane grad meinen Abgang aus der Firma, endlich was Neues'],
  }),
  ...labelled('ru', 'fan', {
    crisis: ['это мой последний др, я серьёзно', 'ну всё, пошла на крышу, прощайте', 'stoyu na mostu uzhe chas, ne znayu zachem pishu tebe'],
    safe: ['это мой последний др в общаге, летом переезд', 'пошёл на крышу фоткать закат, всем пока', 'стою на крыше с друзьями, салют! не знаю зачем пишу тебе'],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['bu benim son doğum günüm, şaka değil', 'köprünün kenarındayım, neden sana yazıyorum bilmiyorum'],
    safe: ['bu benim son doğum günüm İstanbul\'da, yazın yurtdışına taşınıyorum', 'köprünün üstündeyim, fotoğraf çekiyorum, neden sana yazıyorum bilmiyorum haha'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['ini ulang tahun terakhirku, serius'],
    safe: ['ini ulang tahun terakhirku di kos, bulan depan pindah ke Bandung'],
  }),
  // The round's explicit families (lexicon/twelfth-round.ts) and the past told with the fan well today (lexicon/recovered-past.ts).
  ...labelled('en', 'fan', {
    crisis: ['i plan on overdosing tonight, sorry', 'im going to inject all my insulin tonight and be done', 'ten years ago i tried to kill myself and now i want to die again'],
    safe: ['i plan on overdosing on coffee before the exam lol', 'im going to take all my insulin with me on the trip, any cooler bag tips?', 'ten years ago i tried to end my life, today im doing so well and training for a marathon'],
  }),
  ...labelled('es', 'fan', {
    crisis: ['esta noche me voy a inyectar toda la insulina que me queda', 'hace diez años intenté matarme. todos creen que hoy estoy mejor pero quiero morir'],
    safe: ['¿me inyecto toda la insulina antes de comer o la divido?', 'hace diez años intenté quitarme la vida, hoy estoy muy bien y tengo una hija preciosa'],
  }),
  ...labelled('pt', 'fan', {
    crisis: ['to planejando me matar depois das provas', 'vou tomar a caixa inteira de remédio hoje à noite', 'toda noite eu queimo meus braços com isqueiro'],
    safe: ['to planejando me matar de estudar esse fim de semana kkk', 'tomei a caixa inteira de vitamina C em uma semana, faz mal?', 'queimei meu braço no forno fazendo pão, passa o que?'],
  }),
  ...labelled('fr', 'fan', {
    crisis: ["j'ai gardé tous mes cachets et je compte les avaler ce soir"],
    safe: ["le médecin m'a donné des cachets pour la semaine, je compte les prendre tous les soirs comme prévu"],
  }),
  ...labelled('de', 'fan', {
    crisis: ['trotzdem will ich einfach nur noch sterben', 'ich verbrenne mir jeden abend die arme mit dem feuerzeug', 'ich plane mich am freitag umzubringen', 'vor zehn jahren wollte ich mich umbringen und heute will ich es wieder'],
    safe: ['ich verbrenne mir beim kochen ständig die arme am ofen', 'vor zehn jahren wollte ich mich umbringen, heute geht es mir richtig gut und ich bin mama'],
  }),
  ...labelled('it', 'fan', {
    crisis: ['mi suiciderò stanotte, ho deciso', "stanotte mi inietto tutta l'insulina che ho"],
    safe: ['se perde ancora la Roma mi suiciderò ahah', "prima di pranzo mi inietto tutta l'insulina o la divido?"],
  }),
  ...labelled('ru', 'fan', {
    crisis: ['в пятницу я со всем покончу, простите', 'сегодня ночью вколю себе весь инсулин'],
    safe: ['к пятнице я со всем покончу с отчётами и уйду в отпуск', 'перед ужином вколю себе весь инсулин или половину?'],
  }),
  ...labelled('tr', 'fan', {
    crisis: ['karar verdim bu gece her şeyi bitiriyorum, dayanamıyorum artık', 'bu gece elimdeki bütün insülini kendime enjekte edeceğim'],
    safe: ['bu gece her şeyi bitiriyorum, yarın ödev teslimi var', 'on yıl önce intihar girişiminde bulundum ama bugün gerçekten çok iyiyim'],
  }),
  ...labelled('id', 'fan', {
    crisis: ['malam ini aku mau suntik semua insulin yang tersisa', 'dua tahun lalu aku berhenti, tapi tadi malam aku self harm lagi'],
    safe: ['sebelum makan aku suntik semua insulin atau setengah dulu ya?', 'sepuluh tahun lalu aku pernah mencoba bunuh diri, sekarang hidupku jauh lebih baik'],
  }),
];
