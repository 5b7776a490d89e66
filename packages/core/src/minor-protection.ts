/** SB 243: a known minor is reminded that the bot is an AI, and to take a break, at least every 3 hours. */
export const MINOR_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/**
 * Whether a reply to a known minor must carry the AI and break reminder: at the
 * first reply after they became known as a minor (never reminded yet), then
 * once 3 hours or more have passed since the last reminder. 3 h minus a
 * millisecond is not due; exactly 3 h is.
 */
export function minorReminderDue(lastReminderAt: Date | null, now: Date): boolean {
  if (lastReminderAt === null) return true;
  return now.getTime() - lastReminderAt.getTime() >= MINOR_REMINDER_INTERVAL_MS;
}
