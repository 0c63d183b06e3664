import { RecentIds } from '../../src/routes/realtime/recent-ids';

describe('RecentIds', () => {
  it('reports an id once and forgets the oldest beyond its capacity', () => {
    const ids = new RecentIds(2);
    expect(ids.add('a')).toBe(true);
    expect(ids.add('a')).toBe(false);
    expect(ids.add('b')).toBe(true);
    expect(ids.add('c')).toBe(true); // evicts a
    expect(ids.add('b')).toBe(false);
    expect(ids.add('a')).toBe(true);
  });
});
