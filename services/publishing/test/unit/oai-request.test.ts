import { OaiError } from '../../src/domain/oai/oai-error';
import { parseOaiRequest } from '../../src/domain/oai/oai-request';
import { decodeResumptionToken, encodeResumptionToken } from '../../src/domain/oai/resumption-token';

const parse = (query: string) => parseOaiRequest([...new URLSearchParams(query)]);
const codeOf = (query: string) => {
  try {
    parse(query);
    return 'accepted';
  } catch (error) {
    return (error as OaiError).code;
  }
};

describe('OAI-PMH request parsing', () => {
  it('reads a list request with day-granularity bounds and a set', () => {
    expect(
      parse('verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-31&set=education'),
    ).toEqual({
      verb: 'ListRecords',
      position: {
        metadataPrefix: 'oai_dc',
        from: '2026-01-01',
        until: '2026-01-31',
        set: 'education',
        cursor: 0,
      },
    });
  });

  it.each([
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30', 'badArgument'], // no such day
    ['verb=ListRecords&metadataPrefix=oai_dc&until=26-01-01', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListIdentifiers&resumptionToken=%25%25', 'badResumptionToken'],
    ['verb=listrecords', 'badVerb'], // verbs are case-sensitive
    ['verb=Identify', 'accepted'],
  ])('%s -> %s', (query, code) => {
    expect(codeOf(query)).toBe(code);
  });

  it('round-trips a resumption token and refuses a tampered one', () => {
    const position = {
      metadataPrefix: 'oai_dc',
      cursor: 100,
      after: { stamp: '1767225600000000', id: '00000000-0000-4000-8000-000000000001' },
      completeListSize: 250,
    };
    const token = encodeResumptionToken(position);
    expect(decodeResumptionToken(token)).toEqual(position);
    const tampered = encodeResumptionToken({ ...position, after: { ...position.after, stamp: "1'; drop" } });
    expect(() => decodeResumptionToken(tampered)).toThrow(OaiError);
  });

  // Issue 26, item 8: dates Postgres cannot take and tampered tokens were 500s.
  it.each([
    ['verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&until=0000-12-31', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-13-45', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=99999-01-01', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=-001-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=0001-01-01&until=9999-12-31', 'accepted'],
  ])('%s -> %s', (query, code) => {
    expect(codeOf(query)).toBe(code);
  });

  const position = {
    metadataPrefix: 'oai_dc',
    cursor: 100,
    after: { stamp: '1767225600000000', id: '00000000-0000-4000-8000-000000000001' },
    completeListSize: 250,
  };
  it.each([
    ['a stamp of 2^63', { ...position, after: { ...position.after, stamp: '9223372036854775808' } }],
    ['a stamp of 2^63 - 1', { ...position, after: { ...position.after, stamp: '9223372036854775807' } }],
    [
      'a stamp past the year 9999',
      { ...position, after: { ...position.after, stamp: '253402300800000000' } },
    ],
    ['an impossible from', { ...position, from: '2026-13-45' }],
    ['an impossible until', { ...position, until: '2026-02-30' }],
    ['the year 0', { ...position, from: '0000-01-01' }],
    ['from after until', { ...position, from: '2026-05-01', until: '2026-04-01' }],
    ['a negative cursor', { ...position, cursor: -1 }],
    ['a fractional cursor', { ...position, cursor: 1.5 }],
    ['no keyset', { ...position, after: undefined }],
  ])('refuses a token with %s as badResumptionToken', (_what, tampered) => {
    const token = encodeResumptionToken(tampered as never);
    expect(codeOf(`verb=ListRecords&resumptionToken=${token}`)).toBe('badResumptionToken');
  });

  it('keeps tokens at the edges of the range', () => {
    for (const edge of [
      { ...position, after: { ...position.after, stamp: '253402300799999999' } },
      { ...position, after: { ...position.after, stamp: '0' }, from: '0001-01-01', until: '9999-12-31' },
    ])
      expect(decodeResumptionToken(encodeResumptionToken(edge))).toEqual(edge);
  });
});
