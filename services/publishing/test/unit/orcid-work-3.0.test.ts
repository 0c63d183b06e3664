import { spawnSync } from 'node:child_process';
import { describeWith, validatorSchema } from '@journal/testing';
import { orcidWorkXml } from '../../src/domain/orcid/orcid-work.xml';
import { sampleArticle } from '../support/article-fixtures';
import { parseXml } from '../support/article-head';

const WORK = 'http://www.orcid.org/ns/work';
const COMMON = 'http://www.orcid.org/ns/common';

/** xmllint against ORCID's work-3.0.xsd (its common-3.0.xsd is imported by a relative path). */
const againstWork30 = (xml: string) => {
  const run = spawnSync(
    'xmllint',
    ['--noout', '--nonet', '--schema', validatorSchema('orcid/record_3.0/work-3.0.xsd'), '-'],
    { input: xml, encoding: 'utf8' },
  );
  return { valid: run.status === 0, errors: run.stderr };
};

/** Issue 43 item 6: the work pushed to an author's ORCID record, valid against ORCID's work 3.0 schema. */
describeWith('xmllint', 'ORCID work 3.0 XML', () => {
  const article = sampleArticle({
    title: 'Wind tunnel studies of <suspension> bridges & decks',
    abstract: 'Deck flutter at 42 mph.\nA second paragraph.',
    authors: [
      {
        givenNames: 'Frederick',
        familyName: 'Farquharson',
        affiliation: 'University of Washington',
        orcid: '0000-0002-1694-233X',
      },
      { givenNames: 'Theodore', familyName: 'von Kármán', affiliation: null, orcid: null },
    ],
  });
  const url = `https://journals.example.org/articles/${article.id}`;

  it('validates, with title, journal, abstract, citation, type, date, the DOI as self, URL and contributors', () => {
    const xml = orcidWorkXml(article, { articleUrl: url });
    const lint = againstWork30(xml);
    expect(lint.errors).toMatch(/^- validates$/m);
    expect(lint.valid).toBe(true);
    const doc = parseXml(xml);
    const text = (ns: string, name: string) =>
      [...doc.getElementsByTagNameNS(ns, name)].map((e) => e.textContent);
    expect(doc.documentElement.getAttribute('put-code')).toBeNull();
    expect(text(COMMON, 'title')).toEqual([article.title]);
    expect(text(WORK, 'journal-title')).toEqual([article.journal.fullTitle]);
    expect(text(WORK, 'short-description')).toEqual([article.abstract]);
    expect(text(WORK, 'citation-type')).toEqual(['bibtex']);
    expect(text(WORK, 'citation-value')[0]).toContain(article.doi);
    expect(text(WORK, 'type')).toEqual(['journal-article']);
    const d = article.publishedAt;
    expect([text(COMMON, 'year'), text(COMMON, 'month'), text(COMMON, 'day')]).toEqual([
      [String(d.getUTCFullYear())],
      [String(d.getUTCMonth() + 1).padStart(2, '0')],
      [String(d.getUTCDate()).padStart(2, '0')],
    ]);
    expect(text(COMMON, 'external-id-type')).toEqual(['doi']);
    expect(text(COMMON, 'external-id-value')).toEqual([article.doi]);
    expect(text(COMMON, 'external-id-relationship')).toEqual(['self']);
    expect(text(COMMON, 'url')).toEqual([url]);
    expect(text(WORK, 'credit-name')).toEqual(['Frederick Farquharson', 'Theodore von Kármán']);
    expect(text(COMMON, 'path')).toEqual(['0000-0002-1694-233X']);
    expect(text(WORK, 'contributor-sequence')).toEqual(['first', 'additional']);
  });

  it("a later version carries ORCID's put-code and still validates", () => {
    const xml = orcidWorkXml(article, { articleUrl: url, putCode: '1000001' });
    expect(againstWork30(xml).valid).toBe(true);
    expect(parseXml(xml).documentElement.getAttribute('put-code')).toBe('1000001');
  });

  it('the check can fail: a work without its title does not validate', () => {
    const xml = orcidWorkXml(article, { articleUrl: url }).replace(/<work:title>[\s\S]*?<\/work:title>/, '');
    expect(againstWork30(xml).valid).toBe(false);
  });
});
