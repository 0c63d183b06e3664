import {
  checkCoAuthor,
  checkDataAvailability,
  checkFunding,
  checkRorId,
  FUNDING_MESSAGES,
  ROR_MESSAGES,
  rorCheckDigits,
} from '../src';

describe('ROR ids (issue 42 item 8)', () => {
  it.each(['https://ror.org/04v76ef78', 'https://ror.org/018mejw64', ' HTTPS://ROR.ORG/02H2X0161 '])(
    'accepts %s, stored in lower case',
    (raw) => {
      expect(checkRorId(raw)).toEqual({ ok: true, value: raw.trim().toLowerCase() });
    },
  );

  it('computes the two check digits (ISO 7064 MOD 97-10)', () => {
    expect(rorCheckDigits('04v76ef')).toBe('78');
  });

  it.each([
    ['04v76ef78', ROR_MESSAGES.malformed],
    ['https://ror.org/04v76ef7', ROR_MESSAGES.malformed],
    ['https://ror.org/14v76ef78', ROR_MESSAGES.malformed],
    ['https://ror.org/04v76ei78', ROR_MESSAGES.malformed],
    ['https://ror.org/04v76ef77', ROR_MESSAGES.checkDigits],
  ])('refuses %s', (raw, message) => {
    expect(checkRorId(raw)).toEqual({ ok: false, message });
  });

  it("checks a co-author's rorId beside the affiliation; none stays absent", () => {
    const base = { givenNames: 'Jonas', familyName: 'Weber', email: 'jonas@example.org' };
    expect(checkCoAuthor({ ...base, rorId: 'https://ror.org/02h2x0161' })).toMatchObject({
      ok: true,
      value: { rorId: 'https://ror.org/02h2x0161' },
    });
    const without = checkCoAuthor(base);
    expect(without.ok && 'rorId' in without.value).toBe(false);
    expect(checkCoAuthor({ ...base, rorId: 'x' })).toEqual({
      ok: false,
      problem: { field: 'coAuthors', index: 0, key: 'rorId', message: ROR_MESSAGES.malformed },
    });
  });
});

describe('funding and data availability (issue 42 item 8)', () => {
  it('takes a list or its JSON text, trims, drops empty award numbers, defaults the ROR id to null', () => {
    const list = [{ funderName: ' DFG ', awardIds: [' SFB 1 ', ''] }];
    const expected = { ok: true, value: [{ funderName: 'DFG', funderRorId: null, awardIds: ['SFB 1'] }] };
    expect(checkFunding(list)).toEqual(expected);
    expect(checkFunding(JSON.stringify(list))).toEqual(expected);
    expect(checkFunding('')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['{', { message: FUNDING_MESSAGES.notList }],
    [[1], { message: FUNDING_MESSAGES.notList }],
    [[{ funderName: '' }], { index: 0, key: 'funderName', message: FUNDING_MESSAGES.funderNameRequired }],
    [
      [{ funderName: 'x'.repeat(201) }],
      { index: 0, key: 'funderName', message: FUNDING_MESSAGES.funderNameTooLong },
    ],
    [
      [{ funderName: 'DFG', awardIds: [1] }],
      { index: 0, key: 'awardIds', message: FUNDING_MESSAGES.awardIdsNotList },
    ],
    [
      [{ funderName: 'DFG', funderRorId: 'dfg' }],
      { index: 0, key: 'funderRorId', message: ROR_MESSAGES.malformed },
    ],
    [Array.from({ length: 21 }, () => ({ funderName: 'DFG' })), { message: FUNDING_MESSAGES.tooManyFunders }],
  ])('refuses %j', (raw, problem) => {
    expect(checkFunding(raw)).toEqual({ ok: false, problem });
  });

  it('keeps a statement of up to 5,000 characters', () => {
    expect(checkDataAvailability(' On request.\r\n ')).toEqual({ ok: true, value: 'On request.' });
    expect(checkDataAvailability('d'.repeat(5001))).toEqual({
      ok: false,
      message: FUNDING_MESSAGES.dataAvailabilityTooLong,
    });
  });
});
