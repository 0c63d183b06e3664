import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasXmlIllegalCharacter } from '@journal/errors';
import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  validatorSchema,
  xmllintAllAgainst,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { parseXml, readHead, texts } from '../../services/publishing/test/support/article-head';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

/**
 * Every character XML 1.0 cannot carry that Postgres can store: the C0 controls but NUL (which Postgres
 * refuses in text and jsonb), tab, LF and CR, and the noncharacters U+FFFE and U+FFFF. Lone surrogates
 * cannot be stored at all (text is UTF-8: the driver writes one as U+FFFD, and jsonb refuses a `\ud800`
 * escape), so the writers' unit tests cover them.
 */
const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i))
  .filter((c) => !'\u0000\t\n\r'.includes(c))
  .join('');
const ILLEGAL = `${C0}\ufffe\uffff`;
/** `clean` with the illegal characters spread through it: what was stored. */
const dirty = (clean: string) => clean.split(' ').join(` ${ILLEGAL}`) + '\ufffe';

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const JOURNAL = 'civil-engineering';
const TITLE = 'Cable stays in the wind';
const ABSTRACT = ['Stays sing in a gale.', 'Dampers quieten them.'];
const KEYWORD = 'vortex shedding';
const AFFILIATION = 'Imperial College London';
const SECTION = 'Wind tunnel results';
const PARAGRAPH = 'The damped stay moved a tenth as far.';
const CLEAN_TITLE = 'Pylons on soft soil';

