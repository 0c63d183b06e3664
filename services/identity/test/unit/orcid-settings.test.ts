import { z } from 'zod';
import { derivedApiUrl, orcidSettingsOf, orcidSettingsShape } from '../../src/domain/orcid-settings';

// Issue 43 item 6: Sign in with ORCID is off without a client id; the member API follows the registry.
describe('ORCID settings', () => {
  it('is off without ORCID_CLIENT_ID', () => {
    expect(orcidSettingsOf({})).toBeUndefined();
    expect(orcidSettingsOf({ ORCID_CLIENT_SECRET: 'secret' })).toBeUndefined();
  });

  it('needs the secret beside the client id', () => {
    expect(() => orcidSettingsOf({ ORCID_CLIENT_ID: 'APP-1' })).toThrow(
      'ORCID_CLIENT_SECRET is required with ORCID_CLIENT_ID',
    );
  });

  it('defaults to production ORCID and derives the member API from the registry', () => {
    expect(orcidSettingsOf({ ORCID_CLIENT_ID: 'APP-1', ORCID_CLIENT_SECRET: 's' })).toEqual({
      clientId: 'APP-1',
      clientSecret: 's',
      baseUrl: 'https://orcid.org',
      apiUrl: 'https://api.orcid.org',
    });
    expect(derivedApiUrl('https://sandbox.orcid.org/')).toBe('https://api.sandbox.orcid.org');
    expect(
      orcidSettingsOf({
        ORCID_CLIENT_ID: 'APP-1',
        ORCID_CLIENT_SECRET: 's',
        ORCID_BASE_URL: 'http://127.0.0.1:9000/',
        ORCID_API_URL: 'http://127.0.0.1:9001/',
      }),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9000', apiUrl: 'http://127.0.0.1:9001' });
  });

  it('reads the variables from the environment (the shape identity and the gateway spread)', () => {
    const config = z.object(orcidSettingsShape).parse({
      ORCID_CLIENT_ID: 'APP-1',
      ORCID_CLIENT_SECRET: 's',
      ORCID_BASE_URL: 'https://sandbox.orcid.org',
    });
    expect(orcidSettingsOf(config)).toMatchObject({
      baseUrl: 'https://sandbox.orcid.org',
      apiUrl: 'https://api.sandbox.orcid.org',
    });
  });
});
