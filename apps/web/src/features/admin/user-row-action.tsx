import type { LucideIcon } from 'lucide-react';
import { Button } from '../../ui/button';
import { Tooltip } from '../../ui/tooltip';

interface UserRowActionProps {
  icon: LucideIcon;
  /** What the tooltip says. */
  tooltip: string;
  /** The accessible name, naming the user ("Edit Mira Fern"). */
  label: string;
  /** The words shown beside the icon on phones. */
  text: string;
  onClick(): void;
}

/**
 * One of a user row's buttons: icon and words on phones, the icon alone from
 * `md`, where the tooltip names it for sighted mouse and keyboard users.
 */
export function UserRowAction({ icon: Icon, tooltip, label, text, onClick }: UserRowActionProps) {
  return (
    <Tooltip content={tooltip}>
      <Button variant="secondary" size="sm" onClick={onClick} aria-label={label} className="flex-1 md:flex-none">
        <Icon aria-hidden="true" />
        <span className="md:sr-only">{text}</span>
      </Button>
    </Tooltip>
  );
}
