import { Writable } from 'node:stream';
import { hasXmlIllegalCharacter } from '@journal/errors';
import { createLogger } from '@journal/logger';
import { describeWith, validatorSchema, xmllintAgainst } from '@journal/testing';
import type { Article } from '../../src/repositories/article.types';
import { articlePage, withdrawnPage } from '../../src/domain/article-page.view';
import { crossrefDepositXml } from '../../src/domain/crossref-deposit.xml';
import { issueFeed, journalFeed, urlset } from '../../src/domain/discovery.views';
import {
  DROPPED_CHARACTERS_MESSAGE,
  holdsXmlIllegalText,
  warnOfDroppedCharacters,
} from '../../src/domain/dropped-characters';
import type { FullText } from '../../src/repositories/fulltext.types';
import { issueTocPage } from '../../src/domain/issue-pages.view';
import { jatsXml, oaiJatsArticle } from '../../src/domain/jats/jats.xml';
import { escapeMarkup, scriptJson } from '../../src/repositories/markup';
import { oaiDc, oaiEnvelope, record } from '../../src/domain/oai/oai-xml';
import { PublicLinks } from '../../src/public-links';
import { parseXml, readHead, texts } from '../support/article-head';

/**
 * Every kind XML 1.0 cannot carry: the C0 controls but tab, LF and CR (NUL too, which Postgres never
 * stores), U+FFFE, U+FFFF, and lone surrogates: a low one first (after a space or at the start) and a
 * high one last (before a letter), so neither pairs with its neighbour.
 */
const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i))
  .filter((c) => !'\t\n\r'.includes(c))
  .join('');
const ILLEGAL = `\udfff${C0}\ufffe\uffff\ud800`;
/** `clean` with the characters after every space and at its start: dropping them gives `clean` back. */
const dirty = (clean: string) => `${ILLEGAL}${clean.split(' ').join(` ${ILLEGAL}`)}`;

const links = new PublicLinks('https://journals.example.org');
const TITLE = 'Suspension bridges under wind load';

