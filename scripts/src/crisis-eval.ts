import {
  CRISIS_HELD_OUT_SET,
  CRISIS_LABELLED_SET,
  CRISIS_TARGETS,
  SAFETY_LANGUAGES,
  evaluateCrisisScreen,
  screenFanText,
  screenReplyText,
  warmUpCrisisScreen,
  type CrisisTarget,
  type LabelledMessage,
  type LanguageFigures,
} from '@fanline/core';

/*
 * The built-in lexicon alone (no OpenAI moderation, no model layer) on its two sets: the labelled
 * set it is tuned on, a regression check, and the held-out set it was never tuned on, the honest
 * figure. Exits 1 when a target is missed.
 */

const fixed = (n: number) => n.toFixed(3).padStart(9);
const meets = (f: LanguageFigures, target: CrisisTarget) => f.precision >= target.precision && f.recall >= target.recall;

function row(name: string, figures: LanguageFigures, target: CrisisTarget): { line: string; missed: boolean } {
  const enforced = name === 'overall' || (target.perLanguageFrom !== null && figures.total >= target.perLanguageFrom);
  const verdict = meets(figures, target) ? 'ok' : enforced ? 'MISSED' : 'below (not enforced)';
  return {
    line: `  ${name.padEnd(9)}${String(figures.total).padStart(8)}${fixed(figures.precision)}${fixed(figures.recall)}   ${verdict}`,
    missed: enforced && !meets(figures, target),
  };
}

function report(title: string, note: string, set: readonly LabelledMessage[], target: CrisisTarget): { lines: string[]; missed: boolean } {
  const result = evaluateCrisisScreen(set);
  const crisisCount = set.filter((m) => m.crisis).length;
  const replyCount = set.filter((m) => m.source === 'reply').length;
  const enforcedWhere = target.perLanguageFrom === null ? 'overall' : `overall and each language from ${target.perLanguageFrom} messages`;
  const rows = [
    ...SAFETY_LANGUAGES.map((language) => row(language, result.byLanguage[language], target)),
    row('overall', { total: result.total, precision: result.precision, recall: result.recall }, target),
  ];
  return {
    lines: [
      `${title}: ${result.total} messages (${crisisCount} crisis, ${result.total - crisisCount} not; ${replyCount} bot replies)`,
      `  TP ${result.truePositives}  FP ${result.falsePositives}  FN ${result.falseNegatives}  TN ${result.trueNegatives}`,
      `  ${note}`,
      '',
      `  language  messages precision    recall   target: precision ≥ ${target.precision}, recall ≥ ${target.recall} (${enforcedWhere})`,
      ...rows.map((r) => r.line),
      '',
      `  Misclassified (${result.misses.length}):`,
      ...result.misses.map((m) => `    ${m.expected ? 'missed crisis' : 'false alarm  '}  ${JSON.stringify(m.text)}`),
    ],
    missed: rows.some((r) => r.missed),
  };
}

// As the runner does at start: compiled at once, not after an interpreted first run (see warmUpCrisisScreen).
warmUpCrisisScreen();

const labelled = report(
  'Labelled set',
  'The lexicon is tuned on this set: read it as a regression check, not as recall on new text.',
  CRISIS_LABELLED_SET,
  CRISIS_TARGETS.labelled,
);
const heldOut = report(
  'Held-out set',
  'Written after the lexicon change and never tuned on. Do not fix its misses in the lexicon: move the set into the labelled one and write a new held-out set (docs/operations.md).',
  CRISIS_HELD_OUT_SET,
  CRISIS_TARGETS.heldOut,
);

/** Every fan message and every reply waits for the screen; Telegram's longest text is 4,096 characters. */
const SCREEN_TARGET_MS = 1;
const fill = (seed: string) => seed.repeat(Math.ceil(4096 / seed.length)).slice(0, 4096);
const LONG_MESSAGES: readonly [string, string][] = [
  ['chat', fill('hey babe how was your day? i went to the gym and then watched a movie with my friends lol 😂 ')],
  ['Russian', fill('привет как дела я сегодня ходила в магазин и умираю от смеха с тебя ')],
  ['one anchor word repeated', fill('want ')],
  ['leetspeak and symbols', fill('k1ll 3 4 5 @ $ ! ')],
  ['no spaces', 'a'.repeat(4096)],
];

/** Median of 15 batches of 20 screens after a warm-up, so one garbage-collection pause does not decide. */
function medianMsPerScreen(screen: (text: string) => unknown, text: string): number {
  for (let i = 0; i < 50; i++) screen(text);
  const batches = Array.from({ length: 15 }, () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) screen(text);
    return (performance.now() - started) / 20;
  });
  return batches.sort((a, b) => a - b)[7]!;
}

const timings = LONG_MESSAGES.map(([name, text]) => ({ name, fan: medianMsPerScreen(screenFanText, text), reply: medianMsPerScreen(screenReplyText, text) }));
const slow = timings.some((t) => t.fan >= SCREEN_TARGET_MS || t.reply >= SCREEN_TARGET_MS);
const timingLines = [
  `Screen time of a 4,096-character message (median ms; target under ${SCREEN_TARGET_MS} ms each): ${slow ? 'MISSED' : 'ok'}`,
  '  message                      fan   reply',
  ...timings.map((t) => `  ${t.name.padEnd(25)}${t.fan.toFixed(3).padStart(7)}${t.reply.toFixed(3).padStart(8)}`),
];

console.log(['Built-in crisis lexicon, alone (no OpenAI moderation, no model layer)', '', ...labelled.lines, '', ...heldOut.lines, '', ...timingLines].join('\n'));
if (labelled.missed || heldOut.missed || slow) process.exitCode = 1;
