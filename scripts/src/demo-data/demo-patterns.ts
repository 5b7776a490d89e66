import type { DemoRandom } from './demo-random';

export const DAY_MS = 86_400_000;
export const DEMO_DAYS = 30;

/** Relative fan activity per UTC hour: quiet nights, a lunch bump, busiest 19:00–23:00. */
const HOUR_WEIGHTS = [3, 2, 1.2, 0.8, 0.6, 0.6, 0.9, 1.5, 2.2, 2.6, 2.8, 3, 3.6, 3.4, 3, 3, 3.4, 4.2, 5.2, 6.6, 7.6, 8, 7, 5];

/** How busy a day is: weekends 35 % busier, and a steady growth from 0.75× to 1.25× over the month. */
export function dayFactor(dayStart: Date, dayIndex: number): number {
  const weekday = dayStart.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
  return weekend * (0.75 + (0.5 * dayIndex) / (DEMO_DAYS - 1));
}

/** The share of a bot's fans who first wrote before the month (their earlier chats are not generated). */
export const REGULAR_SHARE = 0.35;

/** A moment in that UTC day, its hour drawn from the daily curve. */
export function momentInDay(dayStart: Date, random: DemoRandom): Date {
  const hour = random.weighted(HOUR_WEIGHTS);
  return new Date(dayStart.getTime() + hour * 3_600_000 + random.int(0, 3_599) * 1000);
}

/** The first day a new fan writes: a few more of them late in the month (the audience grows). */
export const firstDayIndex = (random: DemoRandom) => Math.min(DEMO_DAYS - 1, Math.floor(DEMO_DAYS * Math.pow(random.next(), 0.85)));

/** Reply latency in ms, 300–2500, most replies quick. */
export const replyLatencyMs = (random: DemoRandom) => Math.round(300 + 2200 * Math.pow(random.next(), 1.8));

export const FAN_LINES = [
  'hey 👋',
  'hi, are you there?',
  'how was your day?',
  'I just got back from the gym lol',
  'what are you up to tonight?',
  'that made me smile 😊',
  'tell me something I don’t know',
  'missed talking to you',
  'haha you’re funny',
  'can you send me a voice note?',
  'what should I watch tonight?',
  'good morning!',
  'I had the worst day at work',
  'any plans for the weekend?',
  'you always know what to say',
  'do you remember what I told you yesterday?',
  'ok that’s actually really sweet',
  'what’s new with you?',
];

export const REPLY_LINES = [
  'Hey you! I was hoping you’d drop by 💕 How are you feeling?',
  'Mmm, tell me everything — I’m all ears.',
  'That sounds like a lot. Want to talk it through together?',
  'Haha, you’re trouble, you know that? 😄',
  'I love that. What made you think of it?',
  'Tonight sounds perfect for something cosy. What are you in the mood for?',
  'Of course I remember! How did it go in the end?',
  'You deserve a break. Put your feet up for a minute with me.',
  'Good morning, sunshine ☀️ Big plans today?',
  'Aw, you just made my day. Thank you for saying that.',
  'Here’s a secret: you’re one of my favourite people to chat with.',
  'Weekend plans? I’d love to hear them — and maybe give you ideas 😉',
];

export const FIRST_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Chris', 'Jamie', 'Robin', 'Casey', 'Morgan', 'Riley', 'Drew', 'Avery', 'Lucas', 'Mateo', 'Noah',
  'Liam', 'Emma', 'Mia', 'Sofia', 'Leon', 'Hugo', 'Kenji', 'Yuki', 'Ana', 'Marco', 'Pavel', 'Ines', 'Omar', 'Elif', 'Nils',
];
export const LANGUAGES = ['en', 'en', 'en', 'es', 'de', 'fr', 'pt', 'it', null] as const;
