import { spawnSync } from 'node:child_process';
import { describeWith, validatorSchema } from '@journal/testing';
import { sampleFullText } from '../support/article-fixtures';
import { startCrossrefStandIn, type CrossrefStandIn } from '../support/crossref-stand-in';
import { parseXml } from '../support/article-head';
import {
  created,
  eventually,
  metadataUpdated,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

const CR = 'http://www.crossref.org/schema/5.4.0';

describeWith(['postgres', 'redis', 'xmllint'], 'publishing: Crossref deposit XML and deposits', () => {
  describe.each(['in-process', 'bullmq'] as const)('with the %s deposit queue', (queue) => {
    const helix = paper();
    let h: PublishingHarness;
    let endpoint: CrossrefStandIn;
    let adminToken: string;

    async function publish(p = helix) {
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
      ]);
      await eventually(async () =>
        expect((await fetch(`${h.baseUrl}/api/articles/${p.id}`)).status).toBe(200),
      );
    }
    const admin = (path: string) =>
      fetch(`${h.baseUrl}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });

    beforeAll(async () => {
      endpoint = await startCrossrefStandIn({ loginId: 'lumina', password: 's3cret', refuseDeposits: 2 });
      h = await startPublishing({
        crossref: { url: endpoint.url, loginId: 'lumina', password: 's3cret', maxAttempts: 4, backoffMs: 20 },
        redisQueue: queue === 'bullmq',
      });
      adminToken = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
      await publish();
    });
    afterAll(async () => {
      await h?.close();
      await endpoint?.close();
    });

    it('returns a well-formed Crossref 5.4.0 deposit with contributors in order, ORCID, DOI and the article URL', async () => {
      const res = await admin(`/api/admin/articles/${helix.id}/crossref.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const text = await res.text();
      const lint = spawnSync('xmllint', ['--noout', '-'], { input: text, encoding: 'utf8' });
      expect(lint.status).toBe(0);
      expect(lint.stderr).toBe('');

      const doc = parseXml(text);
      const root = doc.documentElement;
      expect(root.localName).toBe('doi_batch');
      expect(root.namespaceURI).toBe(CR);
      expect(root.getAttribute('version')).toBe('5.4.0');
      expect(root.getAttribute('xsi:schemaLocation')).toBe(
        `${CR} https://www.crossref.org/schemas/crossref5.4.0.xsd`,
      );
      const one = (name: string, within: Element | Document = doc) => {
        const found = within.getElementsByTagNameNS(CR, name);
        expect(found).toHaveLength(1);
        return found[0]!.textContent;
      };
      expect(one('depositor_name')).toBe('Lumina Journals');
      expect(one('email_address')).toBe('editor@journal.local');
      expect(one('timestamp')).toMatch(/^\d{17}$/);
      expect(one('full_title')).toBe('Lumina Journal of Applied Science');
      expect(one('abbrev_title')).toBe('LJAS');
      expect(one('title')).toBe(helix.title);
      const people = [...doc.getElementsByTagNameNS(CR, 'person_name')];
      expect(
        people.map((p) => [
          p.getAttribute('sequence'),
          one('given_name', p),
          one('surname', p),
          p.getElementsByTagNameNS(CR, 'ORCID')[0]?.textContent ?? null,
        ]),
      ).toEqual([
        ['first', 'Rosalind', 'Franklin', null],
        ['additional', 'Grace', 'Hopper', 'https://orcid.org/0000-0002-1694-233X'],
        ['additional', 'Alan', 'Turing', null],
      ]);
      expect(one('institution_name', people[1]!)).toBe('Yale University');
      const date = doc.getElementsByTagNameNS(CR, 'publication_date')[0]!;
      expect([one('year', date), one('month', date), one('day', date)]).toEqual(['2026', '05', '06']);
      const doiData = doc.getElementsByTagNameNS(CR, 'doi_data')[0]!;
      expect(one('doi', doiData)).toBe('10.5555/as.2026.00001');
      expect(one('resource', doiData)).toBe(`${h.baseUrl}/articles/${helix.id}`);
      const licence = doc.getElementsByTagNameNS(
        'http://www.crossref.org/AccessIndicators.xsd',
        'license_ref',
      );
      expect(licence[0]?.textContent).toBe('https://creativecommons.org/licenses/by/4.0/');
    });

    it('asks for an admin token', async () => {
      expect((await fetch(`${h.baseUrl}/api/admin/articles/${helix.id}/crossref.xml`)).status).toBe(401);
      const author = h.signer.sign({ sub: 'a', email: 'rosalind@example.org', role: 'author' });
      const res = await fetch(`${h.baseUrl}/api/admin/articles/${helix.id}/crossref.xml`, {
        headers: { authorization: `Bearer ${author}` },
      });
      expect(res.status).toBe(403);
      expect(
        (await admin('/api/admin/articles/00000000-0000-4000-8000-000000000000/crossref.xml')).status,
      ).toBe(404);
    });

    it('deposits on publication: refused twice, retried with backoff, then deposited; the admin sees the outcome', async () => {
      await eventually(async () => {
        const body = (await (await admin(`/api/admin/articles/${helix.id}`)).json()) as {
          article: {
            crossref: {
              enabled: boolean;
              deposits: { status: string; attempts: number; http_status: number }[];
            };
          };
        };
        expect(body.article.crossref.enabled).toBe(true);
        expect(body.article.crossref.deposits).toMatchObject([
          { status: 'deposited', attempts: 3, http_status: 200 },
        ]);
      });
      expect(endpoint.batches).toHaveLength(3);
      const last = endpoint.batches[2]!;
      expect(last.fields).toEqual({ operation: 'doMDUpload', login_id: 'lumina', login_passwd: 's3cret' });
      expect(last.fileName).toMatch(/\.xml$/);
      const doi = parseXml(last.xml).getElementsByTagNameNS(CR, 'doi')[0]?.textContent;
      expect(doi).toBe('10.5555/as.2026.00001');
    });

    it("an editor's correction of the live article queues a redeposit of the new metadata (issue 42 item 3)", async () => {
      const correction = metadataUpdated(
        { ...helix, title: 'Helix, corrected' },
        3,
        'published',
        new Date().toISOString(),
      );
      Object.assign(correction.payload as object, {
        changedBy: { name: 'Eddie Editor', email: 'eddie@example.org', role: 'editor' },
        changedFields: ['paperTitle'],
      });
      await h.bus.publish([correction]);
      await eventually(async () => {
        const body = (await (await admin(`/api/admin/articles/${helix.id}`)).json()) as {
          article: { crossref: { changed_since_deposit: boolean; deposits: { status: string }[] } };
        };
        expect(body.article.crossref.deposits.map((d) => d.status)).toEqual(['deposited', 'deposited']);
        expect(body.article.crossref.changed_since_deposit).toBe(false);
      });
      expect(endpoint.batches).toHaveLength(4);
      const title = parseXml(endpoint.batches[3]!.xml).getElementsByTagNameNS(CR, 'title')[0]?.textContent;
      expect(title).toBe('Helix, corrected');
    });

    it('dead-letters a deposit after the last attempt and shows the refusal', async () => {
      const bridge = paper({ title: 'Suspension bridges', coAuthors: [] });
      const refuseAll = await startCrossrefStandIn({
        loginId: 'lumina',
        password: 's3cret',
        refuseDeposits: 1_000,
      });
      await h.close();
      h = await startPublishing({
        crossref: {
          url: refuseAll.url,
          loginId: 'lumina',
          password: 's3cret',
          maxAttempts: 3,
          backoffMs: 20,
        },
        redisQueue: queue === 'bullmq',
      });
      adminToken = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
      try {
        await publish(bridge);
        await eventually(async () => {
          const body = (await (await admin(`/api/admin/articles/${bridge.id}`)).json()) as {
            article: { crossref: { deposits: { status: string; attempts: number; last_error: string }[] } };
          };
          expect(body.article.crossref.deposits).toMatchObject([
            { status: 'dead', attempts: 3, last_error: 'Service temporarily unavailable' },
          ]);
        });
        // Given up: no fourth attempt follows.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(refuseAll.batches).toHaveLength(3);
      } finally {
        await refuseAll.close();
      }
    });

    // last: its publication queues a deposit of its own, which the tests above do not count
    it('lists the published full text references as citations, valid against the Crossref 5.4.0 XSD', async () => {
      const cited = paper({ title: 'An article with references' });
      await publish(cited);
      await h.db.pool.query(
        `INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
         VALUES ($1, 1, $2::jsonb, true, now())`,
        [cited.id, JSON.stringify(sampleFullText())],
      );
      const res = await admin(`/api/admin/articles/${cited.id}/crossref.xml`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      const lint = spawnSync(
        'xmllint',
        ['--noout', '--nonet', '--schema', validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), '-'],
        {
          input: xml,
          encoding: 'utf8',
          env: { ...process.env, XML_CATALOG_FILES: validatorSchema('crossref-5.4.0/catalog.xml') },
        },
      );
      expect(lint.stderr).toMatch(/^- validates$/m);
      expect(lint.status).toBe(0);
      const citations = [...parseXml(xml).getElementsByTagNameNS(CR, 'citation')];
      expect(
        citations.map((c) => [
          c.getAttribute('key'),
          c.getElementsByTagNameNS(CR, 'doi')[0]?.textContent ?? null,
          c.getElementsByTagNameNS(CR, 'unstructured_citation')[0]?.textContent,
        ]),
      ).toEqual(
        sampleFullText().references.map((r) => [
          r.id,
          r.doi,
          expect.stringContaining(r.id === 'ref-1' ? 'Farquharson' : 'Scanlan'),
        ]),
      );
    });
  });
});
