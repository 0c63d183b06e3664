import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describeWith, validatorSchema, xmllintAgainst } from '@journal/testing';
import type { Article } from '../../src/repositories/article.types';
import { articleHead } from '../../src/domain/article-page.view';
import { formatCitation } from '../../src/domain/citations/citation.formats';
import { cslJson } from '../../src/domain/citations/csl-item';
import { crossrefDepositXml } from '../../src/domain/crossref-deposit.xml';
import { oaiDc, oaiEnvelope } from '../../src/domain/oai/oai-xml';
import { PublicLinks } from '../../src/public-links';
import { parseXml, readHead, texts } from '../support/article-head';

const DC_NS = 'http://purl.org/dc/elements/1.1/';
const links = new PublicLinks('https://journals.example.org');
const ISSUE = { id: '7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11', volume: 3, number: 2, year: 2026, title: 'Wind' };

/** An article in volume 3, issue 2, pages 10-24; the submitting author with her affiliation and ORCID iD. */
const placed = (overrides: Partial<Article> = {}): Article => ({
  id: 'a7f0c7f4-1a5b-4c65-9a52-3d4f0c1f2a11',
  doi: '10.5555/ce.2026.00007',
  journalId: 'civil-engineering',
  journalName: 'Civil Engineering',
  journal: {
    fullTitle: 'Lumina Journal of Civil Engineering',
    abbreviation: 'LJCE',
    issnPrint: '2049-3630',
    issnOnline: '1234-5679',
  },
  title: 'Suspension bridges under wind load',
  abstract: 'Aeroelastic flutter of long-span decks.',
  keywords: ['flutter'],
  authors: [
    { givenNames: 'Othmar', familyName: 'Ammann', affiliation: 'ETH Zürich', orcid: '0000-0002-1694-233X' },
    { givenNames: 'Leon', familyName: 'Moisseiff', affiliation: null, orcid: null },
  ],
  receivedAt: new Date('2026-03-01T10:00:00.000Z'),
  acceptedAt: new Date('2026-04-02T10:00:00.000Z'),
  publishedAt: new Date('2026-11-26T12:00:00.000Z'),
  licence: 'CC BY 4.0',
  galleySize: null,
  galleyKey: null,
  withdrawnAt: null,
  withdrawal: null,
  modifiedAt: new Date('2026-11-26T12:00:00.000Z'),
  articleNumber: null,
  issue: ISSUE,
  firstPage: 10,
  lastPage: 24,
  ...overrides,
});
/** A continuous journal's article: an article number, no issue, no pages. */
const numbered = () => placed({ articleNumber: 'e2026001', issue: null, firstPage: null, lastPage: null });

const format = (kind: 'apa' | 'bibtex' | 'ris', a: Article) =>
  formatCitation(kind, cslJson(a, links.article(a.id)));

interface ReadBack {
  volume?: string | number;
  issue?: string | number;
  page?: string;
  ISSN?: string;
  author: { given: string; family: string }[];
}
const readBack = (text: string) => (new Cite(text).format('data', { format: 'object' }) as ReadBack[])[0]!;

describe('citations with volume, issue and pages (issue 30)', () => {
  it.each(['bibtex', 'ris'] as const)(
    '%s reads back in citation-js with volume, issue, pages and ISSN',
    (kind) => {
      const item = readBack(format(kind, placed()));
      expect(String(item.volume)).toBe('3');
      expect(String(item.issue)).toBe('2');
      expect(item.page?.replace(/[–—]+|-+/, '-')).toBe('10-24');
      expect(item.ISSN).toBe('2049-3630');
      expect(item.author[0]).toMatchObject({ given: 'Othmar', family: 'Ammann' });
    },
  );

  it('writes BibTeX volume, number and pages and the month as "nov"', () => {
    const bibtex = format('bibtex', placed());
    expect(bibtex).toContain('volume = {3},');
    expect(bibtex).toContain('number = {2},');
    expect(bibtex).toContain('pages = {10--24},');
    expect(bibtex).toContain('month = {nov},');
  });

  it('writes RIS VL, IS, SP, EP and SN, each on one line', () => {
    const lines = format('ris', placed()).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining(['VL  - 3', 'IS  - 2', 'SP  - 10', 'EP  - 24', 'SN  - 2049-3630']),
    );
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
  });

  it('writes APA with volume(issue), pages, and the article number in their place', () => {
    expect(format('apa', placed())).toContain('Lumina Journal of Civil Engineering, 3(2), 10–24.');
    expect(format('apa', numbered())).toContain('Lumina Journal of Civil Engineering, e2026001.');
    const ris = format('ris', numbered()).split('\r\n');
    expect(ris).toContain('SP  - e2026001');
    expect(ris.some((l) => /^(VL|IS|EP) /.test(l))).toBe(false);
    expect(readBack(format('bibtex', numbered())).page).toBe('e2026001');
  });
});

