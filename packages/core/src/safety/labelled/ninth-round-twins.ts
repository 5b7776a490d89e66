import { labelled } from './label';

/**
 * Round 9 (issue #33): crises shaped like the seventh held-out set's false alarms that the ninth
 * round's guards let through (a will beside a surgery, thoughts that therapy ended), which the
 * guards must not hide; written for this round, in no other set.
 */
export const NINTH_ROUND_TWINS = [
  ...labelled('it', 'fan', { crisis: ['ho fatto testamento, lunedì lo faccio e basta'], safe: [] }),
  ...labelled('de', 'fan', { crisis: ['früher hatte ich nie suizidgedanken, jetzt jeden tag und es wird schlimmer'], safe: [] }),
];
