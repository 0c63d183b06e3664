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
    // `next` (the login page's return address) is censored whole.
    [`/login?next=%2Freview%2F${token}&session=expired`, '/login?next=[redacted]&session=expired'],
    [`/login?next=%2Fapi%2Freviews%2F${token}%2Ffile`, '/login?next=[redacted]'],
    [`/login?next=/review/${token}`, '/login?next=[redacted]'],
    [`/login?next=%252Freview%252F${token}`, '/login?next=[redacted]'],
    [`/x?returnTo=%2Fapi%2F%2Freviews%2F${token}`, '/x?returnTo=[redacted]'],
    [`/x?returnTo=/proof/${token}&y=2`, '/x?returnTo=[redacted]&y=2'],
    // Decoded and normalised before matching: encoded slashes and letters, dot segments, trailing parts.
    [`/api//reviews/${token}`, '/api//reviews/[redacted]'],
    [`/review%2F${token}`, '/review/[redacted]'],
    [`/review%252F${token}`, '/review/[redacted]'],
    [`/review%5C${token}`, '/review/[redacted]'],
    [`/api/R%45VIEWS/${token}/file`, '/api/R%45VIEWS/[redacted]/file'],
    [`/api/reviews/./${token}/accept`, '/api/reviews/./[redacted]/accept'],
    [`/api/reviews/%2e/${token}/file`, '/api/reviews/%2e/[redacted]/file'],
    [`/review/x/../${token}`, '/review/[redacted]/../[redacted]'],
    [`/review;x=1/${token}`, '/review;x=1/[redacted]'],
    [`/review%20/${token}/`, '/review%20/[redacted]/'],
    [`/api/reviews/${token}%2Ffile`, '/api/reviews/[redacted]/file'],
    [`/proof/${token}`, '/proof/[redacted]'],
    [`/reset-password/${token}`, '/reset-password/[redacted]'],
    // A co-author's ORCID invitation (issue 43): the SPA's page and the API's.
    [`/orcid-invitation/${token}`, '/orcid-invitation/[redacted]'],
    [`/api/orcid/invitations/${token}/authorize`, '/api/orcid/invitations/[redacted]/authorize'],
    [`/x#/review/${token}`, '/x#[redacted]'],
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
      '/api/articles?q=peer%20review',
      '/api/registration/submissions/42/proof',
      '/api/admin/submissions/42/proof?x=1',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

describe('redactUrl: credentials in query parameters', () => {
  const key = '9f1c2e7a44b0d3e5a6b7c8d9e0f1a2b3';
  it.each([
    [`/api/sushi/r51/reports/pr?customer_id=c1&api_key=${key}&begin_date=2024-01`, 'api_key=[redacted]'],
    [`/api/sushi/r51/members?API_KEY=${key}`, 'API_KEY=[redacted]'],
    [`/api/sushi/r51/reports?api%5Fkey=${key}`, 'api%5Fkey=[redacted]'],
    [`/api/registration/verify-email?%74oken=${key}`, '%74oken=[redacted]'],
    [`/api/x?token[]=${key}`, 'token[]=[redacted]'],
    [`/api/x?credential=${key}`, 'credential=[redacted]'],
    [`/x?continue=%2Fapi%2Fregistration%2Fverify-email%3Ftoken%3D${key}`, 'continue=[redacted]'],
  ])('%s', (url, kept) => {
    expect(redactUrl(url)).toContain(kept);
    expect(redactUrl(url)).not.toContain(key);
  });

  it('keeps the user information of an absolute URL out, and its origin in', () => {
    expect(redactUrl('https://user:secret@example.org:8443/api/x?a=1')).toBe(
      'https://example.org:8443/api/x?a=1',
    );
  });
});
