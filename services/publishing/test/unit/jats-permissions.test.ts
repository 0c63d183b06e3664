import { describeWith, xmllintAgainst } from '@journal/testing';
import { jatsXml } from '../../src/domain/jats/jats.xml';
import { PublicLinks } from '../../src/public-links';
import {
  JATS_DTD,
  JATS_XSD,
  sampleArticle,
  sampleFullText,
  xmllintAgainstDtd,
} from '../support/article-fixtures';
import { parseXml } from '../support/article-head';

const ALI_NS = 'http://www.niso.org/schemas/ali/1.0/';
const links = new PublicLinks('https://journals.example.org');
const jats = (overrides: Parameters<typeof sampleArticle>[0] = {}) =>
  jatsXml(sampleArticle(overrides), sampleFullText(), { publisherName: 'Lumina', links });

describeWith('xmllint', 'JATS permissions (JATS4R)', () => {
  const texts = (doc: Document, selector: string) =>
    [...doc.querySelectorAll(selector)].map((e) => e.textContent);

  it('names the authors as copyright holders, the year, and the licence as ali:license_ref', () => {
    const doc = parseXml(jats());
    const permissions = doc.querySelector('article-meta > permissions')!;
    expect([...permissions.children].map((c) => c.tagName)).toEqual([
      'copyright-statement',
      'copyright-year',
      'copyright-holder',
      'copyright-holder',
      'copyright-holder',
      'ali:free_to_read',
      'license',
    ]);
    expect(texts(doc, 'permissions > copyright-statement')).toEqual([
      '© 2026 Othmar Ammann, Leon Moisseiff and Theodore von Kármán',
    ]);
    expect(texts(doc, 'permissions > copyright-year')).toEqual(['2026']);
    expect(texts(doc, 'permissions > copyright-holder')).toEqual([
      'Othmar Ammann',
      'Leon Moisseiff',
      'Theodore von Kármán',
    ]);
    const licence = permissions.querySelector('license')!;
    expect(licence.getAttribute('license-type')).toBe('open-access');
    expect(licence.getAttribute('xlink:href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    const refs = licence.getElementsByTagNameNS(ALI_NS, 'license_ref');
    expect([...refs].map((r) => r.textContent)).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(permissions.getElementsByTagNameNS(ALI_NS, 'free_to_read')).toHaveLength(1);
  });

  it('gives a CC0 article its licence and no copyright (public domain)', () => {
    const doc = parseXml(jats({ licence: 'CC0 1.0' }));
    const permissions = doc.querySelector('article-meta > permissions')!;
    expect([...permissions.children].map((c) => c.tagName)).toEqual(['ali:free_to_read', 'license']);
    expect(permissions.getElementsByTagNameNS(ALI_NS, 'license_ref')[0]!.textContent).toBe(
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
  });

  it.each([
    ['CC BY 4.0', {}],
    ['CC0 1.0', { licence: 'CC0 1.0' }],
    ['one author', { authors: [sampleArticle().authors[0]!] }],
  ])('validates against the JATS 1.3 XSD and DTD (%s)', (_name, overrides) => {
    const xml = jats(overrides);
    expect(xmllintAgainst(JATS_XSD(), xml)).toEqual({ valid: true, errors: '- validates\n' });
    expect(xmllintAgainstDtd(JATS_DTD(), xml)).toEqual({ valid: true, errors: '' });
  });

  it('the DTD check fails an element out of place (the check can fail)', () => {
    const xml = jats()
      .replace('<copyright-year>2026</copyright-year>', '')
      .replace('</permissions>', '<copyright-year>2026</copyright-year></permissions>');
    expect(xmllintAgainstDtd(JATS_DTD(), xml).valid).toBe(false);
    expect(xmllintAgainst(JATS_XSD(), xml).valid).toBe(false);
  });
});