/** A converted full text (the model of fulltext.types.ts) with the characters in every kind of text. */
const fullText = () => ({
  intro: [{ kind: 'p', content: [dirty(PARAGRAPH), { tag: 'fnref', note: 1 }] }],
  sections: [
    {
      id: 'sec-1',
      title: dirty(SECTION),
      blocks: [
        { kind: 'p', content: [{ tag: 'em', children: [dirty('Measured at 30 m/s.')] }] },
        { kind: 'list', ordered: false, items: [[dirty('First stay')], [dirty('Second stay')]] },
        {
          kind: 'table',
          id: 'table-1',
          label: dirty('Table 1'),
          caption: [dirty('Amplitudes')],
          rows: [
            { header: true, cells: [[dirty('Stay')], [dirty('Amplitude')]] },
            { header: false, cells: [['A'], [dirty('12 mm')]] },
          ],
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
        dirty('Irvine, M. Cable structures. '),
        { tag: 'doi', doi: '10.5555/cables.1', text: 'https://doi.org/10.5555/cables.1' },
      ],
      doi: '10.5555/cables.1',
    },
  ],
  footnotes: [{ note: 1, content: [dirty('Measured on site.')] }],
  images: [],
});

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const JATS_OAI_NS = 'http://jats.nlm.nih.gov';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/**
 * The output side of stored text that XML cannot carry, over real HTTP through the gateway of the whole
 * site (embedded composition, real Postgres). Input refuses such characters, so they are written into
 * the stored article and its full text with SQL, as an older release or a conversion could have left
 * them. Every XML answer that holds the record (OAI-PMH ListRecords and GetRecord in each metadata
 * format, the JATS download, the Crossref XML, both Atom feeds, the sitemap) validates against its
 * official schema with xmllint and still carries the record, the characters dropped; the server-rendered
 * pages (article page and its Scholar tags, issue table of contents, issue list) hold none of them; the
 * service logs a warning naming the record.
 */
describeWith(['postgres', 'xmllint'], 'stored characters XML cannot carry, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let schemas: string;
  const ids = { dirty: '', clean: '' };

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const submit = async (paperTitle: string): Promise<string> => {
    const res = await json('POST', '/api/registration/submit-paper', author, {
      userEmail: AUTHOR.email,
      journalName: 'Civil Engineering',
      paperTitle,
      abstract: ABSTRACT.join('\n'),
      keywords: KEYWORD,
    });
    expect(res.status).toBe(201);
    return res.body.submission.id as string;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
  };
  const knownAs = (id: string, status: string) =>
    readUntil(
      async () =>
        (await db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [id])).rows[0]
          ?.status,
      (s) => s === status,
      `publishing sees ${status}`,
    );

  /** Publishes both papers in one issue, then stores the characters in one of them. */
  async function publishAndSpoil() {
    const issue = await json('POST', `/api/admin/journals/${JOURNAL}/issues`, admin, {
      volume: 1,
      number: 1,
      year: 2026,
      title: 'Bridges',
    });
    expect(issue.status).toBe(201);
    const issueId = issue.body.data.issue.id as string;
    ids.dirty = await submit(TITLE);
    ids.clean = await submit(CLEAN_TITLE);
    for (const [position, id] of [ids.dirty, ids.clean].entries()) {
      await setStatus(id, 'accepted');
      await knownAs(id, 'accepted');
      const placed = await json('PUT', `/api/admin/submissions/${id}/placement`, admin, {
        issueId,
        position: position + 1,
      });
      expect(placed.status).toBe(200);
    }
    expect(
      (await json('POST', `/api/admin/journals/${JOURNAL}/issues/${issueId}/publish`, admin)).status,
    ).toBe(200);
    await readUntil(
      async () => (await fetch(`${site.baseUrl}/api/articles/${ids.clean}`)).status,
      (s) => s === 200,
      'the published articles',
    );

    // What "already stored" means: written past the input rules, straight into the tables.
    await db.pool.query(
      `UPDATE publishing.articles
          SET title = $2, abstract = $3, keywords = $4,
              authors = jsonb_set(authors, '{0,affiliation}', to_jsonb($5::text)), modified_at = now()
        WHERE id = $1`,
      [ids.dirty, dirty(TITLE), ABSTRACT.map(dirty).join('\n'), [dirty(KEYWORD)], dirty(AFFILIATION)],
    );
    const text = JSON.stringify(fullText());
    await db.pool.query(
      `INSERT INTO publishing.productions
         (submission_id, journal_id, generation, source_key, status, full_text, chosen_by, chosen_at, converted_at)
       VALUES ($1, $2, 1, 'production/stored-by-sql.docx', 'ready', $3::jsonb, 'admin', now(), now())`,
      [ids.dirty, JOURNAL, text],
    );
    // Where readers' full texts are kept once published texts are versioned apart from production files.
    const versions = await db.pool.query(`SELECT to_regclass('publishing.full_text_versions') AS t`);
    if (versions.rows[0].t)
      await db.pool.query(
        `INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
         VALUES ($1, 1, $2::jsonb, true, now())`,
        [ids.dirty, text],
      );
    const stored = await db.pool.query('SELECT title FROM publishing.articles WHERE id = $1', [ids.dirty]);
    expect(stored.rows[0].title).toBe(dirty(TITLE));
  }

  /**
   * One schema for OAI-PMH answers: the official OAI-PMH and oai_dc schemas (oai_dc's import of xml.xsd by
   * its web address served by the local copy: xmllint runs without network). The envelope's metadata is
   * validated strictly, so JATS records, whose OAI namespace has no official schema, get a stand-in
   * here for the envelope, and each is validated alone against the JATS 1.3 XSD (see jatsArticles).
   */
  async function writeOaiSchemas(dir: string) {
    await writeFile(
      path.join(dir, 'jats-in-oai.xsd'),
      `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${JATS_OAI_NS}" elementFormDefault="qualified">
  <xs:element name="article">
    <xs:complexType>
      <xs:sequence><xs:any namespace="##any" processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
      <xs:anyAttribute namespace="##any" processContents="skip"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`,
    );
    await writeFile(
      path.join(dir, 'oai-pmh-responses.xsd'),
      `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="${validatorSchema('jats/standard-modules/xml.xsd')}"/>
  <xs:import namespace="${OAI_NS}" schemaLocation="${validatorSchema('oai/OAI-PMH.xsd')}"/>
  <xs:import namespace="${OAI_DC_NS}" schemaLocation="${validatorSchema('oai/oai_dc.xsd')}"/>
  <xs:import namespace="${JATS_OAI_NS}" schemaLocation="${path.join(dir, 'jats-in-oai.xsd')}"/>
</xs:schema>
`,
    );
  }

  beforeAll(async () => {
    schemas = await mkdtemp(path.join(tmpdir(), 'oai-schemas-'));
    await writeOaiSchemas(schemas);
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    await publishAndSpoil();
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
    if (schemas) await rm(schemas, { recursive: true, force: true });
  });

  /** A 200 answer's text, with none of the characters left in it. */
  async function text(route: string, token?: string): Promise<string> {
    const res = await fetch(`${site.baseUrl}${route}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = await res.text();
    expect({ route, status: res.status }).toEqual({ route, status: 200 });
    expect({ route, illegal: hasXmlIllegalCharacter(body) }).toEqual({ route, illegal: false });
    return body;
  }
  const expectValid = (route: string, verdict: { valid: boolean; errors: string }) =>
    expect({ route, ...verdict }).toEqual({
      route,
      valid: true,
      errors: expect.stringContaining('validates'),
    });
  /**
   * xmllint on one document from its standard input, without blocking this process (a long synchronous
   * run leaves the site's idle keep-alive sockets to close under the next request).
   */
  const lint = (args: string[], xml: string) =>
    new Promise<{ valid: boolean; errors: string }>((resolve, reject) => {
      const run = spawn('xmllint', ['--noout', '--nonet', ...args, '-']);
      let errors = '';
      run.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      run.on('error', reject);
      run.on('close', (code) => resolve({ valid: code === 0, errors }));
      run.stdin.end(xml);
    });
  const againstXsd = (xsd: string, xml: string) => lint(['--schema', xsd], xml);
  const JATS_XSD = () => validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd');
  const JATS_DTD = () => validatorSchema('jats/dtd/JATS-journalpublishing1-3-mathml3.dtd');
  /** Each OAI-PMH JATS record as /jats.xml serves it (the OAI namespace and schema location taken off). */
  const jatsArticles = (oai: string) =>
    [...oai.matchAll(/<article xmlns="http:\/\/jats\.nlm\.nih\.gov"[\s\S]*?<\/article>/g)].map(
      ([raw]) =>
        `<?xml version="1.0" encoding="UTF-8"?>${raw
          .replace(` xmlns="${JATS_OAI_NS}"`, '')
          .replace(/ xmlns:xsi="[^"]*" xsi:schemaLocation="[^"]*"/, '')}`,
    );
  const oaiIdentifier = (id: string) => `oai:localhost:${id}`;

  it.each(['oai_dc', 'jats'])(
    'OAI-PMH ListRecords and GetRecord (%s) validate and hold every record, the characters dropped',
    async (prefix) => {
      const responses = {
        list: await text(`/oai?verb=ListRecords&metadataPrefix=${prefix}`),
        get: await text(
          `/oai?verb=GetRecord&metadataPrefix=${prefix}&identifier=${encodeURIComponent(oaiIdentifier(ids.dirty))}`,
        ),
      };
      const articles: Record<string, string> = {};
      for (const [name, xml] of Object.entries(responses)) {
        expectValid(`${prefix} ${name}`, await againstXsd(path.join(schemas, 'oai-pmh-responses.xsd'), xml));
        const doc = parseXml(xml);
        expect(doc.querySelector('error')).toBeNull();
        const titles =
          prefix === 'jats'
            ? texts(doc, 'article-title')
            : [...doc.getElementsByTagNameNS(DC_NS, 'title')].map((t) => t.textContent);
        expect(titles).toContain(TITLE);
        if (prefix === 'jats') {
          expect(texts(doc, 'abstract > p')).toEqual(expect.arrayContaining(ABSTRACT));
          expect(texts(doc, 'body sec > title')).toEqual([SECTION]);
          for (const [i, article] of jatsArticles(xml).entries()) articles[`${name} article ${i}`] = article;
        }
      }
      // The JATS records alone, in one xmllint run (the schema is large).
      if (prefix === 'jats') {
        expect(Object.keys(articles)).toHaveLength(3);
        const verdicts = await xmllintAllAgainst(JATS_XSD(), articles);
        for (const name of Object.keys(articles)) expectValid(name, verdicts[name]!);
      }
      const listed = texts(parseXml(responses.list), 'record > header > identifier');
      expect(listed.sort()).toEqual([oaiIdentifier(ids.dirty), oaiIdentifier(ids.clean)].sort());
    },
  );

  it('the JATS download validates against the JATS 1.3 XSD and DTD, with front, body and back', async () => {
    const xml = await text(`/articles/${ids.dirty}/jats.xml`);
    expectValid('jats.xml (XSD)', await againstXsd(JATS_XSD(), xml));
    expect(await lint(['--dtdvalid', JATS_DTD()], xml)).toEqual({ valid: true, errors: '' });
    const doc = parseXml(xml);
    expect(texts(doc, 'article-title')).toEqual([TITLE]);
    expect(texts(doc, 'abstract > p')).toEqual(ABSTRACT);
    expect(texts(doc, 'kwd')).toEqual([KEYWORD]);
    expect(texts(doc, 'aff institution')).toEqual([AFFILIATION]);
    expect(texts(doc, 'body > p')[0]).toBe(`${PARAGRAPH}1`);
    expect(texts(doc, 'table-wrap > label')).toEqual(['Table 1']);
    expect(texts(doc, 'back fn p')).toEqual(['Measured on site.']);
    expect(texts(doc, 'ref-list > title')).toEqual(['References']);
  });

  it('the Crossref deposit XML validates against the Crossref 5.4.0 XSD', async () => {
    const xml = await text(`/api/admin/articles/${ids.dirty}/crossref.xml`, admin);
    expectValid('crossref.xml', await againstXsd(validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), xml));
    const doc = parseXml(xml);
    expect(texts(doc, 'titles > title')).toEqual([TITLE]);
    expect(texts(doc, 'institution_name')).toEqual([AFFILIATION]);
    const jats = [...doc.getElementsByTagNameNS('http://www.ncbi.nlm.nih.gov/JATS1', 'p')];
    expect(jats.map((p) => p.textContent)).toEqual(ABSTRACT);
  });

  it.each([`/journals/${JOURNAL}/feed.atom`, `/journals/${JOURNAL}/issues/1/1/feed.atom`])(
    'the Atom feed %s validates against RFC 4287 and holds both entries',
    async (route) => {
      const xml = await text(route);
      const verdict = await lint(['--relaxng', validatorSchema('atom/atom.rng')], xml);
      expect({ route, ...verdict }).toEqual({ route, valid: true, errors: '- validates\n' });
      const doc = parseXml(xml);
      expect(texts(doc, 'entry > title').sort()).toEqual([CLEAN_TITLE, TITLE].sort());
      expect(texts(doc, 'entry > summary')).toContain(ABSTRACT.join('\n'));
    },
  );

  it('the sitemap validates and lists both articles', async () => {
    const xml = await text('/sitemap.xml');
    expectValid('sitemap.xml', await againstXsd(validatorSchema('sitemaps/sitemap.xsd'), xml));
    const locs = texts(parseXml(xml), 'url > loc');
    for (const id of [ids.dirty, ids.clean])
      expect(locs.some((l) => l.endsWith(`/articles/${id}`))).toBe(true);
  });

  it('the article page, its Scholar tags and JSON-LD, and its full text hold none of the characters', async () => {
    const html = await text(`/articles/${ids.dirty}`);
    const head = readHead(html);
    expect(head.title).toBe(`${TITLE} | Civil Engineering | Lumina Journals`);
    expect(head.one('citation_title')).toBe(TITLE);
    expect(head.one('citation_abstract')).toBe(ABSTRACT.join('\n'));
    expect(head.one('citation_author_institution')).toBe(AFFILIATION);
    expect(head.one('citation_keywords')).toBe(KEYWORD);
    expect(head.one('DC.title')).toBe(TITLE);
    expect(head.jsonLd).toMatchObject({ headline: TITLE, abstract: ABSTRACT.join('\n'), keywords: KEYWORD });
    expect(head.body).toContain(SECTION);
    expect(head.body).toContain(PARAGRAPH);
    const data = /<script id="article-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(hasXmlIllegalCharacter(JSON.stringify(JSON.parse(data)))).toBe(false);
    expect(JSON.stringify(JSON.parse(data))).not.toMatch(/\\u00[01]/);

    const fragment = JSON.parse(await text(`/api/articles/${ids.dirty}/fulltext`)).data.html as string;
    expect(hasXmlIllegalCharacter(fragment)).toBe(false);
    expect(fragment).toContain(SECTION);
  });

  it('the issue table of contents and the issue list hold none of the characters', async () => {
    const toc = await text(`/journals/${JOURNAL}/issues/1/1`);
    expect(toc).toContain(TITLE);
    expect(toc).toContain(CLEAN_TITLE);
    expect(await text(`/journals/${JOURNAL}/issues`)).toContain('2 articles');
  });

  it('logs a warning naming the record whose stored text held the characters', async () => {
    const warnings = () =>
      site
        .output()
        .split('\n')
        // whole lines only: the last one may still be arriving
        .filter((line) => line.endsWith('}') && line.includes('characters XML cannot carry'))
        .map((line) => JSON.parse(line) as { level: number; articleIds: string[]; response: string });
    // The site's log is written in chunks, at least once a second.
    const expected = new Set([
      'OAI-PMH ListRecords oai_dc',
      'OAI-PMH ListRecords jats',
      'OAI-PMH GetRecord oai_dc',
      'OAI-PMH GetRecord jats',
      'JATS download',
      'Crossref XML',
      'journal Atom feed',
      'issue Atom feed',
      'article page',
      'full-text HTML',
      'issue table of contents',
    ]);
    const logged = await readUntil(
      async () => warnings(),
      (lines) => [...expected].every((r) => lines.some((w) => w.response === r)),
      'the warnings',
    );
    expect(new Set(logged.map((w) => w.response))).toEqual(expected);
    for (const w of logged) {
      expect(w.level).toBe(40);
      expect(w.articleIds).toEqual([ids.dirty]);
    }
  });
});
