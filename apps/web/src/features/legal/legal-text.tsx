import { Link } from 'react-router';

/** A run of plain text, or a link: an in-app path ("/safety") or a full address ("https://…", "tel:988"). */
export type LegalInline = string | { text: string; href: string };

/** A paragraph or bullet of a legal page: plain text, or text with links in it. */
export type LegalText = string | readonly LegalInline[];

const linkClass = 'font-medium text-brand-300 underline underline-offset-4 hover:text-brand-200';

/** A stable React key for a paragraph or bullet: its plain text. */
export function legalTextKey(text: LegalText): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

export function LegalTextContent({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={part.href} className={linkClass}>
          {part.text}
        </Link>
      );
    }
    return (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}
