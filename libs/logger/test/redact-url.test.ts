import { redactUrl } from '../src';

describe('redactUrl', () => {
  it('hides single-use secrets in query strings and keeps the rest', () => {
    expect(redactUrl('/api/registration/verify-email?token=abc123&x=1')).toBe(
      '/api/registration/verify-email?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/x?a=1&TOKEN=zzz')).toBe('/api/x?a=1&TOKEN=[redacted]');
    expect(redactUrl('/api/users/profile?email=a@b.org')).toBe('/api/users/profile?email=a@b.org');
  });
});

describe('redactUrl: reviewers link tokens in paths (issue 26, item 5)', () => {
  const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
  it.each([
    [`/api/reviews/${token}`, '/api/reviews/[redacted]'],
    [`/api/reviews/${token}/file`, '/api/reviews/[redacted]/file'],
    [`/api/reviews/${token}/accept?x=1`, '/api/reviews/[redacted]/accept?x=1'],
    [`/API/Reviews/${token}/report`, '/API/Reviews/[redacted]/report'],
    [`/api/reviews//${token}/decline`, '/api/reviews//[redacted]/decline'],
    [`/review/${token}`, '/review/[redacted]'],
    [`/review/${token}#top`, '/review/[redacted]#top'],
    [`http://127.0.0.1:3013/api/reviews/${token}/file`, 'http://127.0.0.1:3013/api/reviews/[redacted]/file'],
    [
      `/login?next=%2Freview%2F${token}&session=expired`,
      '/login?next=%2Freview%2F[redacted]&session=expired',
    ],
    [`/login?next=%2Fapi%2Freviews%2F${token}%2Ffile`, '/login?next=%2Fapi%2Freviews%2F[redacted]%2Ffile'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(token);
  });

  it('leaves the editors paths and other pages alone', () => {
    for (const url of [
      '/api/admin/submissions/42/reviewers',
      '/api/admin/submissions/42/decision',
      '/reviewers/guide',
      '/api/articles?q=review',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
