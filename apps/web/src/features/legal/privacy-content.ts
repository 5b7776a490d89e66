import { SUPPORT_EMAIL } from './legal-constants';
import type { LegalContent } from './legal-document';

export const PRIVACY_POLICY: LegalContent = {
  title: 'Privacy Policy',
  lastUpdated: 'November 24, 2026',
  summary:
    'Fanline helps creators run AI chatbots for their fans. This policy explains what information we collect from creators and from the fans who talk to their bots, why we collect it, and the choices you have. We keep it short and plain on purpose.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Fanline (“Fanline”, “we”, “us”) operates the Fanline website, dashboard and bot-hosting service. For creators, Fanline is the controller of account and billing data. For conversations between a creator\'s bot and their fans, Fanline processes data on the creator\'s behalf, and the creator decides how their bot behaves.',
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      bullets: [
        'Account details: your name, email address and a securely hashed password, or your basic Google profile if you sign in with Google.',
        'Bot configuration: the names, descriptions, personality prompts, greetings, model choices and settings you give your bots, and the Telegram bot tokens you connect.',
        'Conversation data: messages fans send to your bots and the replies your bots send, including voice replies when enabled.',
        'Billing records: your plan, purchases and payment status. Card details are handled by our payment provider and never reach our servers.',
        'Usage and device data: sign-in times, IP address, browser type and message counts, used for security, quotas and analytics.',
      ],
    },
    {
      heading: 'How we use information',
      bullets: [
        'To create and secure your account, keep you signed in and protect against abuse such as repeated failed sign-ins.',
        'To run your bots: generate replies with the AI provider you selected and deliver them through Telegram.',
        'To count messages against your plan, process purchases and show you analytics about your bots.',
        'To send service emails such as receipts, security notices and important changes. We do not send marketing email without your consent.',
        'To improve reliability and fix problems. We do not use your fans\' conversations to train our own models.',
      ],
    },
    {
      heading: 'AI providers and other processors',
      paragraphs: [
        'To generate replies, the conversation context and your bot\'s personality prompt are sent to the AI provider you chose for that bot (for example OpenAI, Anthropic, Google, Together or Hugging Face). Voice replies are produced by a text-to-speech provider. Payments are processed by our payment provider, and messages travel through Telegram.',
        'Each of these providers receives only what it needs for its task and is bound by its own terms and data-protection commitments. We do not sell personal information to anyone.',
      ],
    },
    {
      heading: 'Fans who chat with bots',
      paragraphs: [
        'If you message a bot built on Fanline, the creator who owns that bot can see your conversation and basic statistics about it. Bots built on Fanline are AI chatbots, not the creator typing in real time, and every bot tells you so. Questions about a particular bot are best sent to its creator, and you can always contact us as well.',
        'Every message you send a bot is screened for signs of suicidal thoughts or self-harm before the AI sees it, by our own word list and, wherever the operator has an OpenAI account, by OpenAI\'s moderation model. If it matches, you get crisis resources instead of a reply, and every bot is instructed to give you the same resources if you tell it you are struggling. We then keep a record that a referral happened (the bot, the time, your language and Telegram\'s message number), never what you wrote, so we can count referrals for the yearly report California law requires. The creator sees that your conversation was flagged. When the bot itself answered with the resources, your message stays in the conversation like any other, since it was not recognised as a crisis when it arrived.',
        'If you tell an 18+ bot that you are under 18, we remember that your Telegram account belongs to a minor, so that every Fanline bot can protect you: adults-only bots stay closed, and others remind you every few hours that they are an AI. Sending /delete_my_data to a bot deletes everything it knew about you except this flag, which we keep only for that protection. See our Safety Protocol for the details.',
      ],
    },
    {
      heading: 'How long we keep data',
      bullets: [
        'Account and bot data are kept for as long as your account is active.',
        'When you delete a bot, its conversations and analytics are deleted with it.',
        'When an account is deleted, its bots, conversations and data are deleted within 30 days, except billing records we must keep for tax and accounting law.',
        'Security logs are kept for up to 90 days.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, session tokens are random and stored hashed, and all traffic is encrypted in transit. Access to production systems is limited to staff who need it. No system is perfectly secure, so please use a unique password and tell us right away if you suspect misuse.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        `Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to object to or restrict some processing. You can update most details from your dashboard; for anything else, email ${SUPPORT_EMAIL} and we will respond within 30 days.`,
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'Fanline uses your browser\'s local storage to keep you signed in and session storage to remember a referral link. We do not use advertising cookies or cross-site trackers.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Creator accounts are for adults only: Fanline is not intended for anyone under 18 to run bots, and we do not knowingly open accounts for children. If you believe a child has given us personal information, contact us and we will delete it, except the minor flag described above, which exists to protect them.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as the product evolves. When a change is significant, we will tell you by email or in the dashboard before it takes effect. The date at the top always shows the latest revision.',
      ],
    },
  ],
};
