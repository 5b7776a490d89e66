import type { SafetyLanguage } from './safety-language';

/** The crisis reply's parts; safety-texts.ts picks the US or the international lines. */
export interface CrisisWording {
  /** Caring, no judgement, and that the bot is an AI that cannot help in an emergency. */
  opening: string;
  call988: string;
  directoryOutsideUs: string;
  directory: string;
  emergencyUs: string;
  emergency: string;
  /** Spanish only, outside the US: 988 also answers in Spanish. */
  spanishIn988?: string;
}

export interface AgeGateTexts {
  question: string;
  adult: string;
  minor: string;
  refused: string;
  confirmed: string;
}

export interface SafetyWording {
  disclosure: (creator: string) => string;
  crisis: CrisisWording;
  ageGate: AgeGateTexts;
  breakReminder: (creator: string) => string;
  profile: { description: (bot: string, creator: string) => string; shortDescription: (creator: string) => string };
}

const HELPLINES = 'https://findahelpline.com';

/**
 * The platform's own safety wording, which creators cannot change. Informal address throughout, as
 * fans talk to companion bots; the bot's gender is unknown, so no sentence depends on it.
 */
export const SAFETY_WORDING: Readonly<Record<SafetyLanguage, SafetyWording>> = {
  en: {
    disclosure: (c) => `🤖 You're chatting with an AI chatbot of ${c}. Replies are written by AI, not by ${c} or any other person.`,
    crisis: {
      opening: "I'm really sorry you're going through this, and I'm glad you told me. 💛 I'm an AI, so I can't help in an emergency, but real people can, right now:",
      call988: '• Call or text 988 (Suicide & Crisis Lifeline), free, 24/7.',
      directoryOutsideUs: `• Outside the US, find a helpline at ${HELPLINES}`,
      directory: `• Find a free helpline in your country at ${HELPLINES}`,
      emergencyUs: "• If you're in immediate danger, call 911.",
      emergency: "• If you're in immediate danger, call your local emergency number.",
    },
    ageGate: {
      question: '🔞 This chat is for adults only. Are you 18 or older?',
      adult: "I'm 18 or older",
      minor: "I'm under 18",
      refused: "Sorry, this chat is only for adults, so I can't talk with you here. Take care! 💛",
      confirmed: 'Thanks for confirming! Enjoy the chat. 😊',
    },
    breakReminder: (c) => `🤖 Friendly reminder: this is an AI chatbot of ${c}, not a real person. You've been chatting for a while, so how about taking a break?`,
    profile: {
      description: (b, c) =>
        `${b} is an AI chatbot of ${c}. Replies are written by AI, not by ${c} or any other person. If you're struggling or thinking about suicide, you can find free help at ${HELPLINES}`,
      shortDescription: (c) => `🤖 AI chatbot of ${c}, not a real person.`,
    },
  },
  es: {
    disclosure: (c) => `🤖 Estás hablando con un chatbot de IA de ${c}. Las respuestas las escribe una IA, no ${c} ni ninguna otra persona.`,
    crisis: {
      opening: 'Siento mucho que estés pasando por esto, y me alegra que me lo hayas contado. 💛 Soy una IA y no puedo ayudarte en una emergencia, pero hay personas que sí pueden, ahora mismo:',
      call988: '• Llama o envía un mensaje de texto al 988 (Línea de Prevención del Suicidio y Crisis), gratis, las 24 horas. Atiende en español.',
      directoryOutsideUs: `• Fuera de EE. UU., busca una línea de ayuda en ${HELPLINES}`,
      directory: `• Busca una línea de ayuda gratuita en tu país en ${HELPLINES}`,
      emergencyUs: '• Si estás en peligro inmediato, llama al 911.',
      emergency: '• Si estás en peligro inmediato, llama al número de emergencias de tu país.',
      spanishIn988: '• En EE. UU., el 988 (Línea de Prevención del Suicidio y Crisis) también atiende en español.',
    },
    ageGate: {
      question: '🔞 Este chat es solo para adultos. ¿Tienes 18 años o más?',
      adult: 'Tengo 18 o más',
      minor: 'Tengo menos de 18',
      refused: 'Lo siento, este chat es solo para adultos, así que no puedo hablar contigo aquí. ¡Cuídate! 💛',
      confirmed: '¡Gracias por confirmarlo! Disfruta del chat. 😊',
    },
    breakReminder: (c) => `🤖 Un recordatorio: esto es un chatbot de IA de ${c}, no una persona real. Llevas un buen rato chateando, ¿qué tal si te tomas un descanso?`,
    profile: {
      description: (b, c) =>
        `${b} es un chatbot de IA de ${c}. Las respuestas las escribe una IA, no ${c} ni ninguna otra persona. Si lo estás pasando mal o piensas en el suicidio, puedes encontrar ayuda gratuita en ${HELPLINES}`,
      shortDescription: (c) => `🤖 Chatbot de IA de ${c}, no una persona real.`,
    },
  },
  pt: {
    disclosure: (c) => `🤖 Você está conversando com um chatbot de IA de ${c}. As respostas são escritas por IA, não por ${c} nem por outra pessoa.`,
    crisis: {
      opening: 'Sinto muito que você esteja passando por isso, e fico feliz que tenha me contado. 💛 Sou uma IA e não posso ajudar numa emergência, mas há pessoas que podem, agora mesmo:',
      call988: '• Ligue ou mande uma mensagem de texto para o 988 (Suicide & Crisis Lifeline), grátis, 24 horas.',
      directoryOutsideUs: `• Fora dos EUA, encontre uma linha de apoio em ${HELPLINES}`,
      directory: `• Encontre uma linha de apoio gratuita no seu país em ${HELPLINES}`,
      emergencyUs: '• Se estiver em perigo imediato, ligue para o 911.',
      emergency: '• Se estiver em perigo imediato, ligue para o número de emergência local.',
    },
    ageGate: {
      question: '🔞 Este chat é só para adultos. Você tem 18 anos ou mais?',
      adult: 'Tenho 18 ou mais',
      minor: 'Tenho menos de 18',
      refused: 'Desculpe, este chat é só para adultos, então não posso conversar com você aqui. Se cuida! 💛',
      confirmed: 'Tudo certo, obrigado por confirmar! Aproveite a conversa. 😊',
    },
    breakReminder: (c) => `🤖 Só lembrando: este é um chatbot de IA de ${c}, não uma pessoa real. Você já está conversando há um tempo, que tal fazer uma pausa?`,
    profile: {
      description: (b, c) =>
        `${b} é um chatbot de IA de ${c}. As respostas são escritas por IA, não por ${c} nem por outra pessoa. Se você estiver passando por um momento difícil ou pensando em suicídio, encontre ajuda gratuita em ${HELPLINES}`,
      shortDescription: (c) => `🤖 Chatbot de IA de ${c}, não uma pessoa real.`,
    },
  },
  fr: {
    disclosure: (c) => `🤖 Tu discutes avec un chatbot IA de ${c}. Les réponses sont écrites par une IA, pas par ${c} ni par une autre personne.`,
    crisis: {
      opening: "Ce que tu vis a l'air très dur, et merci de m'en avoir parlé. 💛 Je suis une IA et je ne peux pas t'aider en cas d'urgence, mais des personnes le peuvent, dès maintenant :",
      call988: '• Appelle ou envoie un SMS au 988 (Suicide & Crisis Lifeline), gratuit, 24 h/24.',
      directoryOutsideUs: `• Hors des États-Unis, trouve une ligne d'écoute sur ${HELPLINES}`,
      directory: `• Trouve une ligne d'écoute gratuite dans ton pays sur ${HELPLINES}`,
      emergencyUs: '• En cas de danger immédiat, appelle le 911.',
      emergency: "• En cas de danger immédiat, appelle le numéro d'urgence local.",
    },
    ageGate: {
      question: '🔞 Ce chat est réservé aux adultes. As-tu 18 ans ou plus ?',
      adult: "J'ai 18 ans ou plus",
      minor: "J'ai moins de 18 ans",
      refused: 'Ce chat est réservé aux adultes, je ne peux donc pas discuter avec toi ici. Prends soin de toi ! 💛',
      confirmed: "Merci de l'avoir confirmé ! Bonne discussion. 😊",
    },
    breakReminder: (c) => `🤖 Petit rappel : ceci est un chatbot IA de ${c}, pas une vraie personne. Tu discutes depuis un moment, et si tu faisais une pause ?`,
    profile: {
      description: (b, c) =>
        `${b} est un chatbot IA de ${c}. Les réponses sont écrites par une IA, pas par ${c} ni par une autre personne. Si tu traverses un moment difficile ou penses au suicide, tu peux trouver de l'aide gratuite sur ${HELPLINES}`,
      shortDescription: (c) => `🤖 Chatbot IA de ${c}, pas une vraie personne.`,
    },
  },
  de: {
    disclosure: (c) => `🤖 Du chattest mit einem KI-Chatbot von ${c}. Die Antworten schreibt eine KI, nicht ${c} und auch sonst kein Mensch.`,
    crisis: {
      opening: 'Es tut mir sehr leid, dass es dir so geht, und gut, dass du es mir erzählt hast. 💛 Ich bin eine KI und kann in einem Notfall nicht helfen, aber Menschen können es, jetzt sofort:',
      call988: '• Ruf die 988 an oder schreib eine SMS an die 988 (Suicide & Crisis Lifeline), kostenlos, rund um die Uhr.',
      directoryOutsideUs: `• Außerhalb der USA findest du eine Hilfe-Hotline auf ${HELPLINES}`,
      directory: `• Eine kostenlose Hilfe-Hotline in deinem Land findest du auf ${HELPLINES}`,
      emergencyUs: '• Bei akuter Gefahr ruf die 911 an.',
      emergency: '• Bei akuter Gefahr ruf den örtlichen Notruf an.',
    },
    ageGate: {
      question: '🔞 Dieser Chat ist nur für Erwachsene. Bist du 18 oder älter?',
      adult: 'Ich bin 18 oder älter',
      minor: 'Ich bin unter 18',
      refused: 'Tut mir leid, dieser Chat ist nur für Erwachsene, deshalb kann ich hier nicht mit dir schreiben. Pass auf dich auf! 💛',
      confirmed: 'Danke für die Bestätigung! Viel Spaß beim Chatten. 😊',
    },
    breakReminder: (c) => `🤖 Kurze Erinnerung: Das ist ein KI-Chatbot von ${c}, kein echter Mensch. Du chattest schon eine Weile, wie wäre es mit einer Pause?`,
    profile: {
      description: (b, c) =>
        `${b} ist ein KI-Chatbot von ${c}. Die Antworten schreibt eine KI, nicht ${c} und auch sonst kein Mensch. Wenn es dir schlecht geht oder du an Suizid denkst, findest du kostenlose Hilfe auf ${HELPLINES}`,
      shortDescription: (c) => `🤖 KI-Chatbot von ${c}, kein echter Mensch.`,
    },
  },
  it: {
    disclosure: (c) => `🤖 Stai chattando con un chatbot IA di ${c}. Le risposte sono scritte da un'IA, non da ${c} né da un'altra persona.`,
    crisis: {
      opening: "Mi dispiace davvero che tu stia vivendo tutto questo, e grazie per avermelo detto. 💛 Sono un'IA e non posso aiutarti in un'emergenza, ma ci sono persone che possono farlo, subito:",
      call988: '• Chiama o scrivi un SMS al 988 (Suicide & Crisis Lifeline), gratis, 24 ore su 24.',
      directoryOutsideUs: `• Fuori dagli Stati Uniti, trova una linea di ascolto su ${HELPLINES}`,
      directory: `• Trova una linea di ascolto gratuita nel tuo paese su ${HELPLINES}`,
      emergencyUs: '• Se sei in pericolo immediato, chiama il 911.',
      emergency: '• Se sei in pericolo immediato, chiama il numero di emergenza locale.',
    },
    ageGate: {
      question: '🔞 Questa chat è solo per adulti. Hai 18 anni o più?',
      adult: 'Ho 18 anni o più',
      minor: 'Ho meno di 18 anni',
      refused: 'Mi dispiace, questa chat è solo per adulti, quindi non posso parlare con te qui. Abbi cura di te! 💛',
      confirmed: 'Grazie per la conferma! Buona chat. 😊',
    },
    breakReminder: (c) => `🤖 Un promemoria: questo è un chatbot IA di ${c}, non una persona reale. Stai chattando da un po', che ne dici di fare una pausa?`,
    profile: {
      description: (b, c) =>
        `${b} è un chatbot IA di ${c}. Le risposte sono scritte da un'IA, non da ${c} né da un'altra persona. Se stai attraversando un momento difficile o pensi al suicidio, trovi aiuto gratuito su ${HELPLINES}`,
      shortDescription: (c) => `🤖 Chatbot IA di ${c}, non una persona reale.`,
    },
  },
  ru: {
    disclosure: (c) => `🤖 Ты общаешься с ИИ-чат-ботом от ${c}. Ответы пишет ИИ, а не ${c} и не другой человек.`,
    crisis: {
      opening: 'Мне очень жаль, что тебе сейчас так тяжело. Хорошо, что ты об этом говоришь. 💛 Я ИИ и не могу помочь в экстренной ситуации, но живые люди могут, прямо сейчас:',
      call988: '• Позвони или отправь SMS на номер 988 (Suicide & Crisis Lifeline), бесплатно, круглосуточно.',
      directoryOutsideUs: `• За пределами США найди линию помощи на ${HELPLINES}`,
      directory: `• Найди бесплатную линию помощи в своей стране на ${HELPLINES}`,
      emergencyUs: '• Если тебе грозит непосредственная опасность, звони 911.',
      emergency: '• Если тебе грозит непосредственная опасность, звони в местную экстренную службу.',
    },
    ageGate: {
      question: '🔞 Этот чат только для взрослых. Тебе уже есть 18?',
      adult: 'Мне есть 18',
      minor: 'Мне нет 18',
      refused: 'Извини, этот чат только для взрослых, поэтому здесь я не могу с тобой общаться. Береги себя! 💛',
      confirmed: 'Спасибо за подтверждение! Приятного общения. 😊',
    },
    breakReminder: (c) => `🤖 Напоминание: это ИИ-чат-бот от ${c}, а не живой человек. Ты общаешься уже довольно долго, может, сделаешь перерыв?`,
    profile: {
      description: (b, c) =>
        `${b} — ИИ-чат-бот от ${c}. Ответы пишет ИИ, а не ${c} и не другой человек. Если тебе тяжело или ты думаешь о самоубийстве, бесплатную помощь можно найти на ${HELPLINES}`,
      shortDescription: (c) => `🤖 ИИ-чат-бот от ${c}, а не живой человек.`,
    },
  },
  tr: {
    disclosure: (c) => `🤖 ${c} tarafından sunulan bir yapay zekâ sohbet botuyla konuşuyorsun. Yanıtları ${c} ya da başka bir insan değil, yapay zekâ yazıyor.`,
    crisis: {
      opening: 'Bunları yaşadığın için gerçekten çok üzgünüm ve bana anlattığın için teşekkür ederim. 💛 Ben bir yapay zekâyım, acil bir durumda yardım edemem ama insanlar edebilir, hemen şimdi:',
      call988: "• 988'i ara ya da 988'e mesaj at (Suicide & Crisis Lifeline), ücretsiz, 7/24.",
      directoryOutsideUs: `• ABD dışında ${HELPLINES} adresinden bir yardım hattı bulabilirsin.`,
      directory: `• Ülkendeki ücretsiz bir yardım hattını ${HELPLINES} adresinde bulabilirsin.`,
      emergencyUs: "• Hemen tehlikedeysen 911'i ara.",
      emergency: '• Hemen tehlikedeysen yerel acil durum numarasını ara.',
    },
    ageGate: {
      question: '🔞 Bu sohbet yalnızca yetişkinler içindir. 18 yaşında veya daha büyük müsün?',
      adult: '18 yaşında veya büyüğüm',
      minor: '18 yaşından küçüğüm',
      refused: 'Üzgünüm, bu sohbet yalnızca yetişkinler için, bu yüzden burada seninle konuşamam. Kendine iyi bak! 💛',
      confirmed: 'Onayladığın için teşekkürler! Sohbetin tadını çıkar. 😊',
    },
    breakReminder: (c) => `🤖 Küçük bir hatırlatma: Bu, ${c} tarafından sunulan bir yapay zekâ sohbet botu, gerçek bir insan değil. Bir süredir sohbet ediyorsun, biraz mola vermeye ne dersin?`,
    profile: {
      description: (b, c) =>
        `${b}, ${c} tarafından sunulan bir yapay zekâ sohbet botudur. Yanıtları ${c} ya da başka bir insan değil, yapay zekâ yazar. Zor zamanlar geçiriyorsan ya da intiharı düşünüyorsan ${HELPLINES} adresinde ücretsiz yardım bulabilirsin.`,
      shortDescription: (c) => `🤖 ${c} tarafından sunulan yapay zekâ sohbet botu, gerçek bir insan değil.`,
    },
  },
  id: {
    disclosure: (c) => `🤖 Kamu sedang mengobrol dengan chatbot AI milik ${c}. Balasannya ditulis oleh AI, bukan oleh ${c} atau orang lain.`,
    crisis: {
      opening: 'Aku benar-benar ikut sedih kamu sedang mengalami ini, dan terima kasih sudah cerita ke aku. 💛 Aku adalah AI dan tidak bisa membantu dalam keadaan darurat, tapi ada orang yang bisa, sekarang juga:',
      call988: '• Telepon atau kirim SMS ke 988 (Suicide & Crisis Lifeline), gratis, 24 jam.',
      directoryOutsideUs: `• Di luar AS, cari layanan bantuan di ${HELPLINES}`,
      directory: `• Cari layanan bantuan gratis di negaramu di ${HELPLINES}`,
      emergencyUs: '• Jika kamu dalam bahaya langsung, hubungi 911.',
      emergency: '• Jika kamu dalam bahaya langsung, hubungi nomor darurat setempat.',
    },
    ageGate: {
      question: '🔞 Obrolan ini khusus untuk orang dewasa. Apakah kamu berusia 18 tahun atau lebih?',
      adult: 'Aku 18 tahun ke atas',
      minor: 'Aku di bawah 18 tahun',
      refused: 'Maaf, obrolan ini khusus untuk orang dewasa, jadi aku tidak bisa mengobrol denganmu di sini. Jaga dirimu baik-baik! 💛',
      confirmed: 'Terima kasih sudah mengonfirmasi! Selamat mengobrol. 😊',
    },
    breakReminder: (c) => `🤖 Sekadar mengingatkan: ini chatbot AI milik ${c}, bukan manusia sungguhan. Kamu sudah mengobrol cukup lama, bagaimana kalau istirahat sebentar?`,
    profile: {
      description: (b, c) =>
        `${b} adalah chatbot AI milik ${c}. Balasannya ditulis oleh AI, bukan oleh ${c} atau orang lain. Jika kamu sedang kesulitan atau berpikir untuk bunuh diri, kamu bisa mendapatkan bantuan gratis di ${HELPLINES}`,
      shortDescription: (c) => `🤖 Chatbot AI milik ${c}, bukan manusia sungguhan.`,
    },
  },
};
