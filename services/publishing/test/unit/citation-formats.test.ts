import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { Article } from '../../src/repositories/article.types';
import { formatCitation } from '../../src/domain/citations/citation.formats';
import { cslJson } from '../../src/domain/citations/csl-item';

const DOI = '10.5555/ce.2026.00007';
const URL = 'http://localhost/articles/a7';

const article = (overrides: Partial<Article> = {}): Article =>
  ({
    id: 'a7',
    doi: DOI,
    title: 'Suspension bridges under wind load',
    abstract: 'Aeroelastic flutter of long-span decks.\nMeasured in a wind tunnel.',
    keywords: ['flutter', 'bridges'],
    authors: [
      { givenNames: 'Othmar', familyName: 'Ammann', affiliation: 'ETH Zürich', orcid: '0000-0002-1694-233X' },
      { givenNames: 'Leon', familyName: 'Moisseiff', affiliation: null, orcid: null },
    ],
    journalId: 'civil-engineering',
    journalName: 'Civil Engineering',
    journal: {
      fullTitle: 'Lumina Journal of Civil Engineering',
      abbreviation: 'LJCE',
      issnPrint: null,
      issnOnline: '2049-3630',
    },
    licence: 'CC BY 4.0',
    receivedAt: new Date('2026-03-01T10:00:00.000Z'),
    acceptedAt: new Date('2026-04-02T10:00:00.000Z'),
    publishedAt: new Date('2026-11-26T12:00:00.000Z'),
    articleNumber: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    ...overrides,
  }) as Article;

const format = (kind: 'apa' | 'bibtex' | 'ris', a = article()) => formatCitation(kind, cslJson(a, URL));

/** What citation-js reads back from a BibTeX or RIS text (CSL-JSON). */
interface ReadBack {
  title: string;
  author: { given: string; family: string }[];
  DOI: string;
  issued: { 'date-parts': number[][] };
}
const readBack = (text: string) => (new Cite(text).format('data', { format: 'object' }) as ReadBack[])[0]!;

// A title of 300 characters with what BibTeX has to escape (&, %, an umlaut) and RIS keeps as it is.
const LONG_TITLE =
  `Wind & rain: a 5% rule for Zürich's bridges, ${'measured over many long winters '.repeat(8)}`
    .slice(0, 300)
    .trimEnd();

describe('citations (citation-js on the server)', () => {
  it('formats APA 7 with initials, "&" before the last author, the journal full title, the DOI link and a closing line break', () => {
    expect(format('apa')).toBe(
      `Ammann, O., & Moisseiff, L. (2026). Suspension bridges under wind load. Lumina Journal of Civil Engineering. https://doi.org/${DOI}\n`,
    );
  });

  it('names the journal by its full title, abbreviation and ISSN', () => {
    expect(cslJson(article(), URL)).toMatchObject({
      'container-title': 'Lumina Journal of Civil Engineering',
      'container-title-short': 'LJCE',
      ISSN: '2049-3630',
    });
    expect(format('bibtex')).toContain('journal = {Lumina Journal of Civil Engineering}');
    const ris = format('ris').split('\r\n');
    expect(ris.filter((line) => line.includes('Lumina Journal of Civil Engineering'))).toEqual([
      'T2  - Lumina Journal of Civil Engineering',
    ]);
    expect(ris).toContain('J2  - LJCE');
    expect(ris).toContain('SN  - 2049-3630');
  });

  it('writes BibTeX with a short key, the month alone and one URL', () => {
    const bibtex = format('bibtex');
    expect(bibtex).toMatch(/^@article\{Ammann2026,\n/);
    expect(bibtex).toContain(`doi = {${DOI}}`);
    expect(bibtex).toContain('title = {Suspension bridges under wind load}');
    expect(bibtex).toContain('author = {Ammann, Othmar and Moisseiff, Leon}');
    expect(bibtex).toContain('month = {nov},');
    expect(bibtex).not.toMatch(/month = \{nov \d/);
    expect(bibtex.split(URL)).toHaveLength(2);
    expect(bibtex).not.toContain('howpublished');
    expect(bibtex.endsWith('}\n')).toBe(true);
  });

  it('writes RIS with CRLF lines, the short key as ID and one KW line per keyword', () => {
    const ris = format('ris');
    const lines = ris.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines.at(-1)).toBe('');
    expect(ris.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines).toContain(`DO  - ${DOI}`);
    expect(lines.filter((line) => /^(KW|ID) /.test(line))).toEqual([
      'ID  - Ammann2026',
      'KW  - flutter',
      'KW  - bridges',
    ]);
    expect(lines.filter((line) => line.startsWith('AU'))).toEqual([
      'AU  - Ammann, Othmar',
      'AU  - Moisseiff, Leon',
    ]);
    // The abstract's paragraphs become one line.
    expect(lines).toContain('AB  - Aeroelastic flutter of long-span decks. Measured in a wind tunnel.');
  });

  it('keeps a 300-character title on one TI line', () => {
    expect(LONG_TITLE).toHaveLength(300);
    const lines = format('ris', article({ title: LONG_TITLE })).split('\r\n');
    expect(lines.filter((line) => line.startsWith('TI  - '))).toEqual([`TI  - ${LONG_TITLE}`]);
    // Every line is a tagged field: nothing of the title spills onto a line of its own.
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
  });

  it.each(['bibtex', 'ris'] as const)('%s reads back in citation-js: title, authors, DOI, year', (kind) => {
    for (const a of [article(), article({ title: LONG_TITLE })]) {
      const item = readBack(format(kind, a));
      expect(item.title).toBe(a.title);
      expect(item.author.map(({ given, family }) => ({ given, family }))).toEqual([
        { given: 'Othmar', family: 'Ammann' },
        { given: 'Leon', family: 'Moisseiff' },
      ]);
      expect(item.DOI).toBe(DOI);
      expect(item.issued['date-parts'][0]![0]).toBe(2026);
      expect(item.issued['date-parts'][0]![1]).toBe(11);
    }
  });
});
