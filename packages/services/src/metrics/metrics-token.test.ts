import { describe, expect, it } from 'vitest';
import { metricsTokenMatches } from './metrics-token';

describe('metricsTokenMatches', () => {
  const token = 'a-metrics-token-of-24-ch';
  it('takes the token as a bearer token, the scheme in any case', () => {
    expect(metricsTokenMatches(token, `Bearer ${token}`)).toBe(true);
    expect(metricsTokenMatches(token, `bearer ${token}`)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const header of [undefined, '', 'Bearer ', `Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, `Basic ${token}`]) {
      expect(metricsTokenMatches(token, header)).toBe(false);
    }
  });
});
