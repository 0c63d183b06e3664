import { loadGatewayConfig } from '../../../../gateway/src/config';
import { loadConfig, registrationSettingsOf } from '../../src';

// Issue 26 item 7: 20 registrations an hour per client address unless configured; the challenge is opt-in.
const standalone = {
  JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----',
  ADMIN_PASSWORD: 'a long admin password',
  INTERNAL_TOKEN: 'i'.repeat(32),
  DATABASE_URL: 'postgres://u@localhost/db',
};

describe('registration settings', () => {
  it('defaults: 20 an hour, no challenge, in identity and in the embedded site (npm start)', () => {
    for (const config of [loadConfig(standalone), loadGatewayConfig({})]) {
      expect(config.REGISTRATIONS_PER_HOUR).toBe(20);
      expect(registrationSettingsOf(config, { generateKey: false })).toEqual({ perHour: 20 });
    }
  });

  it('the challenge needs a shared key in identity; the embedded site makes one up', () => {
    const on = { ...standalone, REGISTRATION_CHALLENGE: 'altcha', REGISTRATIONS_PER_HOUR: '0' };
    expect(() => registrationSettingsOf(loadConfig(on), { generateKey: false })).toThrow(
      'ALTCHA_HMAC_KEY is required with REGISTRATION_CHALLENGE=altcha',
    );
    const withKey = registrationSettingsOf(loadConfig({ ...on, ALTCHA_HMAC_KEY: 'k'.repeat(32) }), {
      generateKey: false,
    });
    expect(withKey).toEqual({
      perHour: 0,
      challenge: { hmacKey: 'k'.repeat(32), cost: 5_000, maxCounter: 10_000 },
    });
    const embedded = registrationSettingsOf(loadGatewayConfig({ REGISTRATION_CHALLENGE: 'altcha' }), {
      generateKey: true,
    });
    expect(embedded.challenge?.hmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(() => loadConfig({ ...on, ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
  });
});
