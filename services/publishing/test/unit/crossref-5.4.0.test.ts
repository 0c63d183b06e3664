import { spawn } from 'node:child_process';
import { describeWith, validatorSchema } from '@journal/testing';
import { crossrefDepositXml } from '../../src/domain/crossref-deposit.xml';
import { PublicLinks } from '../../src/public-links';
import type { Article } from '../../src/repositories/article.types';
import type { Reference } from '../../src/repositories/fulltext.types';
import { sampleArticle, sampleFullText } from '../support/article-fixtures';
import { parseXml } from '../support/article-head';

const CR = 'http://www.crossref.org/schema/5.4.0';
const JATS = 'http://www.ncbi.nlm.nih.gov/JATS1';
const AI = 'http://www.crossref.org/AccessIndicators.xsd';
const links = new PublicLinks('https://journals.example.org');

const deposit = (article: Article, references?: readonly Reference[]) =>
  crossrefDepositXml(article, {
    depositor: { name: 'Lumina Journals', email: 'editor@journal.local' },
    registrant: 'Lumina Journals',
    resourceUrl: links.article(article.id),
    batchId: article.doi,
    now: new Date('2026-11-27T00:00:00.000Z'),
    references,
  });

/** xmllint against Crossref 5.4.0 with its catalog (its imports by web address served locally). */
const against540 = (xml: string) =>
  new Promise<{ valid: boolean; errors: string }>((resolve, reject) => {
    const run = spawn(
      'xmllint',
      ['--noout', '--nonet', '--schema', validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), '-'],
      { env: { ...process.env, XML_CATALOG_FILES: validatorSchema('crossref-5.4.0/catalog.xml') } },
    );
    let errors = '';
    run.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    run.on('error', reject);
    run.on('close', (code) => resolve({ valid: code === 0, errors }));
    run.stdin.end(xml);
  });

describeWith('xmllint', 'Crossref 5.4.0 deposit', () => {
  const all = (doc: Document | Element, ns: string, name: string) => [
    ...doc.getElementsByTagNameNS(ns, name),
  ];
  const text = (doc: Document | Element, name: string) => all(doc, CR, name).map((e) => e.textContent);

  it('is schema 5.4.0 with the issue, abstract, licence, pages and the citation list', () => {
    const doc = parseXml(deposit(sampleArticle(), sampleFullText().references));
    const root = doc.documentElement;
    expect([root.namespaceURI, root.getAttribute('version')]).toEqual([CR, '5.4.0']);
    expect(root.getAttribute('xsi:schemaLocation')).toBe(
      `${CR} https://www.crossref.org/schemas/crossref5.4.0.xsd`,
    );
    const issue = all(doc, CR, 'journal_issue')[0]!;
    expect([text(issue, 'volume'), text(issue, 'issue')]).toEqual([['3'], ['2']]);
    expect(all(doc, JATS, 'p').map((p) => p.textContent)).toEqual([
      'Aeroelastic flutter.',
      'Of long-span decks.',
    ]);
    expect(all(doc, AI, 'license_ref').map((l) => l.textContent)).toEqual([
      'https://creativecommons.org/licenses/by/4.0/',
    ]);
    expect([text(doc, 'first_page'), text(doc, 'last_page')]).toEqual([['10'], ['24']]);
    const orcid = all(doc, CR, 'ORCID');
    expect(orcid.map((o) => [o.textContent, o.getAttribute('authenticated')])).toEqual([
      ['https://orcid.org/0000-0002-1694-233X', 'false'],
    ]);
    const citations = all(doc, CR, 'citation');
    expect(
      citations.map((c) => [
        c.getAttribute('key'),
        text(c, 'doi')[0] ?? null,
        text(c, 'unstructured_citation')[0],
      ]),
    ).toEqual([
      [
        'ref-1',
        '10.5555/x.1',
        'Farquharson FB. Aerodynamic stability of suspension bridges. https://doi.org/10.5555/x.1',
      ],
      ['ref-2', null, 'Scanlan RH. Airfoil and bridge deck flutter derivatives. 1971.'],
    ]);
    // the citation list closes the article, after doi_data
    const article = all(doc, CR, 'journal_article')[0]!;
    expect([...article.children].map((c) => c.localName).slice(-2)).toEqual(['doi_data', 'citation_list']);
  });

  it('has no citation list without references, and the article number without an issue', () => {
    const doc = parseXml(
      deposit(sampleArticle({ issue: null, firstPage: null, lastPage: null, articleNumber: 'e2026007' }), []),
    );
    expect(all(doc, CR, 'citation_list')).toHaveLength(0);
    expect(all(doc, CR, 'journal_issue')).toHaveLength(0);
    expect(text(doc, 'item_number')).toEqual(['e2026007']);
  });

  it('keeps a DOI Crossref would refuse out of the citation, and the reference as written in it', () => {
    const doc = parseXml(
      deposit(sampleArticle(), [{ id: 'ref-1', content: ['A book, doi 10.12/short.'], doi: '10.12/short' }]),
    );
    expect(text(doc, 'citation_list')).toHaveLength(1);
    expect(all(doc, CR, 'citation').flatMap((c) => text(c, 'doi'))).toEqual([]);
    expect(text(doc, 'unstructured_citation')).toEqual(['A book, doi 10.12/short.']);
  });

  it.each([
    ['in an issue, with references', sampleArticle(), sampleFullText().references],
    [
      'continuous, no references',
      sampleArticle({ issue: null, firstPage: null, lastPage: null, articleNumber: 'e2026007' }),
      undefined,
    ],
    ['CC0, one author', sampleArticle({ licence: 'CC0 1.0', authors: [sampleArticle().authors[1]!] }), []],
  ])('validates against the Crossref 5.4.0 XSD (%s)', async (_name, article, references) => {
    const verdict = await against540(deposit(article, references));
    expect(verdict.errors).toContain('- validates');
    expect(verdict.valid).toBe(true);
  });

  it('the schema check can fail: a citation without its key is refused', async () => {
    const xml = deposit(sampleArticle(), sampleFullText().references).replace(' key="ref-2"', '');
    expect((await against540(xml)).valid).toBe(false);
  });
});
