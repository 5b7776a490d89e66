import { GRANT_VOICE_MESSAGES, type AdminUserBulk } from '@fanline/core';
import { bulkActionCopies } from '../../lib/bulk-action-copy';

export type UserBulkAction = 'grant_voice' | 'deactivate' | 'delete';

/** What each console button sends: the server's action and its data (docs/product.md §14 admin user bulk). */
export const USER_BULK_REQUEST: Record<UserBulkAction, Pick<AdminUserBulk, 'action' | 'action_data'>> = {
  grant_voice: { action: 'grant_voice', action_data: { voice_messages: GRANT_VOICE_MESSAGES } },
  deactivate: { action: 'toggle_active', action_data: { active: false } },
  delete: { action: 'delete', action_data: {} },
};

export const USER_BULK_COPY = bulkActionCopies<UserBulkAction>({
  grant_voice: {
    label: 'Grant Voice',
    title: 'Grant voice access',
    message: `Each selected user gets the voice upgrade with ${GRANT_VOICE_MESSAGES.toLocaleString('en-US')} voice messages.`,
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate users',
    message: 'These accounts are signed out and their bots stop answering until reactivated.',
  },
  delete: {
    label: 'Delete',
    title: 'Delete users',
    message: 'These accounts, their bots and all their data are removed for good. This cannot be undone.',
  },
});