describe('Scholar tags, JSON-LD and Dublin Core with the placement', () => {
  it('carries volume, issue, pages, ISSNs, publisher, titles and each author institution and ORCID iD', () => {
    const head = readHead(`<html><head>${articleHead(placed(), links, 'Lumina Journals')}</head></html>`);
    expect(head.one('citation_volume')).toBe('3');
    expect(head.one('citation_issue')).toBe('2');
    expect(head.one('citation_firstpage')).toBe('10');
    expect(head.one('citation_lastpage')).toBe('24');
    expect(head.all('citation_issn')).toEqual(['2049-3630', '1234-5679']);
    expect(head.one('citation_publisher')).toBe('Lumina Journals');
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Civil Engineering');
    expect(head.one('citation_journal_abbrev')).toBe('LJCE');
    expect(head.all('citation_author_institution')).toEqual(['ETH Zürich']);
    expect(head.all('citation_author_orcid')).toEqual(['https://orcid.org/0000-0002-1694-233X']);
    expect(head.one('DC.source')).toBe('Lumina Journal of Civil Engineering, Vol. 3, No. 2, pp. 10-24');
    expect(head.jsonLd).toMatchObject({
      pageStart: 10,
      pageEnd: 24,
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '2',
        url: 'https://journals.example.org/journals/civil-engineering/issues/3/2',
        isPartOf: {
          '@type': 'PublicationVolume',
          volumeNumber: '3',
          isPartOf: {
            '@type': 'Periodical',
            name: 'Lumina Journal of Civil Engineering',
            issn: ['2049-3630', '1234-5679'],
          },
        },
      },
    });
  });

  it('gives the article number as citation_firstpage, no volume or issue, the Periodical alone', () => {
    const head = readHead(`<html><head>${articleHead(numbered(), links, 'Lumina Journals')}</head></html>`);
    expect(head.one('citation_firstpage')).toBe('e2026001');
    expect(head.all('citation_lastpage')).toEqual([]);
    expect(head.all('citation_volume')).toEqual([]);
    expect(head.jsonLd).toMatchObject({ isPartOf: { '@type': 'Periodical' }, pagination: 'e2026001' });
  });

  it('writes OAI dc:source with volume, number and pages, or the article number', () => {
    const dc = (a: Article, name: string) =>
      [
        ...parseXml(
          oaiEnvelope(links.oai(), undefined, (oai) => oaiDc(oai, a, links, 'Lumina Journals')),
        ).getElementsByTagNameNS(DC_NS, name),
      ].map((el) => el.textContent);
    expect(dc(placed(), 'source')).toEqual(['Lumina Journal of Civil Engineering, Vol. 3, No. 2, pp. 10-24']);
    expect(dc(numbered(), 'source')).toEqual(['Lumina Journal of Civil Engineering, e2026001']);
    expect(dc(placed(), 'publisher')).toEqual(['Lumina Journals']);
  });
});

describeWith('xmllint', 'Crossref XML with the placement', () => {
  const deposit = (a: Article) =>
    crossrefDepositXml(a, {
      depositor: { name: 'Lumina Journals', email: 'editor@journal.local' },
      registrant: 'Lumina Journals',
      resourceUrl: links.article(a.id),
      batchId: a.doi,
      now: new Date('2026-11-27T00:00:00.000Z'),
    });

  it.each([
    ['an issue with pages', placed()],
    ['an article number', numbered()],
  ])('is valid Crossref 5.4.0 with %s', (_, article) => {
    const verdict = xmllintAgainst(validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), deposit(article));
    expect(verdict.errors).toContain('- validates');
    expect(verdict.valid).toBe(true);
  });

  it('carries journal_issue, pages, item_number, each ISSN with its media type and the first author', () => {
    const doc = parseXml(deposit(placed()));
    expect(texts(doc, 'journal_issue volume')).toEqual(['3']);
    expect(texts(doc, 'journal_issue issue')).toEqual(['2']);
    expect(texts(doc, 'pages first_page')).toEqual(['10']);
    expect(texts(doc, 'pages last_page')).toEqual(['24']);
    expect(
      [...doc.querySelectorAll('issn')].map((i) => [i.getAttribute('media_type'), i.textContent]),
    ).toEqual([
      ['print', '2049-3630'],
      ['electronic', '1234-5679'],
    ]);
    expect(texts(doc, 'person_name[sequence="first"] institution_name')).toEqual(['ETH Zürich']);
    expect(texts(doc, 'person_name[sequence="first"] ORCID')).toEqual([
      'https://orcid.org/0000-0002-1694-233X',
    ]);
    const continuous = parseXml(deposit(numbered()));
    expect(texts(continuous, 'item_number')).toEqual(['e2026001']);
    expect(continuous.querySelector('item_number')?.getAttribute('item_number_type')).toBe('article_number');
    expect(continuous.querySelector('journal_issue')).toBeNull();
  });
});