const article = (): Article => ({
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
  title: dirty(TITLE),
  abstract: `${dirty('Aeroelastic flutter.')}\n${dirty('Of long-span decks.')}`,
  keywords: [dirty('flutter')],
  authors: [
    {
      givenNames: dirty('Othmar'),
      familyName: 'Ammann',
      affiliation: dirty('ETH Zürich'),
      orcid: '0000-0002-1694-233X',
    },
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
  issue: { id: '7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11', volume: 3, number: 2, year: 2026, title: 'Wind' },
  firstPage: 10,
  lastPage: 24,
});

const fullText = (): FullText => ({
  intro: [{ kind: 'p', content: [dirty('An intro paragraph.'), { tag: 'fnref', note: 1 }] }],
  sections: [
    {
      id: 'sec-1',
      title: dirty('Results'),
      blocks: [
        {
          kind: 'p',
          content: [
            { tag: 'strong', children: [dirty('Strong words')] },
            { tag: 'link', href: 'https://example.org/', children: [dirty('a link')] },
          ],
        },
        { kind: 'list', ordered: true, items: [[dirty('one item')]] },
        {
          kind: 'table',
          id: 'table-1',
          label: dirty('Table 1'),
          caption: [dirty('A caption')],
          rows: [{ header: true, cells: [[dirty('a cell')]] }],
        },
        {
          kind: 'figure',
          id: 'fig-1',
          image: 'image-1.png',
          alt: dirty('alt text'),
          label: dirty('Figure 1'),
          caption: [dirty('A figure')],
        },
      ],
      sections: [],
    },
  ],
  referencesTitle: dirty('References'),
  references: [
    {
      id: 'ref-1',
      content: [
        dirty('A reference. '),
        { tag: 'doi', doi: '10.5555/x.1', text: 'https://doi.org/10.5555/x.1' },
      ],
      doi: '10.5555/x.1',
    },
  ],
  footnotes: [{ note: 1, content: [dirty('A footnote.')] }],
  images: [{ name: 'image-1.png', contentType: 'image/png', size: 10 }],
});

/** Every output written from the article: none may hold a character, and each must parse. */
const xmlOutputs = () => ({
  jats: jatsXml(article(), fullText(), { publisherName: 'Lumina', links }),
  oaiJats: oaiEnvelope(links.oai(), undefined, (oai) =>
    record(oai.ele('GetRecord'), article(), 'oai:x:1', (metadata) =>
      oaiJatsArticle(metadata, article(), fullText(), { publisherName: 'Lumina', links }),
    ),
  ),
  oaiDc: oaiEnvelope(links.oai(), undefined, (oai) =>
    record(oai.ele('GetRecord'), article(), 'oai:x:1', (metadata) =>
      oaiDc(metadata, article(), links, 'Lumina'),
    ),
  ),
  crossref: crossrefDepositXml(article(), {
    depositor: { name: 'Lumina', email: 'admin@example.org' },
    registrant: 'Lumina',
    resourceUrl: links.article(article().id),
    batchId: 'batch-1',
  }),
  journalFeed: journalFeed(
    { id: 'civil-engineering', name: 'Civil Engineering', fullTitle: 'Lumina Journal of Civil Engineering' },
    [article()],
    links,
    'Lumina',
  ),
  issueFeed: issueFeed(
    { slug: 'civil-engineering', name: 'Civil Engineering', fullTitle: 'LJCE' },
    { volume: 3, number: 2, label: 'Vol. 3, No. 2 (2026)' },
    [article()],
    links,
    'Lumina',
  ),
  sitemap: urlset([{ loc: `${links.article(article().id)}${ILLEGAL}` }]),
});

describe('the writers drop characters XML cannot carry', () => {
  it('escapeMarkup drops every kind and keeps tab, LF, CR and surrogate pairs', () => {
    expect(escapeMarkup(`a${ILLEGAL}b`)).toBe('ab');
    expect(escapeMarkup(dirty('Tom & Jerry'))).toBe('Tom &amp; Jerry');
    expect(escapeMarkup('\t\n\r 𝔸 😀 <&>')).toBe('\t\n\r 𝔸 😀 &lt;&amp;&gt;');
    for (const c of ILLEGAL) expect(escapeMarkup(`[${c}]`)).toBe('[]');
  });

  it('scriptJson drops them from every string of the data', () => {
    const json = scriptJson({ title: dirty(TITLE), authors: [{ name: `a${ILLEGAL}b` }] });
    expect(json).not.toMatch(/\\u00[01][0-9a-f]|\\ud[89a-f]/i);
    expect(hasXmlIllegalCharacter(json)).toBe(false);
    expect(JSON.parse(json)).toEqual({ title: TITLE, authors: [{ name: 'ab' }] });
  });

  it('the JATS builder drops them instead of throwing, in text and attribute values', () => {
    const xml = jatsXml(
      {
        ...article(),
        articleNumber: dirty('e2026001'),
        firstPage: null,
        authors: [{ ...article().authors[0]!, orcid: dirty('0000-0002-1694-233X') }],
      },
      fullText(),
      { publisherName: dirty('Lumina'), links },
    );
    expect(hasXmlIllegalCharacter(xml)).toBe(false);
    const doc = parseXml(xml);
    expect(texts(doc, 'article-title')).toEqual([TITLE]);
    expect(texts(doc, 'elocation-id')).toEqual(['e2026001']);
    expect(doc.querySelector('graphic alt-text')!.textContent).toBe('alt text');
  });

  it.each(Object.keys(xmlOutputs()))('%s holds none of them and is well-formed', (name) => {
    const xml = xmlOutputs()[name as keyof ReturnType<typeof xmlOutputs>];
    expect(hasXmlIllegalCharacter(xml)).toBe(false);
    // jsdom's XML parser refuses ill-formed XML (and these characters in it)
    expect(parseXml(xml).querySelector('parsererror')).toBeNull();
    if (name !== 'sitemap') expect(xml).toContain(escapeMarkup(TITLE));
  });

  it('the article page, its head and embedded data, and a withdrawn page hold none of them', () => {
    const html = articlePage(article(), links, 'Lumina', { investigations: 1, requests: 2 }, fullText());
    expect(hasXmlIllegalCharacter(html)).toBe(false);
    expect(html).not.toMatch(/\\u00[01][0-9a-f]|\\ud[89a-f]/i);
    const head = readHead(html);
    expect(head.one('citation_title')).toBe(TITLE);
    expect(head.one('citation_author_institution')).toBe('ETH Zürich');
    expect(head.jsonLd).toMatchObject({ headline: TITLE });
    expect(head.body).toContain('Results');
    const withdrawn = withdrawnPage(
      { ...article(), withdrawnAt: new Date(), withdrawal: { kind: 'retraction', reason: dirty('Errors') } },
      links,
    );
    expect(hasXmlIllegalCharacter(withdrawn)).toBe(false);
  });

  it('the issue table of contents holds none of them', () => {
    const a = article();
    const issue = {
      ...a.issue!,
      journalId: a.journalId,
      description: dirty('About wind'),
      plannedDate: null,
      publishedAt: new Date(),
      coverUpdatedAt: null,
    };
    const html = issueTocPage(
      { slug: 'civil-engineering', name: dirty('Civil Engineering'), fullTitle: 'LJCE' },
      { ...issue, title: dirty('Wind') },
      [{ ...a, title: a.title }],
      links,
    );
    expect(hasXmlIllegalCharacter(html)).toBe(false);
    expect(html).toContain(escapeMarkup(TITLE));
  });
});

describeWith('xmllint', 'the writers with dropped characters still validate', () => {
  it('JATS against the JATS 1.3 XSD and Crossref against the Crossref 5.4.0 XSD', () => {
    const { jats, crossref } = xmlOutputs();
    const verdicts = {
      jats: xmllintAgainst(validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd'), jats),
      crossref: xmllintAgainst(validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), crossref),
    };
    expect(verdicts).toEqual({
      jats: { valid: true, errors: '- validates\n' },
      // (xmllint warns that it skips the schema's import of MathML by its web address)
      crossref: { valid: true, errors: expect.stringContaining('- validates\n') },
    });
  });
});

describe('warnOfDroppedCharacters', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { logger: createLogger('test', { level: 'warn' }, sink), lines };
  };

  it('finds the characters anywhere in a record, in strings only', () => {
    expect(holdsXmlIllegalText({ a: [{ b: ['ok', `x\u0001`] }] })).toBe(true);
    expect(holdsXmlIllegalText([new Date(), 1, null, undefined, { t: 'clean\t\n' }])).toBe(false);
    expect(holdsXmlIllegalText(fullText())).toBe(true);
    expect(holdsXmlIllegalText(article())).toBe(true);
  });

  it('writes one warning per response naming the records that held them, none when clean', () => {
    const { logger, lines } = capture();
    warnOfDroppedCharacters(logger, 'OAI-PMH ListRecords jats', [
      { id: 'clean-1', content: { title: 'fine' } },
      { id: 'dirty-1', content: [article(), null] },
      { id: 'dirty-2', content: [{ title: 'fine' }, fullText()] },
    ]);
    warnOfDroppedCharacters(logger, 'article page', [{ id: 'clean-1', content: { title: 'fine' } }]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: DROPPED_CHARACTERS_MESSAGE,
        response: 'OAI-PMH ListRecords jats',
        articleIds: ['dirty-1', 'dirty-2'],
      }),
    ]);
  });
});
