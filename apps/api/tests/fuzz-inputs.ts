import fc from 'fast-check';

/**
 * Generators of request input that every JSON route must refuse: a field
 * "poison" is a value no schema may accept for that field, and a body always
 * carries at least one, so a 2xx for it is a bug, not bad luck.
 */

/** Text that has broken parsers and databases: NUL, lone surrogates, RTL marks, ZWJ emoji, combining marks, BOM, separators. */
const ODD_PIECES = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\u200F', 'مرحبا', 'שלום', '👩‍👩‍👧', '🏳️‍🌈', 'e\u0301\u0301', '\uFEFF', '\u2028', '\u0085', "'; DROP TABLE users; --", '%00', '\\u0000', '{{7*7}}'];

export const oddText = fc
  .array(fc.oneof(fc.constantFrom(...ODD_PIECES), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 12 })), { maxLength: 6 })
  .map((pieces) => pieces.join(''));

/** A string holding a NUL or an unpaired surrogate; the 'x's keep the surrogate from pairing with a neighbour. */
const unstorableText = fc.tuple(oddText, fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), oddText).map(([a, bad, b]) => `${a}x${bad}x${b}`);

// No spaces: text fields trim, and a long run of spaces would read as blank, which some fields accept.
const longText = (min: number) => fc.tuple(fc.constantFrom('a', 'é', 'ش', 'e\u0301'), fc.integer({ min, max: min + 200 })).map(([c, n]) => c.repeat(n));

const deepArray = fc.integer({ min: 20, max: 300 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const deepObject = fc.integer({ min: 20, max: 300 }).map((depth) => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as unknown);
const keys = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'id', 'name', ''), oddText);
/** Any JSON value, with odd keys and strings; a filler for fields that carry no poison. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
  oddText,
  fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const finiteNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2));
const lists = fc.oneof(fc.array(junk, { maxLength: 4 }), deepArray);
const objects = fc.oneof(fc.dictionary(keys, junk, { maxKeys: 4 }), deepObject);
const NUMERAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

export interface TextRules {
  /** The field's maximum length; longer strings are a poison. */
  max?: number;
  /** Null has a documented meaning (clear a secret, no greeting), so it is no poison. */
  nullable?: boolean;
  /** A password only compared with a hash (sign-in): any character is allowed, so only the type and length can be wrong. */
  anyCharacter?: boolean;
}

/** Values no text field accepts. */
export function badText({ max, nullable = false, anyCharacter = false }: TextRules = {}): fc.Arbitrary<unknown> {
  const poisons: fc.WeightedArbitrary<unknown>[] = [finiteNumber, fc.boolean(), lists, objects].map((arbitrary) => ({ arbitrary, weight: 1 }));
  // Text that PostgreSQL cannot store is what reached a 500, so it comes up most.
  if (!anyCharacter) poisons.push({ arbitrary: unstorableText, weight: 4 });
  if (max !== undefined) poisons.push({ arbitrary: longText(max + 1), weight: 1 });
  if (!nullable) poisons.push({ arbitrary: fc.constant(null), weight: 1 });
  return fc.oneof(...poisons);
}

/** Values no numeric field accepts: null, blanks, booleans, non-numerals, lists, objects. */
export const badNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', '  ', 'NaN', 'Infinity', '1e3', '0x10', '1,5', '١٢'),
  oddText.filter((s) => !NUMERAL.test(s)),
  unstorableText,
  fc.boolean(),
  lists,
  objects,
);

export const badBoolean: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), finiteNumber, oddText, fc.constantFrom('true', 'false', '1'), lists, objects);

/** Values outside an enum; null only when the enum is not nullable. */
export function badChoice(choices: readonly string[], { nullable = false } = {}): fc.Arbitrary<unknown> {
  const outside = fc.oneof(oddText, fc.constantFrom(...choices.map((c) => c.toUpperCase()), ...choices.map((c) => ` ${c}`))).filter((s) => !choices.includes(s));
  const poisons: fc.Arbitrary<unknown>[] = [outside, finiteNumber, fc.boolean(), lists, objects];
  if (!nullable) poisons.push(fc.constant(null));
  return fc.oneof(...poisons);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const badId: fc.Arbitrary<unknown> = fc.oneof(oddText.filter((s) => !UUID.test(s)), finiteNumber, fc.boolean(), fc.constant(null), lists, objects);

/** Values no id list accepts: not a list, empty, holding a non-id, or longer than any bulk limit (500). */
export const badIdList: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant([]),
  fc.array(badId, { minLength: 1, maxLength: 3 }),
  fc.constant(Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)),
  oddText,
  finiteNumber,
  fc.constant(null),
  objects,
);

