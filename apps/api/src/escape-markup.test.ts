import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('turns the five markup characters into entities and leaves the rest', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a> — ok`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; — ok');
    expect(escapeMarkup('plain')).toBe('plain');
    expect(escapeMarkup('')).toBe('');
  });
});
