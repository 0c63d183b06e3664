import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeWith, validatorSchema, xmllintAllAgainst } from '@journal/testing';
import { submissionEventsHandler } from '../../src/consumers/submission-events.handler';
import { JATS_DTD, JATS_XSD, sampleFullText, xmllintAllAgainstDtd } from '../support/article-fixtures';
import { parseXml } from '../support/article-head';
import {
  jatsRecords,
  JATS_OAI_NS,
  openaireRecords,
  OPENAIRE_NS,
  writeOaiSchemas,
  xmllintWithOpenaireCatalog,
} from '../support/oai-schemas';
import {
  created,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

/** A ListRecords page of 20 records of each metadata format, validated as a whole and record by record. */
describeWith(['postgres', 'xmllint'], 'publishing: OAI-PMH pages of many records', () => {
  let h: PublishingHarness;
  let schemas: Record<'oai_dc' | 'jats' | 'oai_openaire', string>;
  let schemaDir: string;
  const papers: PaperFixture[] = Array.from({ length: 20 }, (_, i) =>
    paper({
      title: `Record ${i}`,
      journalId: i % 2 ? 'education' : 'management',
      journalName: i % 2 ? 'Education' : 'Management',
      authorAffiliation: i % 3 ? 'Kings College London' : null,
      authorOrcid: i % 4 ? null : '0000-0002-1825-0097',
    }),
  );
  const withFullText = new Set(papers.filter((_, i) => i % 2 === 0).map((p) => p.id));

  beforeAll(async () => {
    schemaDir = await mkdtemp(path.join(tmpdir(), 'oai-schemas-'));
    schemas = await writeOaiSchemas(schemaDir);
    h = await startPublishing();
    const handle = submissionEventsHandler(h.db.pool, h.handlerSettings);
    await handle(papers.map((p) => created(p) as never));
    await handle(
      papers.map((p) => statusChanged(p, 2, 'submitted', 'published', '2026-02-03T00:00:00.000Z') as never),
    );
    // every kind of id (aff, sec, table-wrap, fig, fn, ref) in half the records: converted full texts
    for (const id of withFullText)
      await h.db.pool.query(
        `INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
         VALUES ($1, 1, $2::jsonb, true, now())`,
        [id, JSON.stringify(sampleFullText())],
      );
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    if (schemaDir) await rm(schemaDir, { recursive: true, force: true });
  });

  /** xmllint without blocking this process, whose server must keep answering (keep-alive sockets). */
  const lint = async (xsd: string, xml: string) => (await xmllintAllAgainst(xsd, { xml })).xml!;

  const listRecords = async (prefix: string) => {
    const res = await fetch(`${h.baseUrl}/oai?verb=ListRecords&metadataPrefix=${prefix}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = parseXml(text);
    expect(doc.querySelector('error')).toBeNull();
    expect(doc.querySelectorAll('ListRecords > record')).toHaveLength(20);
    return { text, doc };
  };

  it('oai_dc: a page of 20 records validates against the OAI-PMH and oai_dc schemas', async () => {
    const { text } = await listRecords('oai_dc');
    const verdict = await lint(schemas.oai_dc, text);
    expect(verdict.errors).toMatch(/ validates$/m);
    expect(verdict.valid).toBe(true);
  });

  describe('jats', () => {
    it('validates as one document against the OAI-PMH schema with the JATS 1.3 XSD (ids unique)', async () => {
      const { text, doc } = await listRecords('jats');
      const articles = [...doc.querySelectorAll('record > metadata > article')];
      expect(articles.every((a) => a.namespaceURI === JATS_OAI_NS)).toBe(true);
      expect(articles.filter((a) => a.getElementsByTagName('body').length)).toHaveLength(withFullText.size);
      const page = await lint(schemas.jats, text);
      expect(page.errors).toMatch(/ validates$/m);
      expect(page.valid).toBe(true);

      // the same page with the records' own ids (what a single /jats.xml carries) repeats them: invalid
      const unprefixed = text.replace(/(id|rid)="art-[0-9a-f-]{36}-/g, '$1="');
      const verdict = await lint(schemas.jats, unprefixed);
      expect(verdict.valid).toBe(false);
      expect(verdict.errors).toMatch(/'aff-1' is not a valid value of the atomic type 'xs:ID'/);
    }, 300_000); // two passes of the JATS XSD: slow on a loaded machine, not a budget

    it('prefixes every id and IDREF of a record with its article id, so each IDREF stays in its record', async () => {
      const { doc } = await listRecords('jats');
      const all: string[] = [];
      for (const record of doc.querySelectorAll('ListRecords > record')) {
        const articleId = record.querySelector('header > identifier')!.textContent!.split(':').at(-1)!;
        const article = record.querySelector('metadata > article')!;
        const ids = [...article.querySelectorAll('[id]')].map((e) => e.getAttribute('id')!);
        const rids = [...article.querySelectorAll('[rid]')].map((e) => e.getAttribute('rid')!);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of [...ids, ...rids]) expect(id.startsWith(`art-${articleId}-`)).toBe(true);
        expect(rids.filter((rid) => !ids.includes(rid))).toEqual([]);
        if (withFullText.has(articleId))
          expect(ids.map((id) => id.slice(`art-${articleId}-`.length))).toEqual(
            expect.arrayContaining([
              'aff-1',
              'sec-1',
              'sec-1-1',
              'table-1',
              'fig-1',
              'fn-1',
              'fn-2',
              'ref-1',
            ]),
          );
        all.push(...ids);
      }
      expect(new Set(all).size).toBe(all.length);
    });

    it('each record out of its envelope validates against the JATS 1.3 XSD and DTD', async () => {
      const { text } = await listRecords('jats');
      const records = jatsRecords(text);
      expect(records).toHaveLength(20);
      const xsd = await xmllintAllAgainst(
        JATS_XSD(),
        Object.fromEntries(records.map((r, i) => [String(i), r])),
      );
      expect(Object.values(xsd).filter((v) => !v.valid)).toEqual([]);
      expect((await xmllintAllAgainstDtd(JATS_DTD(), records)).filter((v) => !v.valid)).toEqual([]);
    }, 300_000); // two passes of the JATS XSD: slow on a loaded machine, not a budget
  });

  describe('oai_openaire', () => {
    it('is listed by ListMetadataFormats with its namespace and schema', async () => {
      const doc = parseXml(await (await fetch(`${h.baseUrl}/oai?verb=ListMetadataFormats`)).text());
      const formats = [...doc.querySelectorAll('metadataFormat')].map((f) =>
        ['metadataPrefix', 'schema', 'metadataNamespace'].map((n) => f.querySelector(n)!.textContent),
      );
      expect(formats).toContainEqual([
        'oai_openaire',
        'https://www.openaire.eu/schema/repo-lit/4.0/openaire.xsd',
        OPENAIRE_NS,
      ]);
    });

    it('a page of 20 records validates against the OAI-PMH schema with openaire.xsd, and each record alone', async () => {
      const { text, doc } = await listRecords('oai_openaire');
      const resources = [...doc.querySelectorAll('record > metadata > *')];
      expect(resources.map((r) => [r.namespaceURI, r.localName])).toEqual(
        Array(20).fill([OPENAIRE_NS, 'resource']),
      );
      const page = await xmllintWithOpenaireCatalog(schemas.oai_openaire, text);
      expect(page.errors).toContain('- validates');
      expect(page.valid).toBe(true);
      const records = openaireRecords(text);
      expect(records).toHaveLength(20);
      const alone = await Promise.all(
        records.map((r) => xmllintWithOpenaireCatalog(validatorSchema('openaire/4.0/openaire.xsd'), r)),
      );
      expect(alone.filter((v) => !v.valid)).toEqual([]);
      // an element OpenAIRE does not define fails the page (the envelope's metadata is checked strictly)
      const bad = text.replace('<dc:language>eng</dc:language>', '<dc:lang>eng</dc:lang>');
      expect((await xmllintWithOpenaireCatalog(schemas.oai_openaire, bad)).valid).toBe(false);
    });

    it('GetRecord gives the record with its creators, ORCID iD, affiliation and DOI', async () => {
      const p = papers[0]!;
      const res = await fetch(
        `${h.baseUrl}/oai?verb=GetRecord&metadataPrefix=oai_openaire&identifier=${encodeURIComponent(`oai:127.0.0.1:${p.id}`)}`,
      );
      const doc = parseXml(await res.text());
      const datacite = (name: string) =>
        [...doc.getElementsByTagNameNS('http://datacite.org/schema/kernel-4', name)].map(
          (e) => e.textContent,
        );
      expect(datacite('title')).toEqual([p.title]);
      expect(datacite('creatorName')).toEqual(['Franklin, Rosalind', 'Hopper, Grace', 'Turing, Alan']);
      expect(datacite('nameIdentifier')).toEqual([
        'https://orcid.org/0000-0002-1825-0097',
        'https://orcid.org/0000-0002-1694-233X',
      ]);
      expect(datacite('affiliation')).toEqual(['Yale University']);
      expect(datacite('identifier')[0]).toMatch(/^10\.5555\/mgmt\.2026\./);
      expect(datacite('subject')).toEqual(p.keywords);
    });
  });
});
