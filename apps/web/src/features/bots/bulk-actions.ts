import type { RouterInputs } from '@fanline/api';
import { bulkActionCopies } from '../../lib/bulk-action-copy';

export type BulkAction = RouterInputs['bots']['bulk']['action'];

export const BULK_ACTIONS = bulkActionCopies<BulkAction>({
  activate: {
    label: 'Activate',
    title: 'Activate bots',
    message: 'These bots will start answering fans. Bots without a Telegram token, or whose Instagram account or WhatsApp number is not connected, are skipped.',
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate bots',
    message: 'These bots will stop answering fans until you activate them again.',
  },
  delete: {
    label: 'Delete',
    title: 'Delete bots',
    message: 'These bots and all their data will be deleted permanently. This cannot be undone.',
  },
});
