import type { Article } from '../../src/repositories/article.types';
import { utcDayOf } from '@journal/config';
import { scholarDate } from '../../src/domain/article-page.view';
import { formatCitation } from '../../src/domain/citations/citation.formats';
import { risDate, risYear } from '../../src/domain/citations/citation-dates';
import { cslJson } from '../../src/domain/citations/csl-item';

const article = (publishedAt: string): Article =>
  ({
    id: 'a1',
    doi: '10.5555/ce.2026.00001',
    title: 'Dates in citations',
    abstract: '',
    keywords: [],
    authors: [{ givenNames: 'Rosalind', familyName: 'Franklin', affiliation: null, orcid: null }],
    journalId: 'civil-engineering',
    journalName: 'Civil Engineering',
    journal: { fullTitle: 'Civil Engineering', abbreviation: 'CE', issnPrint: null, issnOnline: null },
    licence: 'CC BY 4.0',
    receivedAt: new Date('2026-01-05T10:00:00.000Z'),
    acceptedAt: null,
    publishedAt: new Date(publishedAt),
    articleNumber: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    galleySize: null,
    galleyKey: null,
    withdrawnAt: null,
    modifiedAt: new Date(publishedAt),
    withdrawal: null,
  }) as Article;

const exports = (publishedAt: string) => {
  const item = cslJson(article(publishedAt), 'http://localhost/articles/a1');
  return {
    ris: formatCitation('ris', item).split('\r\n'),
    bibtex: formatCitation('bibtex', item),
    csl: JSON.parse(formatCitation('csl', item)) as { issued: { 'date-parts': number[][] } }[],
  };
};

describe('citation dates, zero-padded in each standard', () => {
  it.each([
    ['the 1st', '2026-12-01T00:00:00.000Z', 'DA  - 2026/12/01/', [2026, 12, 1], '2026/12/01', '2026-12-01'],
    ['the 31st', '2026-01-31T23:59:59.999Z', 'DA  - 2026/01/31/', [2026, 1, 31], '2026/01/31', '2026-01-31'],
    [
      'a one-digit month and day',
      '2026-03-09T12:00:00.000Z',
      'DA  - 2026/03/09/',
      [2026, 3, 9],
      '2026/03/09',
      '2026-03-09',
    ],
  ])('on %s of a month', (_when, at, da, parts, scholar, dc) => {
    const { ris, bibtex, csl } = exports(at);
    // RIS: DA is YYYY/MM/DD/ (two-digit month and day), PY the four-digit year.
    expect(ris).toContain(da);
    expect(ris).toContain('PY  - 2026');
    expect(ris.filter((l) => /^(DA|PY|Y1) {2}- /.test(l))).toEqual([da, 'PY  - 2026']);
    // BibTeX: the year and the month's three-letter name alone (no day in `month`).
    const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'][
      parts[1]! - 1
    ];
    expect(bibtex).toContain('\tyear = {2026},\n');
    expect(bibtex).toContain(`\tmonth = {${month}},\n`);
    // CSL-JSON: date-parts are numbers (the schema's form), the UTC calendar day.
    expect(csl[0]!.issued['date-parts']).toEqual([parts]);
    // Google Scholar's citation_publication_date and Dublin Core's DC.date (W3CDTF).
    expect(scholarDate(new Date(at))).toBe(scholar);
    expect(utcDayOf(new Date(at))).toBe(dc);
  });

  it('pads every part to its width and leaves an unknown part empty', () => {
    expect(risDate([2026, 1, 1])).toBe('2026/01/01/');
    expect(risDate([987, 12, 31])).toBe('0987/12/31/');
    expect(risDate([2026])).toBe('2026///');
    expect(risYear(987)).toBe('0987');
  });
});
