import { BOOKS } from './books.content';
import { DATABASES } from './databases.content';
import { DIRECTORY_JOURNALS } from './directory.content';
import { PLATFORMS } from './platforms.content';
import { catalogueImage, catalogueSvg } from './images.content';

describe('catalogue images', () => {
  it('are drawn in the bundle: every catalogue picture is an SVG data URL, none from an outside host', () => {
    const sources = [
      ...BOOKS.map((book) => book.coverImage),
      ...DATABASES.map((database) => database.image),
      ...DIRECTORY_JOURNALS.map((journal) => journal.coverImage),
      ...PLATFORMS.map((platform) => platform.image),
    ];
    expect(sources.length).toBe(30);
    for (const source of sources) expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('draw the same picture for the same seed and a different one for another seed', () => {
    expect(catalogueSvg('lumina-book-statistics', 400, 560)).toBe(
      catalogueSvg('lumina-book-statistics', 400, 560),
    );
    expect(catalogueSvg('a')).not.toBe(catalogueSvg('b'));
    expect(catalogueSvg('a', 400, 560)).toContain('viewBox="0 0 400 560"');
    expect(decodeURIComponent(catalogueImage('a').split(',')[1] ?? '')).toBe(catalogueSvg('a'));
  });
});
