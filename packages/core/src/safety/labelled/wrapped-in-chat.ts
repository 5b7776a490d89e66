import wrapped from './wrapped-in-chat.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Fan chat about the creator's content with one statement inside it (2026-11-30, two writers who had
 * seen neither the lexicon nor any set): an explicit crisis of the fan's own in 24 per language, a
 * benign statement worded like one (an idiom, someone else, a recovered past, a song) in 16. Written
 * to test a rule that let the classifier overrule the lexicon in long messages (decision 010, the
 * twelfth round), then put in the labelled set: such messages are how fans write, and the
 * classifier learns from them that a statement counts wherever it sits in the chat.
 */
export const WRAPPED_IN_CHAT = labelledFans(wrapped);
