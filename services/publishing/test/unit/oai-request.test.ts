import { OaiError } from '../../src/oai/oai-error';
import { parseOaiRequest } from '../../src/oai/oai-request';
import { decodeResumptionToken, encodeResumptionToken } from '../../src/oai/resumption-token';

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
});
