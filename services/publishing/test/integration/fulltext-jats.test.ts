import { spawnSync } from 'node:child_process';
import {
  ARTICLE_DOCX_SET,
  describeWith,
  makeArticleDocxFiles,
  validatorSchema,
  xmllintAllAgainst,
} from '@journal/testing';
import { JSDOM } from 'jsdom';
import { JATS_DTD, xmllintAllAgainstDtd } from '../support/article-fixtures';
import { parseXml, readHead } from '../support/article-head';
import { startFullTextWorker, type FullTextWorker } from '../support/fulltext-worker';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

const JATS_XSD = () => validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd');
const JATS_OAI_NS = 'http://jats.nlm.nih.gov';

describeWith(
  ['postgres', 'python-docx', 'xmllint'],
  'JATS 1.3 of articles, with and without full text',
  () => {
    let h: PublishingHarness;
    let worker: FullTextWorker;
    const papers = new Map<string, PaperFixture>();
    const bare = paper({ title: 'An article published without a production file' });

    async function publish(p: PaperFixture) {
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
      ]);
      await eventually(async () =>
        expect((await fetch(`${h.baseUrl}/api/articles/${p.id}`)).status).toBe(200),
      );
    }
    const jatsOf = async (id: string) => {
      const res = await fetch(`${h.baseUrl}/articles/${id}/jats.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/jats+xml; charset=utf-8');
      return res.text();
    };

    beforeAll(async () => {
      h = await startPublishing();
      worker = await startFullTextWorker(h.db.pool, h.storage);
      const files = await makeArticleDocxFiles(ARTICLE_DOCX_SET);
      for (const spec of ARTICLE_DOCX_SET) {
        const p = paper({ title: spec.title });
        papers.set(spec.name, p);
        await publish(p);
        expect(await worker.convert(p.id, files.get(spec.name)!)).toBe('ready');
      }
      await publish(bare);
    }, 180_000);
    afterAll(async () => {
      await worker?.close();
      await h?.close();
    });

    it('validates every JATS file of the fixture set against the JATS 1.3 XSD and DTD with xmllint', async () => {
      expect(papers.size).toBeGreaterThanOrEqual(11);
      const documents: Record<string, string> = {};
      for (const [name, p] of papers) documents[name] = await jatsOf(p.id);
      const verdicts = await xmllintAllAgainst(JATS_XSD(), documents);
      for (const name of papers.keys())
        expect({ name, ...verdicts[name] }).toEqual({
          name,
          valid: true,
          errors: expect.stringContaining('validates'),
        });
      const dtd = await xmllintAllAgainstDtd(JATS_DTD(), Object.values(documents));
      expect(dtd.filter((v) => !v.valid)).toEqual([]);
    });

    it('carries front matter, sections, figures, tables, footnotes and references with DOIs as pub-id', async () => {
      const spec = ARTICLE_DOCX_SET[2]!;
      const p = papers.get(spec.name)!;
      const doc = parseXml(await jatsOf(p.id));
      const text = (selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);
      expect(text('article-meta > title-group > article-title')).toEqual([p.title]);
      expect(text('contrib-group > contrib > name > surname')).toEqual(['Franklin', 'Hopper', 'Turing']);
      expect(doc.querySelector('contrib[corresp="yes"] surname')!.textContent).toBe('Franklin');
      expect(text('contrib-id[contrib-id-type="orcid"]')).toEqual(['https://orcid.org/0000-0002-1694-233X']);
      expect(text('aff institution')).toEqual(['Yale University']);
      expect(doc.querySelector('permissions license')!.getAttribute('xlink:href')).toBe(
        'https://creativecommons.org/licenses/by/4.0/',
      );
      expect(text('abstract > p')).toEqual(['We photograph DNA with X-rays.', 'The helix shows.']);
      expect(text('kwd-group > kwd')).toEqual(p.keywords);
      expect(doc.querySelector('pub-date')!.getAttribute('iso-8601-date')).toBe('2026-05-06');
      expect(text('body > sec > title')).toEqual(spec.sectionNames!.slice(0, spec.sections));
      expect(doc.querySelectorAll('body sec > sec')).toHaveLength(1);
      expect(text('table-wrap > label')).toEqual(['Table 1']);
      expect(doc.querySelectorAll('table-wrap table tr')).toHaveLength(3);
      const figures = [...doc.querySelectorAll('fig')];
      expect(figures).toHaveLength(spec.figures!);
      const href = figures[0]!.querySelector('graphic')!.getAttribute('xlink:href')!;
      expect(href).toBe(`${h.baseUrl}/articles/${p.id}/figures/image-1.png`);
      const image = await fetch(href);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect(doc.querySelectorAll('xref[ref-type="fn"]')).toHaveLength(2);
      expect(text('back fn-group fn p')[0]).toBe('Footnote 1: the instrument was calibrated on day 1.');
      const refs = [...doc.querySelectorAll('back ref-list ref mixed-citation')];
      expect(refs).toHaveLength(10);
      expect(refs.map((r) => r.querySelector('pub-id[pub-id-type="doi"]')!.textContent)).toEqual(
        Array.from({ length: 10 }, (_, i) => `10.${5000 + i}/test.${spec.name}.${i + 1}`),
      );
    });

    it('keeps the hostile document inert in JATS too', async () => {
      const xml = await jatsOf(papers.get('hostile')!.id);
      expect(xml).not.toMatch(/javascript:/i);
      const doc = parseXml(xml);
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      expect(doc.documentElement.textContent).toContain('<script>alert("x")</script>');
    });

    it('gives an article without a production file a valid JATS with front matter and abstract only', async () => {
      const xml = await jatsOf(bare.id);
      expect((await xmllintAllAgainst(JATS_XSD(), { xml })).xml!.valid).toBe(true);
      const doc = parseXml(xml);
      expect(doc.querySelector('article-title')!.textContent).toBe(bare.title);
      expect(doc.querySelectorAll('abstract > p')).toHaveLength(2);
      expect(doc.querySelector('body')).toBeNull();
      expect(doc.querySelector('back')).toBeNull();
    });

    it('answers 404 for an unknown article or figure', async () => {
      expect(
        (await fetch(`${h.baseUrl}/articles/00000000-0000-4000-8000-000000000000/jats.xml`)).status,
      ).toBe(404);
      expect((await fetch(`${h.baseUrl}/articles/${bare.id}/figures/image-1.png`)).status).toBe(404);
      const id = papers.get('article-1')!.id;
      expect((await fetch(`${h.baseUrl}/articles/${id}/figures/image-9.png`)).status).toBe(404);
    });

    it('shows the full text on the article page the server sends, with citation_fulltext_html_url', async () => {
      const p = papers.get('article-1')!;
      const html = await (await fetch(`${h.baseUrl}/articles/${p.id}`)).text();
      const head = readHead(html);
      expect(head.one('citation_fulltext_html_url')).toBe(`${h.baseUrl}/articles/${p.id}`);
      const doc = new JSDOM(html).window.document;
      const root = doc.querySelector('#root')!;
      expect(
        [...root.querySelectorAll('nav.fulltext-contents > ol > li > a')].map((a) => a.textContent),
      ).toEqual(['Introduction', 'Methods', 'Results', 'References']);
      expect(root.querySelector('#sec-2 > h2')!.textContent).toBe('Methods');
      expect(root.querySelector('figure#fig-1 img')!.getAttribute('src')).toBe(
        `/articles/${p.id}/figures/image-1.png`,
      );
      expect(root.querySelectorAll('#references li a[href^="https://doi.org/10."]')).toHaveLength(10);
      // once, where the SPA keeps it from (frontend server-fulltext.ts), never a second copy as JSON
      expect(root.querySelectorAll('.article-fulltext > .fulltext')).toHaveLength(1);
      expect(html.match(/id=\\?"sec-2\\?"/g)).toHaveLength(1);
      // the PDF galley link and the abstract stay; the hostile document's active content never arrives
      expect(root.querySelector('section h2')!.textContent).toBe('Abstract');
      const hostile = new JSDOM(
        await (await fetch(`${h.baseUrl}/articles/${papers.get('hostile')!.id}`)).text(),
      ).window.document;
      expect([...hostile.querySelectorAll('script')].map((s) => s.id || s.getAttribute('type'))).toEqual([
        'application/ld+json',
        'article-data',
        'module',
      ]);
      const attributes = [...hostile.querySelectorAll('#root *')].flatMap((el) => [...el.attributes]);
      expect(attributes.filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))).toEqual([]);
      expect(
        readHead(await (await fetch(`${h.baseUrl}/articles/${bare.id}`)).text()).all(
          'citation_fulltext_html_url',
        ),
      ).toEqual([]);
    });

    describe('OAI-PMH metadataPrefix=jats', () => {
      const oai = async (query: string) => {
        const res = await fetch(`${h.baseUrl}/oai?${query}`);
        const text = await res.text();
        expect(spawnSync('xmllint', ['--noout', '-'], { input: text, encoding: 'utf8' }).stderr).toBe('');
        return text;
      };
      /** The record's article as /jats.xml serves it: the OAI namespace and schema location taken off. */
      const standalone = (oaiArticle: string) =>
        `<?xml version="1.0" encoding="UTF-8"?>${oaiArticle
          .replace(` xmlns="${JATS_OAI_NS}"`, '')
          .replace(/ xmlns:xsi="[^"]*" xsi:schemaLocation="[^"]*"/, '')}`;

      it('lists jats among the metadata formats', async () => {
        const doc = parseXml(await oai('verb=ListMetadataFormats'));
        const formats = [...doc.querySelectorAll('metadataFormat')].map((f) => [
          f.querySelector('metadataPrefix')!.textContent,
          f.querySelector('metadataNamespace')!.textContent,
        ]);
        expect(formats).toContainEqual(['jats', JATS_OAI_NS]);
      });

      it('GetRecord gives the article in the JATS namespace, the same content as /jats.xml', async () => {
        const p = papers.get('article-1')!;
        const identifier = `oai:127.0.0.1:${p.id}`;
        const text = await oai(
          `verb=GetRecord&metadataPrefix=jats&identifier=${encodeURIComponent(identifier)}`,
        );
        const article = parseXml(text).querySelector('metadata > *')!;
        expect(article.localName).toBe('article');
        expect(article.namespaceURI).toBe(JATS_OAI_NS);
        const raw = /<article xmlns="http:\/\/jats\.nlm\.nih\.gov"[\s\S]*?<\/article>/.exec(text)![0];
        // the same article but for its XML ids, each prefixed with the article's id (unique in a page of many)
        const prefixed = (await jatsOf(p.id)).replace(/ (id|rid)="/g, ` $1="art-${p.id}-`);
        expect(prefixed).toContain(`<fig id="art-${p.id}-fig-1">`);
        expect(standalone(raw)).toBe(prefixed);
        expect((await xmllintAllAgainst(JATS_XSD(), { raw: standalone(raw) })).raw!.valid).toBe(true);
        expect(await xmllintAllAgainstDtd(JATS_DTD(), [standalone(raw)])).toEqual([
          { valid: true, errors: '' },
        ]);
      });

      it('ListRecords gives every record as JATS, with and without full text', async () => {
        const text = await oai('verb=ListRecords&metadataPrefix=jats');
        const doc = parseXml(text);
        const articles = [...doc.querySelectorAll('record > metadata > *')];
        expect(articles).toHaveLength(papers.size + 1);
        expect(articles.every((a) => a.namespaceURI === JATS_OAI_NS && a.localName === 'article')).toBe(true);
        expect(articles.filter((a) => a.getElementsByTagName('body').length)).toHaveLength(papers.size);
      });
    });
  },
);
