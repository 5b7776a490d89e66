import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface TooltipProps {
  /** What the tooltip says; nothing renders around `children` when it is empty. */
  content: ReactNode;
  /** One focusable element (a button or link), so keyboard users can reach the tooltip too. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/**
 * A small hint shown on hover and on keyboard focus. Each tooltip carries its
 * own provider, so it works anywhere without app-level wiring.
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  if (!content) return <>{children}</>;
  return (
    <TooltipPrimitive.Provider delayDuration={150}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded-xl bg-ink-700 px-3 py-2 text-xs leading-relaxed text-zinc-100 shadow-xl shadow-black/40 ring-1 ring-white/10 data-[state=delayed-open]:animate-fade-in',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink-700" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
