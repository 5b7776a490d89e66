import { SUPPORT_EMAIL } from './legal-constants';
import type { LegalContent } from './legal-document';

const FIND_A_HELPLINE = { text: 'findahelpline.com', href: 'https://findahelpline.com' };

/**
 * The protocol California SB 243 asks operators of companion chatbots to
 * publish, and the AI disclosure of the EU AI Act Art. 50. Every statement
 * here describes what the product does; change them together.
 */
export const SAFETY_PROTOCOL: LegalContent = {
  eyebrow: 'Safety',
  title: 'Safety Protocol',
  lastUpdated: 'November 24, 2026',
  summary:
    'Every bot on Fanline is an AI chatbot built by a creator. This page sets out the protocol all of them follow: how fans are told they are talking to an AI, what happens when someone mentions suicide or self-harm, and how we protect people under 18.',
  notice: {
    heading: 'If you are in danger now',
    paragraphs: [
      [
        'Call your local emergency number. In the US, ',
        { text: 'call 988', href: 'tel:988' },
        ' or ',
        { text: 'text 988', href: 'sms:988' },
        ' to reach the 988 Suicide & Crisis Lifeline, day or night.',
      ],
      ['Anywhere else, ', FIND_A_HELPLINE, ' lists free helplines in your country.'],
    ],
  },
  sections: [
    {
      heading: 'AI disclosure',
      paragraphs: [
        'Every Fanline bot is an AI chatbot made by a creator. It is never a person, and never the creator typing in real time. Fans are told so:',
      ],
      bullets: [
        'In the first message a fan receives from any bot. It carries a short notice that the bot is an AI chatbot, in the fan\'s language when Telegram tells us what that is. Creators cannot remove it.',
        'In the /about command, which repeats the notice.',
        'In the bot\'s Telegram profile: its description and short description say it is an AI chatbot, so fans see this before they start a chat.',
        'When asked. If a fan sincerely asks whether they are talking to a person, the bot says it is an AI version of the creator. Bots are instructed never to claim to be human.',
      ],
    },
    {
      heading: 'Crisis screening',
      paragraphs: [
        'Every message a fan sends is checked for signs of suicidal thoughts or self-harm before the AI model sees it. The bot\'s own replies are checked too, before they are sent, for anything that encourages self-harm. The checks use:',
      ],
      bullets: [
        'Always: our built-in list of warning phrases in English, Spanish, Portuguese, French, German, Italian, Russian, Turkish and Indonesian.',
        'Wherever the service has an OpenAI account: OpenAI\'s moderation model as well, by default. Either one flagging a message is enough, and if the model is unavailable or slow to answer, the built-in list decides on its own.',
        'Last, the bot itself: whatever its persona, every bot is instructed that if a fan expresses thoughts of suicide or self-harm that the checks missed, it must answer with care, in the fan\'s language, give the same crisis resources, and never encourage self-harm or describe ways to do it.',
      ],
    },
    {
      heading: 'Crisis referrals',
      paragraphs: [
        'When a fan\'s message matches, the AI model does not answer it. Instead the fan gets a caring reply that points them to crisis services, chosen by the fan\'s language or country where we know it:',
      ],
      bullets: [
        'In the US, the 988 Suicide & Crisis Lifeline: call or text 988.',
        ['Elsewhere, the international helpline directory at ', FIND_A_HELPLINE, ' and the local emergency number.'],
        'No paywall, payment prompt, tip request or charge ever comes with a crisis reply.',
        'A bot reply that encourages self-harm is never sent. The fan gets the crisis reply instead.',
        'A bot reply that gives the crisis resources itself is counted as a referral too, and never comes with a tip request.',
      ],
    },
    {
      heading: 'Records and reporting',
      bullets: [
        'Each referral is recorded without the text of any message: we note the bot, the time, the language, and whether it came from the fan\'s message, from a blocked bot reply, or from the bot\'s own reply with the crisis resources.',
        'The creator who owns the bot sees that a conversation was flagged.',
        'Fanline counts referrals each year for the annual report to California\'s Office of Suicide Prevention, which is required from July 1, 2027. Referral records stay for that count when a fan deletes their data or a bot is deleted, but are then no longer linked to that fan or bot.',
      ],
    },
    {
      heading: 'Adults-only bots and minors',
      bullets: [
        'A creator can mark a bot 18+. Bots with adult-oriented voices or templates must be marked 18+.',
        'Before its first reply, an 18+ bot asks every new fan to confirm their age with two buttons. A fan who says they are under 18 is politely refused, and from then on every bot on Fanline knows them as a minor.',
        'On any bot, a known minor gets a reminder every 3 hours of conversation that they are talking to an AI and that it is a good moment to take a break.',
        'Bots are instructed never to produce sexual content for a known minor.',
        'A fan\'s /delete_my_data command deletes their data except the minor flag, which we keep only for this protection.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        [
          'Questions about this protocol, or worried about a bot on Fanline? Email ',
          { text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ' and include the bot\'s Telegram username if it is about a particular bot.',
        ],
      ],
    },
  ],
};
