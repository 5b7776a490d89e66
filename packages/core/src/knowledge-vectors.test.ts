import { describe, expect, it } from 'vitest';
import { embeddingsModelSchema, fuseRankings } from './knowledge-vectors';

const id = (item: { id: number }) => item.id;

describe('fuseRankings', () => {
  it('puts an item both rankings hold above one that leads only one', () => {
    const words = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const meaning = [{ id: 4 }, { id: 3 }, { id: 5 }];
    expect(fuseRankings([words, meaning], id).map(id)).toEqual([3, 1, 4, 2, 5]);
  });

  it('keeps a single ranking as it is, each item once', () => {
    expect(fuseRankings([[{ id: 7 }, { id: 8 }], []], id).map(id)).toEqual([7, 8]);
    expect(fuseRankings([[{ id: 7 }], [{ id: 7 }]], id).map(id)).toEqual([7]);
  });

  it('breaks a tie by first appearance', () => {
    expect(fuseRankings([[{ id: 1 }], [{ id: 2 }]], id).map(id)).toEqual([1, 2]);
  });
});

describe('EMBEDDINGS_MODEL', () => {
  it('takes the two text-embedding-3 models, and empty as unset', () => {
    expect(embeddingsModelSchema.parse('text-embedding-3-small')).toBe('text-embedding-3-small');
    expect(embeddingsModelSchema.parse('')).toBeUndefined();
    expect(embeddingsModelSchema.safeParse('text-embedding-ada-002').success).toBe(false);
  });
});
