/**
 * A bench flag's whole number, at least `min`; underscores may group digits
 * (`--messages 1_000_000`). Anything else throws with the bench's usage text.
 */
export function integerFlag(name: string, raw: string, min: number, usage: string): number {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer ≥ ${min} (got "${raw}")\n${usage}`);
  return value;
}
