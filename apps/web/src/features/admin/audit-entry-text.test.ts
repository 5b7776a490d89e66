import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetailLines } from './audit-entry-text';

describe('audit entry text', () => {
  it('labels known actions and shows an unknown one by its name', () => {
    expect(auditActionLabel('user.update')).toBe('Edited user');
    expect(auditActionLabel('voice_clone.withdraw')).toBe('Withdrew cloned voice');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('shows each changed field before and after, and a missing value as a dash', () => {
    expect(auditDetailLines({ changes: { plan: { before: 'spark', after: 'flow' }, bots_limit: { before: null, after: 35 } } })).toEqual([
      'plan: spark → flow',
      'bots limit: — → 35',
    ]);
  });

  it('counts the ids of a bulk action and names tickets and events', () => {
    expect(auditDetailLines({ user_ids: ['a', 'b'] })).toEqual(['In a bulk action on 2 users']);
    expect(auditDetailLines({ bot_ids: ['a'] })).toEqual(['1 bot']);
    expect(auditDetailLines({ ticket_id: 1001, reply: 'Done' })).toEqual(['Ticket #1001', 'Reply: “Done”']);
    expect(auditDetailLines({ event_id: '42', bot_id: null })).toEqual(['Event 42']);
    expect(auditDetailLines({ method: 'password' })).toEqual([]);
  });
});
