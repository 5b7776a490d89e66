/** What a bulk button and its confirmation say (docs/product.md §2, §4). */
export interface BulkActionCopy {
  /** The bulk button. */
  label: string;
  /** The confirmation's title; the count of affected items follows it. */
  title: string;
  message: string;
  confirmLabel: string;
  /** Paints the confirm button as a destructive action. */
  destructive: boolean;
}

/**
 * A list's bulk copy, in button order. docs/product.md §2: the 'delete' action is the
 * destructive one and confirms with 'Delete Permanently'; every other action
 * confirms with 'Confirm Action'.
 */
export function bulkActionCopies<A extends string>(copies: Record<A, Pick<BulkActionCopy, 'label' | 'title' | 'message'>>): Record<A, BulkActionCopy> {
  const entries = Object.entries<Pick<BulkActionCopy, 'label' | 'title' | 'message'>>(copies).map(([action, copy]) => {
    const destructive = action === 'delete';
    return [action, { ...copy, confirmLabel: destructive ? 'Delete Permanently' : 'Confirm Action', destructive }] as const;
  });
  return Object.fromEntries(entries) as Record<A, BulkActionCopy>;
}
