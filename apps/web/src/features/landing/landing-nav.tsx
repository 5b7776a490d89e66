import { Menu, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAuthDialog } from '../auth';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';

const NAV_LINKS = [
  { label: 'Features', href: '#features' },
  { label: 'How it works', href: '#how' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'FAQ', href: '#faq' },
] as const;

// "Pricing" points at /pricing (it works in a new tab and without script), but on
// the landing page itself the same plans are a scroll away.
function scrollToPricing(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById('pricing');
  if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: 'smooth' });
}

export function LandingNav() {
  const { openAuthDialog } = useAuthDialog();
  const [menuOpen, setMenuOpen] = useState(false);

  const linkProps = (href: string) => ({
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      setMenuOpen(false);
      if (href === '/pricing') scrollToPricing(event);
    },
  });

  return (
    <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/75 backdrop-blur-xl">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" aria-label="Fanline home" className="rounded-lg">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ label, href }) => (
            <li key={label}>
              <a {...linkProps(href)} className="rounded-lg px-3 py-2 text-sm font-medium text-zinc-300 transition hover:text-white">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" className="hidden md:inline-flex" onClick={() => openAuthDialog('signin')}>
            Sign In
          </Button>
          <Button size="sm" onClick={() => openAuthDialog('signup')}>
            Get Started
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        className="border-t border-white/[0.06] bg-ink-950/95 px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="flex flex-col">
          {NAV_LINKS.map(({ label, href }) => (
            <li key={label}>
              <a {...linkProps(href)} className="block rounded-lg px-3 py-3 text-base font-medium text-zinc-200 hover:bg-white/5">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => {
            setMenuOpen(false);
            openAuthDialog('signin');
          }}
        >
          Sign In
        </Button>
      </div>
    </header>
  );
}
