import { describe, expect, it } from 'vitest';
import { searchTerms } from './knowledge-search';

describe('searchTerms', () => {
  it('keeps the words worth searching for, in any of the nine languages, once each', () => {
    expect(searchTerms('Where is the autumn tour? The TOUR!')).toEqual(['autumn', 'tour']);
    expect(searchTerms('¿Dónde empieza la gira de otoño?')).toEqual(['dónde', 'empieza', 'gira', 'otoño']);
    expect(searchTerms('Где начинается тур?')).toEqual(['начинается', 'тур']);
    expect(searchTerms('hi :) ok')).toEqual([]);
  });

  it('passes on letters and digits only, so no tsquery syntax reaches PostgreSQL', () => {
    expect(searchTerms("tour's & (porto) | !vinyl:* 2026")).toEqual(['tour', 'porto', 'vinyl', '2026']);
  });
});
