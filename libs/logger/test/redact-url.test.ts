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
