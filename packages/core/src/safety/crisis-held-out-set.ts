import type { LabelledMessage } from './labelled/label';

/** Filled once the lexicon change is committed (see crisis-held-out.test.ts). */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = [];
