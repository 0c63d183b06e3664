import { ArticlePageCache, type CachedPage } from '../../src/routes/article-page.cache';

const page = (version: string, chars: number): CachedPage => ({
  version,
  status: 200,
  journalSlug: 'applied-science',
  hasFullText: chars > 10,
  body: 'x'.repeat(chars),
  etag: '"e"',
  counts: { investigations: 0, requests: 0 },
});

describe('ArticlePageCache', () => {
  it('serves a page while its version is current, never another version', () => {
    const cache = new ArticlePageCache();
    cache.set('a', page('v1', 5));
    expect(cache.get('a', 'v1')?.body).toBe('xxxxx');
    expect(cache.get('a', 'v2')).toBeUndefined();
  });

  it('forgets the least recently used page beyond its entries', () => {
    const cache = new ArticlePageCache(2);
    cache.set('a', page('v', 1));
    cache.set('b', page('v', 1));
    cache.get('a', 'v');
    cache.set('c', page('v', 1));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('holds at most its characters of HTML, counting a replaced page once', () => {
    const cache = new ArticlePageCache(100, 100);
    cache.set('a', page('v1', 40));
    cache.set('a', page('v2', 40)); // the same article again: replaces, not adds
    cache.set('b', page('v', 40));
    expect(cache.size).toEqual({ entries: 2, chars: 80 });
    cache.set('c', page('v', 40)); // 120 > 100: the oldest goes
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    expect(cache.size).toEqual({ entries: 2, chars: 80 });
    cache.set('huge', page('v', 101)); // larger than the whole cache: not kept, nothing else lost
    expect(cache.has('huge')).toBe(false);
    expect(cache.size).toEqual({ entries: 2, chars: 80 });
  });
});
