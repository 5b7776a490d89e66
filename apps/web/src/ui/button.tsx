import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-all duration-150 select-none disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-brand-gradient text-white shadow-lg shadow-brand-600/25 ring-1 ring-inset ring-white/15 hover:brightness-110 hover:shadow-brand-500/40 active:brightness-95',
        secondary: 'bg-white/[0.06] text-zinc-100 ring-1 ring-inset ring-white/12 hover:bg-white/10 hover:ring-white/20',
        ghost: 'text-zinc-300 hover:bg-white/[0.06] hover:text-white',
        light: 'bg-white text-ink-900 shadow-lg shadow-black/20 hover:bg-zinc-100',
      },
      size: {
        sm: 'h-9 px-3.5 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean; busy?: boolean };

/**
 * The one button of the product; `asChild` lends its look to a link.
 * `busy`: still working on its last press. It looks disabled and ignores
 * presses, but keeps keyboard focus, which `disabled` would drop to the page
 * (Deploy turning into Stop must leave the keyboard user on the card).
 */
export function Button({ className, variant, size, asChild = false, busy = false, type, onClick, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), busy && 'cursor-progress opacity-50', className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