export type Poisons = Record<string, fc.Arbitrary<unknown>>;
export type Input = Record<string, unknown>;

/** A value made when it is generated, for inputs that hold ids of rows made in beforeAll. */
export const later = <T>(make: () => T): fc.Arbitrary<T> => fc.constant(null).map(make);

/**
 * A valid input with one to three of its fields poisoned, and sometimes odd
 * keys the schema does not know. Starting from a valid input means a poison
 * that slips through reaches the service and the database, as a real
 * request's would, instead of being refused for some other field.
 */
export function poisonedObject(poisons: Poisons, valid: Input | fc.Arbitrary<Input> = {}): fc.Arbitrary<Input> {
  const names = Object.keys(poisons);
  const base = valid instanceof fc.Arbitrary ? valid : fc.constant(valid);
  // Mostly one poisoned field, so a poison the schema lets through is not hidden by another it refuses.
  const count = fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 1 });
  const poisoned = count
    .chain((n) => fc.shuffledSubarray(names, { minLength: Math.min(n, names.length), maxLength: Math.min(n, names.length) }))
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((name) => [name, poisons[name]!]))));
  const unknownKeys = fc.dictionary(keys.filter((key) => !Object.hasOwn(poisons, key)), junk, { maxKeys: 3 });
  const extras = fc.option(unknownKeys, { nil: {}, freq: 3 });
  // The poisoned fields go last, so nothing overwrites them.
  return fc.tuple(base, extras, poisoned).map(([good, odd, bad]) => ({ ...good, ...odd, ...bad }));
}

/** Whether the server would read the text as JSON: its UTF-8 decoding drops a leading BOM first, as RFC 8259 allows. */
const parses = (text: string) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
};

/** Not JSON at all. Blank bodies are left out: the REST shim reads them as {} on purpose. */
const notJson = fc
  .oneof(fc.constantFrom('{', '{"name":', "{'a':1}", '{"a":1,}', 'NaN', 'undefined', '[1,]', '\uFEFF{', '"\\uZZZZ"', '{"a":"\u0000"}'), oddText.map((s) => `{${s}`))
  .filter((text) => text.trim() !== '' && !parses(text));

/** A top-level value that is not an object: every body schema wants an object. */
const notAnObject = fc.oneof(fc.constant(null), finiteNumber, fc.boolean(), oddText, fc.array(junk, { maxLength: 3 }), deepArray);
const veryDeepArray = fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
/** Over the 1 MB body limit of /api and /trpc (and the 64 KB one of /api/auth). */
const OVERSIZED = `[${'0,'.repeat(600_000)}0]`;

/** Raw request bodies a route whose input is `object` must refuse (4xx). */
export function badBodies(object: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: notAnObject.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: veryDeepArray },
    { weight: 1, arbitrary: fc.constant(OVERSIZED) },
  );
}

/** Percent-encodes every UTF-8 byte, so NUL and other odd code points reach the server as sent (a lone surrogate becomes U+FFFD). */
export function encodeAll(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** What a server reading a numeric id would take for one (" 1 ", "0x1", "1e0"): left out, since it may name the real ticket; ids past PostgreSQL's integer are fed below. */
const readsAsRowNumber = (s: string) => Number.isInteger(Number(s)) && Number(s) > 0;

/**
 * A path segment that names no row: odd text, or raw percent sequences that
 * are not valid UTF-8. "." and ".." are left out: the client resolves them as
 * dot segments, so they would address another path, not this route.
 */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  oddText.filter((s) => s.trim() !== '' && s !== '.' && s !== '..' && !UUID.test(s) && !readsAsRowNumber(s)).map(encodeAll),
  fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '%00', '%FF%FE', 'null', 'undefined', '-1', '0', '1.5', 'NaN', '2147483648', '3000000000', '9007199254740993', '1e12'),
);
