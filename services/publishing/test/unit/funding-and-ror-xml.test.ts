import { spawn } from 'node:child_process';
import { describeWith, validatorSchema, xmllintAllAgainst } from '@journal/testing';
import { crossrefDepositXml } from '../../src/domain/crossref-deposit.xml';
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

const CR = 'http://www.crossref.org/schema/5.4.0';
const FR = 'http://www.crossref.org/fundref.xsd';
const links = new PublicLinks('https://journals.example.org');
const ETH_ROR = 'https://ror.org/05a28rw58';
const SNSF_ROR = 'https://ror.org/00yjd3n13';

/** The sample article with issue 42 item 8's metadata: ROR ids, two funders, a data availability statement. */
const funded = (overrides: Partial<Article> = {}): Article => {
  const base = sampleArticle();
  return sampleArticle({
    authors: [
      { ...base.authors[0]!, rorId: ETH_ROR },
      base.authors[1]!,
      { ...base.authors[2]!, rorId: ETH_ROR },
    ],
    funding: [
      {
        funderName: 'Swiss National Science Foundation',
        funderRorId: SNSF_ROR,
        awardIds: ['200021_1', '200021_2'],
      },
      { funderName: 'Bridge Trust', funderRorId: null, awardIds: [] },
    ],
    dataAvailability: 'Wind tunnel data: https://doi.org/10.5281/zenodo.1.\nCode on request.',
    ...overrides,
  });
};

const jats = (article: Article, withFullText = false) =>
  jatsXml(article, withFullText ? sampleFullText() : null, { publisherName: 'Lumina Journals', links });

const deposit = (article: Article) =>
  crossrefDepositXml(article, {
    depositor: { name: 'Lumina Journals', email: 'editor@journal.local' },
    registrant: 'Lumina Journals',
    resourceUrl: links.article(article.id),
    batchId: article.doi,
    now: new Date('2026-11-27T00:00:00.000Z'),
  });

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

describeWith(
  'xmllint',
  'funding, data availability and ROR ids in JATS and Crossref (issue 42 item 8)',
  () => {
    it('JATS: ROR ids in the affiliations, a funding-group, the data availability sec in back', () => {
      const doc = parseXml(jats(funded()));
      const affs = [...doc.getElementsByTagName('aff')];
      expect(
        affs.map((aff) => [
          aff.getElementsByTagName('institution')[0]!.textContent,
          aff.getElementsByTagName('institution-id')[0]?.textContent ?? null,
          aff.getElementsByTagName('institution-id')[0]?.getAttribute('institution-id-type') ?? null,
        ]),
      ).toEqual([
        ['ETH Zürich', ETH_ROR, 'ror'],
        ['Columbia University', null, null],
      ]);
      const awards = [...doc.getElementsByTagName('award-group')];
      expect(
        awards.map((award) => [
          award.querySelector('funding-source > institution-wrap > institution')!.textContent,
          award.querySelector('funding-source institution-id[institution-id-type="ror"]')?.textContent ??
            null,
          [...award.getElementsByTagName('award-id')].map((a) => a.textContent),
        ]),
      ).toEqual([
        ['Swiss National Science Foundation', SNSF_ROR, ['200021_1', '200021_2']],
        ['Bridge Trust', null, []],
      ]);
      const sec = doc.querySelector('back > sec[sec-type="data-availability"]')!;
      expect([...sec.getElementsByTagName('p')].map((p) => p.textContent)).toEqual([
        'Wind tunnel data: https://doi.org/10.5281/zenodo.1.',
        'Code on request.',
      ]);
    });

    it('JATS without funding or a statement has neither (and no back without a full text)', () => {
      const doc = parseXml(jats(sampleArticle()));
      expect(doc.getElementsByTagName('funding-group')).toHaveLength(0);
      expect(doc.getElementsByTagName('back')).toHaveLength(0);
      expect(doc.getElementsByTagName('institution-wrap')).toHaveLength(0);
    });

    it('JATS is valid against the JATS 1.3 XSD and DTD, with and without a full text', async () => {
      const documents = { bare: jats(funded()), full: jats(funded(), true), plain: jats(sampleArticle()) };
      const verdicts = await xmllintAllAgainst(JATS_XSD(), documents);
      for (const [name, verdict] of Object.entries(verdicts))
        expect([name, verdict!.valid, verdict!.errors]).toEqual([name, true, expect.anything()]);
      for (const xml of Object.values(documents)) expect(xmllintAgainstDtd(JATS_DTD(), xml).valid).toBe(true);
    });

    it('Crossref: ROR ids as institution_id, funding as FundRef before the access indicators', () => {
      const doc = parseXml(deposit(funded()));
      const ids = [...doc.getElementsByTagNameNS(CR, 'institution_id')];
      expect(ids.map((i) => [i.textContent, i.getAttribute('type')])).toEqual([
        [ETH_ROR, 'ror'],
        [ETH_ROR, 'ror'],
      ]);
      const groups = [...doc.getElementsByTagNameNS(FR, 'assertion')].filter(
        (a) => a.getAttribute('name') === 'fundgroup',
      );
      expect(groups.map((g) => [...g.children].map((c) => [c.getAttribute('name'), c.textContent]))).toEqual([
        [
          ['funder_name', 'Swiss National Science Foundation'],
          ['ror', SNSF_ROR],
          ['award_number', '200021_1'],
          ['award_number', '200021_2'],
        ],
        [['funder_name', 'Bridge Trust']],
      ]);
      const article = doc.getElementsByTagNameNS(CR, 'journal_article')[0]!;
      const names = [...article.children].map((c) => c.localName);
      expect(names.indexOf('program')).toBeLessThan(names.lastIndexOf('program'));
      expect(doc.getElementsByTagNameNS(FR, 'program')[0]!.getAttribute('name')).toBe('fundref');
    });

    it.each([
      ['funded with ROR ids', funded()],
      ['without funding', sampleArticle()],
    ])('Crossref deposit validates against the 5.4.0 XSD (%s)', async (_name, article) => {
      const verdict = await against540(deposit(article));
      expect(verdict.errors).toContain('- validates');
      expect(verdict.valid).toBe(true);
    });
  },
);
