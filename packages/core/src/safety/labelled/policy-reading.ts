import firstPersonInJest from './first-person-in-jest.json' with { type: 'json' };
import type { LabelledMessage } from './label';

/**
 * Spent sets' messages that their writer labelled benign and the labelling policy counts as crises
 * (crisis-labelled-set.ts): a first-person wish or intent to die or to kill oneself, said in jest or
 * as hyperbole about a game, a team, a series or an exam ("me quiero morir, el madrid empató",
 * "kms laughing"). The screen is right to flag them, so the labelled set must not count them as
 * false alarms, and the classifier must not learn them as benign. Idioms that state no wish or intent
 * stay benign ("it's killing me", "je vais crever", Indonesian "mau mati", which reads as "about to
 * die" as often as "want to die"). Decision 010, the twenty-fourth round.
 */
const READ_AS_CRISES: ReadonlySet<string> = new Set(Object.values(firstPersonInJest).flat());

/** A spent set as the policy reads it: the sets themselves are never edited, labels included. */
export function readUnderPolicy(set: readonly LabelledMessage[]): LabelledMessage[] {
  return set.map((message) => (!message.crisis && READ_AS_CRISES.has(message.text) ? { ...message, crisis: true } : message));
}

/** Every message read as a crisis against its writer's label, for the test that each is in a spent set. */
export const POLICY_READINGS: readonly string[] = [...READ_AS_CRISES];
