import { describeError } from '../src/embedded/describe-error';

// `Could not start: ...` must say why (issue 26 item 6: it printed "undefined").
describe('describeError', () => {
  it('says something for every kind of rejection', () => {
    expect(describeError(new Error('port taken'))).toBe('port taken');
    expect(describeError(undefined)).toMatch(/^a failure without a reason \(undefined was thrown/);
    expect(describeError(null)).toMatch(/null was thrown/);
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError({ code: 'E42', detail: 'odd' })).toBe("{ code: 'E42', detail: 'odd' }");
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeError(new AggregateError([refused, refused]))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(describeError(Object.assign(new Error(''), { code: 'EACCES' }))).toBe('EACCES');
    expect(describeError(new Error('migration failed', { cause: new Error('relation exists') }))).toBe(
      'migration failed (cause: relation exists)',
    );
  });
});
