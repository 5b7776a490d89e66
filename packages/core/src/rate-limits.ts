/** A budget of `points` requests per key in each window of `durationSeconds`; the next one is refused with `message`. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
  message: string;
}

export type RateLimitName = 'signUp' | 'chatTest' | 'checkout' | 'supportTicket' | 'webhookJunk';

export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every request rate limit the API applies (issue #21), shared by all API
 * processes through PostgreSQL. A refused request gets 429, a Retry-After
 * header with the seconds left in the window, and the message.
 *
 * - signUp, per IP: 10 an hour. A household, office or campus behind one
 *   address rarely opens more; a script farming free-plan accounts is cut.
 * - chatTest, per user, bots.chat, bots.chatStream and telegram.test together: 20 a minute.
 *   Each calls a paid model; a person typing test messages stays far below.
 * - checkout, per user: 10 an hour. Each makes a Stripe Checkout session; a
 *   creator comparing plans retries a few times, never dozens.
 * - supportTicket, per user: 5 an hour. Enough to report several problems,
 *   too few to flood the help desk.
 * - webhookJunk, per source (Telegram: the bot id; Stripe and Instagram: the
 *   IP): 30 a minute. Only requests whose signature or secret is wrong count,
 *   and a correctly signed delivery is never refused, however much junk the
 *   same source sent.
 */
export const RATE_LIMITS: RateLimitRules = {
  signUp: { points: 10, durationSeconds: HOUR, message: 'Too many accounts were created from your network. Please try again in an hour.' },
  chatTest: { points: 20, durationSeconds: MINUTE, message: 'You can send at most 20 test messages a minute. Please wait a moment and try again.' },
  checkout: { points: 10, durationSeconds: HOUR, message: 'Too many checkout attempts. Please wait a while before trying again.' },
  supportTicket: { points: 5, durationSeconds: HOUR, message: 'You can open at most 5 support tickets an hour. Please wait before opening another.' },
  webhookJunk: { points: 30, durationSeconds: MINUTE, message: 'Too many requests with an invalid signature from this source.' },
};
