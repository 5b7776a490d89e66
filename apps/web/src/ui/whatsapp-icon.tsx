import { cn } from '../lib/cn';

/** WhatsApp's speech bubble with the handset, drawn in currentColor like InstagramIcon; lucide ships no brand marks. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={cn('size-4', className)}>
      <path d="M3.5 20.5l1.2-4.3A8.6 8.6 0 1 1 8 19.4Z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.3 7.7c.2-.3.4-.4.7-.4h.5c.2 0 .4.1.5.4l.7 1.6c.1.3 0 .5-.1.7l-.5.6c-.1.2-.1.4 0 .5.4.7.9 1.3 1.5 1.8.6.5 1.2.9 1.9 1.2.2.1.4 0 .5-.1l.6-.7c.2-.2.4-.2.7-.1l1.6.8c.2.1.4.3.4.5 0 .4-.1.9-.4 1.3-.4.5-1.1.9-1.8.9-.8 0-2-.4-3.5-1.5-1.4-1-2.5-2.4-3-3.4-.6-1.1-.6-2-.4-2.7.1-.5.3-.8.5-1Z"
      />
    </svg>
  );
}
