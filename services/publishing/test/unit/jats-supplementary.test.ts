import { describeWith, xmllintAllAgainst } from '@journal/testing';
import { jatsXml } from '../../src/domain/jats/jats.xml';
import { PublicLinks } from '../../src/public-links';
import type { Article } from '../../src/repositories/article.types';
import {
  JATS_DTD,
  JATS_XSD,
  sampleArticle,
  sampleFullText,
  xmllintAgainstDtd,
} from '../support/article-fixtures';
import { parseXml } from '../support/article-head';

const links = new PublicLinks('https://journals.example.org');
const CSV_ID = '0b7f2c1e-3f55-4b0e-9d59-1f3f8d2a6c01';
const PNG_ID = '5a1d9e3c-8b3c-4f7e-a0c2-7d9b2e4f1a02';

const withFiles = (): Article =>
  sampleArticle({
    supplementaryFiles: [
      {
        id: CSV_ID,
        name: 'shoot counts & depths.csv',
        size: 50,
        mediaType: 'text/csv; charset=utf-8',
        sha256: 'a'.repeat(64),
        description: 'Counts per <site>',
      },
      {
        id: PNG_ID,
        name: 'Figure S1.png',
        size: 208,
        mediaType: 'image/png',
        sha256: 'b'.repeat(64),
        description: '',
      },
    ],
  });

const jats = (article: Article, withFullText = false) =>
  jatsXml(article, withFullText ? sampleFullText() : null, { publisherName: 'Lumina Journals', links });

describeWith('xmllint', 'supplementary files in JATS (issue 42 item 8)', () => {
  it('one supplementary-material per file in article-meta, linked to its public download, before history', () => {
    const doc = parseXml(jats(withFiles()));
    const materials = [...doc.querySelectorAll('article-meta > supplementary-material')];
    expect(
      materials.map((m) => [
        m.getAttribute('xlink:href'),
        m.getAttribute('mimetype'),
        m.getAttribute('mime-subtype'),
        m.querySelector('caption > title')!.textContent,
        m.querySelector('caption > p')?.textContent ?? null,
      ]),
    ).toEqual([
      [
        `https://journals.example.org/api/articles/${sampleArticle().id}/supplementary/${CSV_ID}`,
        'text',
        'csv',
        'shoot counts & depths.csv',
        'Counts per <site>',
      ],
      [
        `https://journals.example.org/api/articles/${sampleArticle().id}/supplementary/${PNG_ID}`,
        'image',
        'png',
        'Figure S1.png',
        null,
      ],
    ]);
    expect(materials[1]!.nextElementSibling?.tagName).toBe('history');
  });

  it('an article without supplementary files has no supplementary-material', () => {
    expect(parseXml(jats(sampleArticle())).getElementsByTagName('supplementary-material')).toHaveLength(0);
  });

  it('is valid against the JATS 1.3 XSD and DTD, with and without a full text', async () => {
    const documents = { bare: jats(withFiles()), full: jats(withFiles(), true) };
    const verdicts = await xmllintAllAgainst(JATS_XSD(), documents);
    for (const [name, verdict] of Object.entries(verdicts))
      expect([name, verdict!.valid, verdict!.errors]).toEqual([name, true, expect.anything()]);
    for (const xml of Object.values(documents)) expect(xmllintAgainstDtd(JATS_DTD(), xml).valid).toBe(true);
  });
});
