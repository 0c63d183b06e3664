import { VersionedTextCache } from '../../src/routes/versioned-text.cache';

describe('VersionedTextCache', () => {
  it('renders once per version, again for a new version, and keeps to its size', async () => {
    const cache = new VersionedTextCache(10);
    let renders = 0;
    const render = (text: string) => async () => {
      renders += 1;
      return text;
    };
    expect((await cache.get('a', 'v1', render('aaaa'))).body).toBe('aaaa');
    expect((await cache.get('a', 'v1', render('other'))).body).toBe('aaaa');
    expect(renders).toBe(1);
    const next = await cache.get('a', 'v2', render('bbbb'));
    expect(next.body).toBe('bbbb');
    expect(next.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(renders).toBe(2);
    // 'b' and 'c' push the total over 10 characters: the least recently used, 'a', is dropped.
    await cache.get('b', 'v1', render('cccc'));
    await cache.get('c', 'v1', render('dddd'));
    await cache.get('a', 'v2', render('eeee'));
    expect(renders).toBe(5);
    // Too long to hold: answered, never kept.
    await cache.get('d', 'v1', render('x'.repeat(11)));
    await cache.get('d', 'v1', render('x'.repeat(11)));
    expect(renders).toBe(7);
  });
});
