import { describe, expect, it } from 'vitest';
import { eitherOrder, unlessNamedAfter, unlessNamedNear } from './phrase-syntax';

/** As the screen runs a pattern: on normalised text, from after a space to before one. */
const matches = (pattern: string, text: string) => new RegExp(` (?:${pattern})(?= )`).test(text);

const TWO_SLOTS = eitherOrder('pills', 'nobody home', 2);
const VETOED = `${eitherOrder('pills', 'alone', 0)}${unlessNamedNear('dog|cat[^ .]*', 2, 11)}`;

describe('eitherOrder and unlessNamedNear, at their edges', () => {
  it.each([
    [' pills a b nobody home ', true, 'in order, two words apart', TWO_SLOTS],
    [' nobody home . b pills ', true, 'the other way round, across a sentence end', TWO_SLOTS],
    [' pills a b c nobody home ', false, 'three words apart', TWO_SLOTS],
    [' nobody home pillsbury ', false, 'not at a word end', TWO_SLOTS],
    [' pills alone a b cats ', false, 'a stem two words after', VETOED],
    [' pills alone . dog ', false, 'a word after a sentence end', VETOED],
    [' pills alone a b c dog ', true, 'a word three words after', VETOED],
    [' dog pills alone ', false, 'a word whose space is 11 characters before the end', VETOED],
    [' dog x pills alone ', true, 'a word whose space is 13 characters before the end', VETOED],
    [' dogs pills alone hotdog ', true, 'only parts of words', VETOED],
    [' alone dog ', false, 'a word right after', `alone${unlessNamedAfter('dog', 0)}`],
  ])('"%s": %s (%s)', (text, expected, _why, pattern) => {
    expect(matches(pattern, text)).toBe(expected);
  });
});
