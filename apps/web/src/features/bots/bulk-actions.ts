import type { RouterInputs } from '@fanline/api';

export type BulkAction = RouterInputs['bots']['bulk']['action'];

interface BulkActionCopy {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
}

/** SPEC §2: the confirm button reads 'Delete Permanently' for delete and 'Confirm Action' otherwise. */
export const BULK_ACTIONS: Record<BulkAction, BulkActionCopy> = {
  activate: {
    label: 'Activate',
    title: 'Activate bots',
    message: 'These bots will start answering fans. Bots without a Telegram token or Instagram configuration are skipped.',
    confirmLabel: 'Confirm Action',
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate bots',
    message: 'These bots will stop answering fans until you activate them again.',
    confirmLabel: 'Confirm Action',
  },
  delete: {
    label: 'Delete',
    title: 'Delete bots',
    message: 'These bots and all their data will be deleted permanently. This cannot be undone.',
    confirmLabel: 'Delete Permanently',
  },
};
