import { Bot, UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { useTakeover } from './use-takeover';

interface TakeoverButtonProps {
  takenOver: boolean;
  takeover: ReturnType<typeof useTakeover>;
  className?: string;
}

/** "Take over" (pauses the AI for this fan) or, once taken over, "Hand back". */
export function TakeoverButton({ takenOver, takeover, className }: TakeoverButtonProps) {
  if (takenOver) {
    return (
      <Button variant="secondary" size="sm" onClick={takeover.handBack} disabled={takeover.busy} className={cn('shrink-0 px-3', className)}>
        {takeover.busy ? <Spinner /> : <Bot aria-hidden="true" />}
        Hand back
      </Button>
    );
  }
  return (
    <Button size="sm" onClick={takeover.takeOver} disabled={takeover.busy} className={cn('shrink-0 px-3', className)}>
      {takeover.busy ? <Spinner /> : <UserRound aria-hidden="true" />}
      Take over
    </Button>
  );
}
