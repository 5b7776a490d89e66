import { Link } from 'react-router';
import { Logo } from '../../ui/logo';

const linkClass = 'text-sm text-zinc-400 transition hover:text-white';

export function LandingFooter() {
  return (
    <footer className="border-t border-white/[0.06] bg-ink-950">
      <div className="mx-auto grid max-w-6xl gap-x-4 gap-y-10 px-4 py-14 sm:px-6 grid-cols-2 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm text-zinc-400">
            AI chatbots that talk like you, answer fans around the clock and earn while you create.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="mt-4 space-y-3">
            <li><a href="#features" className={linkClass}>Features</a></li>
            <li><a href="#how" className={linkClass}>How it works</a></li>
            <li><Link to="/pricing" className={linkClass}>Pricing</Link></li>
            <li><a href="#faq" className={linkClass}>FAQ</a></li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-4 space-y-3">
            <li><Link to="/privacy" className={linkClass}>Privacy Policy</Link></li>
            <li><Link to="/terms" className={linkClass}>Terms of Service</Link></li>
            <li><Link to="/safety" className={linkClass}>Safety Protocol</Link></li>
            <li>
              <a href="mailto:support@fanline.app" className={linkClass}>
                support@fanline.app
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/[0.06]">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-zinc-500 sm:px-6">© 2026 Fanline. All rights reserved.</p>
      </div>
    </footer>
  );
}
