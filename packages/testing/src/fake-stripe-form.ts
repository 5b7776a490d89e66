/**
 * Decodes the form encoding the Stripe SDK sends: `a[b][0][c]=x` becomes
 * `{ a: { b: [{ c: 'x' }] } }`. Values stay strings, as Stripe receives them.
 * An object whose keys are all digits becomes an array, so a metadata object
 * keyed only by numbers would too; no caller of the fake does that.
 */
export function decodeStripeForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let node = root;
    for (const [i, raw] of path.entries()) {
      // `a[]` appends, as older SDKs encoded arrays.
      const segment = raw === '' && i > 0 ? String(Object.keys(node).length) : raw;
      if (i === path.length - 1) {
        node[segment] = value;
        break;
      }
      const child = node[segment];
      node = typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : (node[segment] = {});
    }
  }
  return arraysFromNumericKeys(root) as Record<string, unknown>;
}

function arraysFromNumericKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arraysFromNumericKeys(child)] as const);
  const isArray = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (!isArray) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
}
