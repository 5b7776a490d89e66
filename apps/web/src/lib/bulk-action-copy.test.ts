import { describe, expect, it } from 'vitest';
import { bulkActionCopies } from './bulk-action-copy';

describe('bulkActionCopies', () => {
  it('confirms delete as the destructive action and the rest with Confirm Action, keeping the button order', () => {
    const copies = bulkActionCopies({
      activate: { label: 'Activate', title: 'Activate bots', message: 'On.' },
      delete: { label: 'Delete', title: 'Delete bots', message: 'Gone.' },
    });
    expect(Object.keys(copies)).toEqual(['activate', 'delete']);
    expect(copies.activate).toEqual({ label: 'Activate', title: 'Activate bots', message: 'On.', confirmLabel: 'Confirm Action', destructive: false });
    expect(copies.delete).toMatchObject({ confirmLabel: 'Delete Permanently', destructive: true });
  });
});
