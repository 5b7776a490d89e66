import type { AuditEntry } from './admin-types';

/** Action names as the trail shows them. */
const ACTION_LABELS: Record<string, string> = {
  'user.update': 'Edited user',
  'user.reset_password': 'Reset password',
  'users.bulk.grant_voice': 'Granted voice',
  'users.bulk.toggle_active': 'Changed active state',
  'users.bulk.delete': 'Deleted user',
  'bots.bulk.toggle_active': 'Switched bots on or off',
  'bots.bulk.delete': 'Deleted bots',
  'ticket.reply': 'Answered ticket',
  'ticket.update': 'Changed ticket',
  'failed_event.retry': 'Retried failed event',
  // The line under the label names the creator ("by ada@… on mira@…"), so the label needs no object.
  'voice_clone.withdraw': 'Withdrew cloned voice',
  'sign_in.password': 'Signed in from a new IP',
  'sign_in.google': 'Signed in with Google from a new IP',
};

/** The action's label; an action this console does not know yet shows its own name. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export const isSignIn = (entry: Pick<AuditEntry, 'action'>) => entry.action.startsWith('sign_in.');

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
const count = (ids: unknown, noun: string) => (Array.isArray(ids) ? `${ids.length} ${noun}${ids.length === 1 ? '' : 's'}` : '');

/**
 * One line per fact of an entry's details: "plan: spark → flow" for each
 * changed field, "3 users" or "2 bots" for a bulk action, the ticket or event
 * it was about. Empty when there is nothing more to say than the action.
 */
export function auditDetailLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const changes = details.changes as Record<string, { before: unknown; after: unknown }> | undefined;
  for (const [field, change] of Object.entries(changes ?? {})) lines.push(`${field.replaceAll('_', ' ')}: ${shown(change.before)} → ${shown(change.after)}`);
  if (details.user_ids) lines.push(`In a bulk action on ${count(details.user_ids, 'user')}`);
  if (details.bot_ids) lines.push(count(details.bot_ids, 'bot'));
  if (details.ticket_id !== undefined) lines.push(`Ticket #${shown(details.ticket_id)}`);
  if (typeof details.reply === 'string') lines.push(`Reply: “${details.reply}”`);
  if (details.event_id !== undefined) lines.push(`Event ${shown(details.event_id)}`);
  return lines;
}
