import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type PostCursor } from './post-cursor.ts';

const cursor: PostCursor = {
  sort: 'relevance',
  now: new Date('2026-03-01T12:00:00.000Z'),
  score: '37.52301818845023',
  postedAt: '2026-03-01 10:00:00.123456+00',
  id: '0b8f1b9e-6f0e-4c4e-9b52-3f1d2c7a9e01',
};

describe('post cursor', () => {
  it('round-trips', () => {
    expect(decodeCursor(encodeCursor(cursor), 'relevance')).toEqual(cursor);
    const byDate = { ...cursor, sort: 'date' as const, score: null };
    expect(decodeCursor(encodeCursor(byDate), 'date')).toEqual(byDate);
  });

  it('refuses a cursor of another sort', () => {
    expect(() => decodeCursor(encodeCursor(cursor), 'influence')).toThrow(/^cursor: belongs to another sort order/);
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['array', Buffer.from('[]').toString('base64url')],
    ['wrong version', Buffer.from(JSON.stringify({ v: 2 })).toString('base64url')],
    ['injected score', encodeCursor({ ...cursor, score: '1); drop table posts; --' })],
    ['bad id', encodeCursor({ ...cursor, id: "x' or 1=1" })],
    ['bad timestamp', encodeCursor({ ...cursor, postedAt: 'yesterday' })],
  ])('refuses %s with a 400 naming the cursor', (_, raw) => {
    expect(() => decodeCursor(raw, 'relevance')).toThrow(/^cursor: /);
    try {
      decodeCursor(raw, 'relevance');
    } catch (error) {
      expect(error).toMatchObject({ status: 400 });
    }
  });
});
