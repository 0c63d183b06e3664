import { execFile, spawnSync } from 'node:child_process';
import { describeWith } from '@journal/testing';
import { submissionEventsHandler } from '../../src/consumers/submission-events.handler';
import { parseXml, texts } from '../support/article-head';
import {
  created,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';

/** Debian's harvester (libhttp-oai-perl): nobody here wrote it. Asynchronous: the server runs in this process. */
function harvester(baseUrl: string, args: string[]): Promise<{ status: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      'oai_pmh',
      [...args, `${baseUrl}/oai`],
      { timeout: 60_000, maxBuffer: 64 << 20 },
      (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** The same library's harvester API, for the verbs whose results the command does not print. */
function harvesterScript(baseUrl: string, script: string) {
  return new Promise<{ status: number; out: string; err: string }>((resolve) => {
    execFile(
      'perl',
      [
        '-MHTTP::OAI',
        '-e',
        `my $h = HTTP::OAI::Harvester->new(baseURL => shift); ${script}`,
        `${baseUrl}/oai`,
      ],
      { timeout: 60_000 },
      (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

const DC_NS = 'http://purl.org/dc/elements/1.1/';
const dc = (doc: Document, name: string) =>
  [...doc.getElementsByTagNameNS(DC_NS, name)].map((el) => el.textContent ?? '');

describeWith(['postgres', 'xmllint', 'oai-harvester'], 'publishing: OAI-PMH 2.0', () => {
  let h: PublishingHarness;
  const live = 250;
  const withdrawn = 3;

  beforeAll(async () => {
    h = await startPublishing();
    const handleBatch = submissionEventsHandler(h.db.pool, h.handlerSettings);
    const handle = (event: never) => handleBatch([event]);
    const papers = Array.from({ length: live + withdrawn }, (_, i) =>
      paper({
        title: `Record ${i}`,
        journalId: i % 2 ? 'education' : 'management',
        journalName: i % 2 ? 'Education' : 'Management',
      }),
    );
    for (let i = 0; i < papers.length; i += 25) {
      const batch = papers.slice(i, i + 25);
      await Promise.all(batch.map((p) => handle(created(p) as never)));
      await Promise.all(
        batch.map((p) =>
          handle(statusChanged(p, 2, 'submitted', 'published', '2026-02-03T00:00:00.000Z') as never),
        ),
      );
    }
    for (const p of papers.slice(live))
      await handle(statusChanged(p, 3, 'published', 'withdrawn', '2026-02-04T00:00:00.000Z') as never);
  }, 120_000);
  afterAll(() => h?.close());

  const oai = async (query: string) => {
    const res = await fetch(`${h.baseUrl}/oai?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    const text = await res.text();
    const xmllint = spawnSync('xmllint', ['--noout', '-'], { input: text, encoding: 'utf8' });
    expect(xmllint.stderr).toBe('');
    const doc = parseXml(text);
    expect(doc.documentElement.localName).toBe('OAI-PMH');
    expect(doc.documentElement.namespaceURI).toBe(OAI_NS);
    expect([...doc.documentElement.children].map((c) => c.localName).slice(0, 2)).toEqual([
      'responseDate',
      'request',
    ]);
    expect(texts(doc, 'responseDate')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    return doc;
  };
  const errorOf = (doc: Document) => doc.querySelector('error')?.getAttribute('code');

  it('Identify through the harvester', async () => {
    expect(await harvester(h.baseUrl, ['-X', 'Identify'])).toMatchObject({ status: 0, err: '' });
    const run = await harvesterScript(
      h.baseUrl,
      `my $r = $h->Identify; die $r->message unless $r->is_success;
       print join("\\n", $r->repositoryName, $r->baseURL, $r->protocolVersion, $r->deletedRecord, $r->granularity), "\\n";`,
    );
    expect(run.err).toBe('');
    expect(run.out.split('\n')).toEqual([
      'Lumina Journals',
      `${h.baseUrl}/oai`,
      '2.0',
      'persistent',
      'YYYY-MM-DD',
      '',
    ]);
  });

  it('ListSets through the harvester: one set per journal', async () => {
    const run = await harvesterScript(
      h.baseUrl,
      `my $r = $h->ListSets; die $r->message unless $r->is_success;
       while (my $set = $r->next) { print $set->setSpec, "\\t", $set->setName, "\\n" }`,
    );
    expect(run.err).toBe('');
    const sets = run.out.trim().split('\n');
    expect(sets).toHaveLength(10);
    expect(sets).toContain('civil-engineering\tCivil Engineering');
  });

  it('a full ListRecords harvest follows resumption tokens over every record, deleted ones included', async () => {
    const run = await harvester(h.baseUrl, ['-X', 'ListRecords', '--metadataPrefix', 'oai_dc']);
    expect(run.status).toBe(0);
    const identifiers = new Set(run.out.match(/oai:127\.0\.0\.1:[0-9a-f-]{36}/g));
    expect(identifiers.size).toBe(live + withdrawn);
  });

  it('a full ListRecords harvest of oai_openaire follows the tokens and reads every live record', async () => {
    const run = await harvester(h.baseUrl, ['-X', 'ListRecords', '--metadataPrefix', 'oai_openaire']);
    expect(run.status).toBe(0);
    const identifiers = new Set(run.out.match(/oai:127\.0\.0\.1:[0-9a-f-]{36}/g));
    expect(identifiers.size).toBe(live + withdrawn);
    // the harvester prints each live record's metadata as it parsed it; deleted ones have none
    expect(run.out.match(/<oaire:resource /g)).toHaveLength(live);
    expect(run.out.match(/<oaire:resourceType [^>]*>journal article</g)).toHaveLength(live);
  });

  it('pages by 100 with completeListSize and cursor, and closes with an empty token', async () => {
    const first = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(first.querySelectorAll('header')).toHaveLength(100);
    const token = first.querySelector('resumptionToken')!;
    expect(token.getAttribute('completeListSize')).toBe(String(live + withdrawn));
    expect(token.getAttribute('cursor')).toBe('0');
    const second = await oai(
      `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token.textContent!)}`,
    );
    expect(second.querySelector('resumptionToken')!.getAttribute('cursor')).toBe('100');
    const third = await oai(
      `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(second.querySelector('resumptionToken')!.textContent!)}`,
    );
    expect(third.querySelectorAll('header')).toHaveLength(live + withdrawn - 200);
    expect(third.querySelector('resumptionToken')!.textContent).toBe('');
    expect(third.querySelectorAll('header[status="deleted"]')).toHaveLength(withdrawn);
  });

  it('GetRecord gives oai_dc for a live record and a deleted header for a withdrawn one', async () => {
    const list = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=management');
    const ids = texts(list, 'header:not([status]) > identifier');
    const record = await oai(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(ids[0]!)}`,
    );
    const metadata = record.querySelector('metadata > *')!;
    expect(metadata.namespaceURI).toBe('http://www.openarchives.org/OAI/2.0/oai_dc/');
    expect(dc(record, 'creator')).toEqual(['Franklin, Rosalind', 'Hopper, Grace', 'Turing, Alan']);
    expect(dc(record, 'identifier').some((t) => t.startsWith('https://doi.org/10.5555/mgmt.2026.'))).toBe(
      true,
    );
    expect(texts(record, 'header > setSpec')).toEqual(['management']);
    // The publisher is the site's; the source is the journal's full title (issue 28).
    expect(dc(record, 'publisher')).toEqual(['Lumina Journals']);
    // The journal's full title and, continuous publication (issue 30), the article number.
    expect(dc(record, 'source')).toEqual([
      expect.stringMatching(/^Lumina Journal of Management, e2026\d{3}$/),
    ]);

    const all = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01');
    expect(all.querySelector('error')).toBeNull();
    const deletedId = texts(
      await oai(
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(
          (
            await oai(
              `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(all.querySelector('resumptionToken')!.textContent!)}`,
            )
          ).querySelector('resumptionToken')!.textContent!,
        )}`,
      ),
      'header[status="deleted"] > identifier',
    )[0]!;
    const deleted = await oai(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(deletedId)}`,
    );
    expect(deleted.querySelector('header')!.getAttribute('status')).toBe('deleted');
    expect(deleted.querySelector('metadata')).toBeNull();
  });

  it.each([
    ['', 'badVerb'],
    ['verb=Explode', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&set=x', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-03-01&until=2026-02-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc', 'badArgument'],
    ['verb=GetRecord&identifier=oai:x:y', 'badArgument'],
    ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=abc', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    [
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:00000000-0000-4000-8000-000000000000',
      'idDoesNotExist',
    ],
    ['verb=ListMetadataFormats&identifier=nope', 'idDoesNotExist'],
    ['verb=ListRecords&metadataPrefix=oai_dc&until=2020-01-01', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=civil-engineering', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=no-such-set', 'noRecordsMatch'],
  ])('%s -> %s', async (query, code) => {
    const doc = await oai(query);
    expect(errorOf(doc)).toBe(code);
    const request = doc.querySelector('request')!;
    expect(request.textContent).toBe(`${h.baseUrl}/oai`);
    // After badVerb and badArgument the request element carries no attributes.
    if (code === 'badVerb' || code === 'badArgument') expect(request.attributes).toHaveLength(0);
  });

  it('the harvester reports a protocol error', async () => {
    const run = await harvester(h.baseUrl, ['-X', 'ListRecords', '--metadataPrefix', 'marc21']);
    expect(`${run.out}${run.err}`).toMatch(/cannotDisseminateFormat/);
  });

  it('day-granularity from/until select by datestamp', async () => {
    const day = texts(await oai('verb=Identify'), 'earliestDatestamp')[0]!;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sameDay = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${day}&until=${day}`);
    expect(sameDay.querySelector('resumptionToken')!.getAttribute('completeListSize')).toBe(
      String(live + withdrawn),
    );
  });

  it('accepts POST with a form body', async () => {
    const res = await fetch(`${h.baseUrl}/oai`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'verb=ListMetadataFormats',
    });
    expect(await res.text()).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
  });

  it('reads a POST without a form body as no arguments (badVerb, answered 200)', async () => {
    const res = await fetch(`${h.baseUrl}/oai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ verb: 'Identify' }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<error code="badVerb">/);
  });
});
