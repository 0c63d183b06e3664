import { describeWith, validatorSchema } from '@journal/testing';
import { oaiOpenaire } from '../../src/domain/oai/oai-openaire';
import { PublicLinks } from '../../src/public-links';
import { xmlDocument, xmlText } from '../../src/domain/xml-document';
import type { Article } from '../../src/repositories/article.types';
import { sampleArticle } from '../support/article-fixtures';
import { parseXml } from '../support/article-head';
import { xmllintWithOpenaireCatalog } from '../support/oai-schemas';

const links = new PublicLinks('https://journals.example.org');
const DATACITE = 'http://datacite.org/schema/kernel-4';
const OAIRE = 'http://namespace.openaire.eu/schema/oaire/';
const DC = 'http://purl.org/dc/elements/1.1/';

/** The record alone, as a document (OAI-PMH wraps the same element in `<metadata>`). */
function openaire(article: Article): string {
  const metadata = xmlDocument('metadata');
  oaiOpenaire(metadata, article, links, 'Lumina Journals');
  const whole = xmlText(metadata, 'compact');
  return `<?xml version="1.0" encoding="UTF-8"?>${/<oaire:resource [\s\S]*<\/oaire:resource>/.exec(whole)![0]}`;
}

describeWith('xmllint', 'oai_openaire records (OpenAIRE Guidelines for Literature Repositories v4)', () => {
  const xsd = () => validatorSchema('openaire/4.0/openaire.xsd');
  const all = (doc: Document, ns: string, name: string) => [...doc.getElementsByTagNameNS(ns, name)];
  const text = (doc: Document, ns: string, name: string) => all(doc, ns, name).map((e) => e.textContent);

  it('writes the guidelines fields of an article in an issue with pages and a PDF', () => {
    const doc = parseXml(openaire(sampleArticle({ galleyKey: 'galleys/x.pdf', galleySize: 10 })));
    expect(doc.documentElement.namespaceURI).toBe(OAIRE);
    expect(text(doc, DATACITE, 'title')).toEqual(['Suspension bridges under wind load']);
    expect(text(doc, DATACITE, 'creatorName')).toEqual([
      'Ammann, Othmar',
      'Moisseiff, Leon',
      'von Kármán, Theodore',
    ]);
    const [first] = all(doc, DATACITE, 'creator');
    const orcid = first!.getElementsByTagNameNS(DATACITE, 'nameIdentifier')[0]!;
    expect(orcid.textContent).toBe('https://orcid.org/0000-0002-1694-233X');
    expect(orcid.getAttribute('nameIdentifierScheme')).toBe('ORCID');
    expect(all(doc, DATACITE, 'nameIdentifier')).toHaveLength(1);
    expect(text(doc, DATACITE, 'affiliation')).toEqual(['ETH Zürich', 'Columbia University', 'ETH Zürich']);
    const identifier = all(doc, DATACITE, 'identifier')[0]!;
    expect([identifier.getAttribute('identifierType'), identifier.textContent]).toEqual([
      'DOI',
      '10.5555/ce.2026.00007',
    ]);
    expect(all(doc, DATACITE, 'date').map((d) => [d.getAttribute('dateType'), d.textContent])).toEqual([
      ['Issued', '2026-11-26'],
      ['Submitted', '2026-03-01'],
    ]);
    const type = all(doc, OAIRE, 'resourceType')[0]!;
    expect([type.textContent, type.getAttribute('uri'), type.getAttribute('resourceTypeGeneral')]).toEqual([
      'journal article',
      'http://purl.org/coar/resource_type/c_6501',
      'literature',
    ]);
    expect(all(doc, DATACITE, 'rights')[0]!.getAttribute('rightsURI')).toBe(
      'http://purl.org/coar/access_right/c_abf2',
    );
    expect(all(doc, OAIRE, 'licenseCondition')[0]!.getAttribute('uri')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(text(doc, DC, 'description')).toEqual(['Aeroelastic flutter.\nOf long-span decks.']);
    expect(text(doc, DATACITE, 'subject')).toEqual(['flutter', 'bridges']);
    expect(text(doc, DC, 'language')).toEqual(['eng']);
    expect(text(doc, DC, 'publisher')).toEqual(['Lumina Journals']);
    expect(
      ['citationTitle', 'citationVolume', 'citationIssue', 'citationStartPage', 'citationEndPage'].map(
        (n) => text(doc, OAIRE, n)[0],
      ),
    ).toEqual(['Lumina Journal of Civil Engineering', '3', '2', '10', '24']);
    expect(
      all(doc, DATACITE, 'relatedIdentifier').map((r) => r.getAttribute('relatedIdentifierType')),
    ).toEqual(['PISSN', 'EISSN']);
    const file = all(doc, OAIRE, 'file')[0]!;
    expect([file.textContent, file.getAttribute('mimeType')]).toEqual([
      links.galley(sampleArticle().id),
      'application/pdf',
    ]);
  });

  it('gives a continuous article its number as start page, and no volume, issue or file', () => {
    const doc = parseXml(
      openaire(sampleArticle({ issue: null, firstPage: null, lastPage: null, articleNumber: 'e2026007' })),
    );
    expect(text(doc, OAIRE, 'citationStartPage')).toEqual(['e2026007']);
    expect(all(doc, OAIRE, 'citationVolume')).toHaveLength(0);
    expect(all(doc, OAIRE, 'citationEndPage')).toHaveLength(0);
    expect(all(doc, OAIRE, 'file')).toHaveLength(0);
  });

  it.each([
    ['in an issue, with a PDF', sampleArticle({ galleyKey: 'galleys/x.pdf', galleySize: 10 })],
    [
      'continuous, no ISSN, no abstract or keywords',
      sampleArticle({
        issue: null,
        firstPage: null,
        lastPage: null,
        articleNumber: 'e2026007',
        abstract: '',
        keywords: [],
        journal: { ...sampleArticle().journal, issnPrint: null, issnOnline: null },
      }),
    ],
  ])('validates against openaire.xsd (%s)', async (_name, article) => {
    const verdict = await xmllintWithOpenaireCatalog(xsd(), openaire(article));
    expect(verdict.errors).toContain('- validates');
    expect(verdict.valid).toBe(true);
  });

  it('the schema check can fail: an identifier type or access right outside the vocabularies is refused', async () => {
    const xml = openaire(sampleArticle());
    const refused = await Promise.all(
      [
        xml.replace('identifierType="DOI"', 'identifierType="ISBN"'),
        xml.replace('access_right/c_abf2"', 'access_right/c_open"'),
      ].map((bad) => xmllintWithOpenaireCatalog(xsd(), bad)),
    );
    expect(refused.map((v) => v.valid)).toEqual([false, false]);
  });
});
