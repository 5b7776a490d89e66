import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A square check box in the house style; give it an aria-label when it has no visible label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'grid size-5 shrink-0 place-items-center rounded-md bg-ink-900 ring-1 ring-inset ring-white/20 transition',
        'hover:ring-white/35 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
        'data-[state=checked]:bg-brand-500 data-[state=checked]:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="text-white">
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
