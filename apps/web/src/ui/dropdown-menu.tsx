import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Radix DropdownMenu (arrow keys, typeahead, Escape, focus return) in the house style. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-52 rounded-2xl bg-ink-800 p-1.5 shadow-2xl shadow-black/50 ring-1 ring-white/10 data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

type ItemProps = ComponentProps<typeof Menu.Item> & { destructive?: boolean };

export function DropdownMenuItem({ className, destructive = false, ...props }: ItemProps) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-default items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium outline-none select-none [&_svg]:size-4 [&_svg]:shrink-0',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        destructive
          ? 'text-rose-300 data-[highlighted]:bg-rose-500/15 data-[highlighted]:text-rose-200'
          : 'text-zinc-200 data-[highlighted]:bg-white/[0.08] data-[highlighted]:text-white [&_svg]:text-zinc-400',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1.5 h-px bg-white/[0.08]', className)} {...props} />;
}
