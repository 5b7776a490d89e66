import { PageFrame } from '../../ui/page-frame';
import { LAST_UPDATED, SUPPORT_EMAIL } from './legal-constants';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface LegalContent {
  title: string;
  summary: string;
  sections: LegalSection[];
}


const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

/** Shared layout of the privacy policy and the terms: a contents list, then numbered sections. */
export function LegalDocument({ content }: { content: LegalContent }) {
  return (
    <PageFrame>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <header className="border-b border-white/10 pb-10">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{content.title}</h1>
          <p className="mt-4 text-sm text-zinc-500">Last updated: {LAST_UPDATED}</p>
          <p className="mt-6 text-lg leading-relaxed text-zinc-300">{content.summary}</p>
        </header>

        <nav aria-label="Contents" className="mt-10 rounded-2xl bg-ink-850/70 p-6 ring-1 ring-white/[0.08]">
          <h2 className="text-sm font-semibold text-white">Contents</h2>
          <ol className="mt-3 list-inside list-decimal gap-x-6 space-y-1.5 text-sm text-zinc-400 sm:columns-2">
            {content.sections.map(({ heading }) => (
              <li key={heading}>
                <a href={`#${slug(heading)}`} className="hover:text-white">
                  {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-12">
          {content.sections.map(({ heading, paragraphs = [], bullets = [] }, index) => (
            <section key={heading} id={slug(heading)} aria-labelledby={`${slug(heading)}-title`}>
              <h2 id={`${slug(heading)}-title`} className="text-xl font-semibold text-white">
                <span className="mr-2 text-brand-300">{index + 1}.</span>
                {heading}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-zinc-300">
                  {paragraph}
                </p>
              ))}
              {bullets.length > 0 && (
                <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-zinc-300 marker:text-brand-400">
                  {bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>

        <aside className="mt-16 rounded-2xl bg-brand-500/10 p-6 ring-1 ring-brand-400/20">
          <h2 className="font-semibold text-white">Questions?</h2>
          <p className="mt-2 text-sm text-zinc-300">
            Write to us at{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-300 hover:text-brand-200">
              {SUPPORT_EMAIL}
            </a>{' '}
            and a real person will get back to you within two business days.
          </p>
        </aside>
      </article>
    </PageFrame>
  );
}
