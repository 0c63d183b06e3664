import { describeWith, xmllintAgainst } from '@journal/testing';
import { jatsXml } from '../../src/domain/jats/jats.xml';
import { articleHead } from '../../src/domain/article-page.view';
import { PublicLinks } from '../../src/public-links';
import {
  JATS_DTD,
  JATS_XSD,
  sampleArticle,
  sampleFullText,
  xmllintAgainstDtd,
} from '../support/article-fixtures';
import { parseXml } from '../support/article-head';

const links = new PublicLinks('https://journals.example.org');
const editorial = {
  id: '0b7c6f5e-1a5b-4c65-9a52-3d4f0c1f2a11',
  title: 'Editorials',
  articleType: 'editorial',
  order: 2,
};
const jats = (overrides: Parameters<typeof sampleArticle>[0] = {}) =>
  jatsXml(sampleArticle(overrides), sampleFullText(), { publisherName: 'Lumina', links });

/** Issue 42 item 2: the section gives the JATS article type and the table-of-contents heading. */
describeWith('xmllint', 'JATS of an article in a section', () => {
  it("takes article-type from the section's type and puts its title in a heading subj-group", () => {
    const doc = parseXml(jats({ section: editorial }));
    expect(doc.documentElement.getAttribute('article-type')).toBe('editorial');
    const meta = doc.querySelector('article-meta')!;
    // JATS 1.3: article-id, then article-categories, then title-group.
    expect([...meta.children].slice(0, 3).map((c) => c.tagName)).toEqual([
      'article-id',
      'article-categories',
      'title-group',
    ]);
    const group = meta.querySelector('article-categories > subj-group')!;
    expect(group.getAttribute('subj-group-type')).toBe('heading');
    expect(group.querySelector('subject')!.textContent).toBe('Editorials');
  });

  it('writes research-article and no categories for an article without a section', () => {
    const doc = parseXml(jats({ section: null }));
    expect(doc.documentElement.getAttribute('article-type')).toBe('research-article');
    expect(doc.querySelector('article-categories')).toBeNull();
  });

  it.each([
    ['an editorial', { section: editorial }],
    [
      'a correction with markup in its title',
      { section: { ...editorial, title: 'Errata & <notes>', articleType: 'correction' } },
    ],
    ['no section', { section: null }],
  ])('validates against the JATS 1.3 XSD and DTD (%s)', (_name, overrides) => {
    const xml = jats(overrides);
    expect(xmllintAgainst(JATS_XSD(), xml)).toEqual({ valid: true, errors: '- validates\n' });
    expect(xmllintAgainstDtd(JATS_DTD(), xml)).toEqual({ valid: true, errors: '' });
  });

  it('the schemas refuse article-categories out of place (the check can fail)', () => {
    const xml = jats({ section: editorial });
    const categories = xml.match(/<article-categories>.*?<\/article-categories>/)![0];
    const moved = xml.replace(categories, '').replace('</title-group>', `</title-group>${categories}`);
    expect(xmllintAgainstDtd(JATS_DTD(), moved).valid).toBe(false);
    expect(xmllintAgainst(JATS_XSD(), moved).valid).toBe(false);
  });
});

describe('Dublin Core tags of an article in a section', () => {
  it("add DC.type with the section's article type beside Text", () => {
    const head = articleHead(sampleArticle({ section: editorial }), links, 'Lumina');
    expect(head).toContain('<meta name="DC.type" content="Text">');
    expect(head).toContain('<meta name="DC.type" content="editorial">');
  });
});
