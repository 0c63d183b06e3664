import { hashVerificationToken, newVerificationToken } from '../../src/domain/verification-token';
import { verificationUrl } from '../../src/domain/registration.service';

describe('verification tokens', () => {
  it('are random, url-safe, and stored only as their sha256', () => {
    const a = newVerificationToken();
    const b = newVerificationToken();
    expect(a.raw).not.toBe(b.raw);
    expect(a.raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(hashVerificationToken(a.raw));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the link points at the verify-email route of the public URL', () => {
    expect(verificationUrl('https://journal.example/', 'abc_-1')).toBe(
      'https://journal.example/api/registration/verify-email?token=abc_-1',
    );
  });
});
