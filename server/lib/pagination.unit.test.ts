import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toPage } from './pagination';

describe('cursors', () => {
  it('round-trip any sort key of strings and numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 60 }), fc.integer()), { minLength: 1, maxLength: 4 }), (values) => {
        const kinds = values.map((v) => (typeof v === 'number' ? 'number' : 'string') as 'string' | 'number');
        expect(decodeCursor(encodeCursor(values), kinds)).toEqual(values);
      }),
    );
  });

  it('no cursor means the first page', () => {
    expect(decodeCursor(undefined, ['string'])).toBeUndefined();
    expect(decodeCursor('', ['string'])).toBeUndefined();
  });

  it('refuse garbage, a cursor of another shape, and wrong kinds with a 400', () => {
    for (const bad of ['%%%', 'bm90IGpzb24', encodeCursor(['a']), encodeCursor([1, 'x'])]) {
      expect(() => decodeCursor(bad, ['string', 'string'])).toThrow(expect.objectContaining({ status: 400, code: 'validation' }));
    }
  });
});

describe('toPage', () => {
  it('points the cursor at the last item only when a further row was fetched', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const more = toPage(rows, 2, (r) => [r.id], (r) => r.id);
    expect(more.items).toEqual(['a', 'b']);
    expect(decodeCursor(more.nextCursor ?? '', ['string'])).toEqual(['b']);
    const last = toPage(rows, 3, (r) => [r.id], (r) => r.id);
    expect(last).toEqual({ items: ['a', 'b', 'c'], nextCursor: null });
  });
});
