import { describeWith } from '@journal/testing';
import { encodeResumptionToken } from '../../src/domain/oai/resumption-token';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

/** Issue 26, item 8: the public requests that answered 500 now answer as the protocol or API says. */
describeWith('postgres', 'publishing: hostile queries answer without a 500', () => {
  const helix = paper({ title: 'Helical Structures of Sodium Thymonucleate' });
  let h: PublishingHarness;
  const get = (path: string) => fetch(`${h.baseUrl}${path}`);
  const search = async (q: string) => {
    const res = await get(`/api/articles?q=${encodeURIComponent(q)}`);
    return { status: res.status, body: (await res.json()) as Body };
  };
  const oaiError = async (query: string) => {
    const res = await get(`/oai?${query}`);
    expect(res.status).toBe(200);
    return /<error code="([^"]+)"/.exec(await res.text())?.[1];
  };

  beforeAll(async () => {
    h = await startPublishing();
    await h.bus.publish([
      created(helix),
      statusChanged(helix, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    await eventually(async () => expect((await get(`/api/articles/${helix.id}`)).status).toBe(200));
  });
  afterAll(() => h?.close());

  it('search: 33 and more dashes, quotes and parentheses answer 200 (results or none)', async () => {
    for (const q of [
      '-'.repeat(33),
      '-'.repeat(200),
      '- '.repeat(100),
      '"' + '-'.repeat(60),
      '((((-(-(-(-)))))',
    ])
      expect(await search(q)).toMatchObject({ status: 200, body: { success: true } });
    const onlyDashes = await search('-'.repeat(33));
    expect(onlyDashes.body.data.articles).toEqual([]);
    // The words around an operator run still search, ranked as before.
    for (const q of [`helical ${'-'.repeat(40)} thymonucleate`, `${'-'.repeat(34)}helical`, 'helical']) {
      const found = await search(q);
      expect([found.status, found.body.data.articles.map((a: Body) => a.id)]).toEqual([200, [helix.id]]);
    }
    const excluded = await search(`helical ${'-'.repeat(33)}thymonucleate`);
    expect([excluded.status, excluded.body.data.articles]).toEqual([200, []]);
  });

  it('search: control characters are a 400 naming the field, as in every single-line field', async () => {
    const res = await search('helix\u0000');
    expect([res.status, res.body.message]).toEqual([
      400,
      'The search text contains a control or text-direction character that is not allowed (U+0000)',
    ]);
  });

  it.each([
    'verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01',
    'verb=ListIdentifiers&metadataPrefix=oai_dc&until=0000-01-01',
    'verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-45',
  ])('OAI %s -> badArgument', async (query) => {
    expect(await oaiError(query)).toBe('badArgument');
  });

  const position = {
    metadataPrefix: 'oai_dc',
    cursor: 1,
    after: { stamp: '1767225600000000', id: '00000000-0000-4000-8000-000000000001' },
    completeListSize: 2,
  };
  it.each([
    ['a stamp of 2^63', { ...position, after: { ...position.after, stamp: String(2n ** 63n) } }],
    ['a stamp of 2^63 - 1', { ...position, after: { ...position.after, stamp: String(2n ** 63n - 1n) } }],
    ['a day 2026-13-45', { ...position, from: '2026-13-45' }],
    ['the year 0', { ...position, until: '0000-01-01' }],
  ])('OAI resumption token with %s -> badResumptionToken', async (_what, tampered) => {
    const token = encodeURIComponent(encodeResumptionToken(tampered as never));
    expect(await oaiError(`verb=ListRecords&resumptionToken=${token}`)).toBe('badResumptionToken');
  });

  it('an untampered token still continues the harvest', async () => {
    const token = encodeURIComponent(encodeResumptionToken(position));
    const res = await get(`/oai?verb=ListRecords&resumptionToken=${token}`);
    const xml = await res.text();
    expect(res.status).toBe(200);
    expect(xml).not.toContain('badResumptionToken');
  });
});
