import { LifeBuoy } from 'lucide-react';
import { PageFrame } from '../../ui/page-frame';
import { SUPPORT_EMAIL } from './legal-constants';
import { LegalTextContent, legalTextKey, type LegalText } from './legal-text';

export interface LegalSection {
  heading: string;
  paragraphs?: LegalText[];
  bullets?: LegalText[];
}

/** A highlighted box shown before the contents, for what a reader may need at once. */
export interface LegalNotice {
  heading: string;
  paragraphs: LegalText[];
}

export interface LegalContent {
  /** The small label above the title; "Legal" unless given. */
  eyebrow?: string;
  title: string;
  /** As shown on the page, e.g. "November 24, 2026". */
  lastUpdated: string;
  summary: string;
  notice?: LegalNotice;
  sections: LegalSection[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

function NoticeBox({ notice }: { notice: LegalNotice }) {
  const id = `${slug(notice.heading)}-title`;
  return (
    <aside aria-labelledby={id} className="mt-10 flex gap-4 rounded-2xl bg-flare-500/10 p-6 ring-1 ring-flare-400/30">
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-flare-400" />
      <div>
        <h2 id={id} className="text-lg font-semibold text-white">
          {notice.heading}
        </h2>
        {notice.paragraphs.map((paragraph) => (
          <p key={legalTextKey(paragraph)} className="mt-2 leading-relaxed text-zinc-200">
            <LegalTextContent text={paragraph} />
          </p>
        ))}
      </div>
    </aside>
  );
}

/** Shared layout of the legal pages (privacy, terms, safety): a contents list, then numbered sections. */
export function LegalDocument({ content }: { content: LegalContent }) {
  return (
    <PageFrame>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <header className="border-b border-white/10 pb-10">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{content.eyebrow ?? 'Legal'}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{content.title}</h1>
          <p className="mt-4 text-sm text-zinc-500">Last updated: {content.lastUpdated}</p>
          <p className="mt-6 text-lg leading-relaxed text-zinc-300">{content.summary}</p>
        </header>

        {content.notice && <NoticeBox notice={content.notice} />}

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
                <p key={legalTextKey(paragraph)} className="mt-4 leading-relaxed text-zinc-300">
                  <LegalTextContent text={paragraph} />
                </p>
              ))}
              {bullets.length > 0 && (
                <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-zinc-300 marker:text-brand-400">
                  {bullets.map((bullet) => (
                    <li key={legalTextKey(bullet)}>
                      <LegalTextContent text={bullet} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>

        <aside aria-labelledby="legal-questions-title" className="mt-16 rounded-2xl bg-brand-500/10 p-6 ring-1 ring-brand-400/20">
          <h2 id="legal-questions-title" className="font-semibold text-white">Questions?</h2>
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
