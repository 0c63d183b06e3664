import { csvCell, csvLine } from '../../src/domain/csv';

describe('csv', () => {
  it('quotes only what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x'])(
    'neutralises formula-looking text %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('keeps negative numbers as numbers and ends lines with CRLF', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['a', '=b', 'c,d'])).toBe(`a,'=b,"c,d"\r\n`);
  });
});
