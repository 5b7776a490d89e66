import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  /** Titles of the audits that cost points, per category. */
  failing: Record<Category, string[]>;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Result, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => (category === 'performance' ? `${audit.title} (${audit.displayValue ?? audit.score})` : audit.title));
}

/**
 * Lighthouse's default run: mobile form factor, simulated throttling, one page
 * per fresh Chromium. A run that fails to record its trace (NO_NAVSTART, which
 * happens now and then on a busy machine) is tried once more before giving up.
 */
export async function auditPage(url: string, attempts = 2): Promise<PageAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(url: string): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      url,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      failing: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)])) as Record<Category, string[]>,
    };
  } finally {
    chrome.kill();
  }
}
