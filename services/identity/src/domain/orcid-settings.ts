import { z } from 'zod';
import { urlString } from '@journal/config';

/**
 * Sign in with ORCID (issue 43 item 6): the site's ORCID client and which ORCID (production or sandbox).
 * Shared by identity's config and the embedded mode's (gateway/src/config.ts spreads it). Without a client
 * id the feature is off.
 */
export const orcidSettingsShape = {
  ORCID_CLIENT_ID: z.string().trim().min(1).optional(),
  ORCID_CLIENT_SECRET: z.string().min(1).optional(),
  /** The registry: https://orcid.org, or https://sandbox.orcid.org for ORCID's sandbox. */
  ORCID_BASE_URL: urlString.default('https://orcid.org'),
  /** The member API; unset: derived from ORCID_BASE_URL (https://api.orcid.org, https://api.sandbox.orcid.org). */
  ORCID_API_URL: urlString.optional(),
};

type OrcidEnv = z.infer<z.ZodObject<typeof orcidSettingsShape>>;

export interface OrcidSettings {
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash. */
  baseUrl: string;
  apiUrl: string;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The member API's address beside a registry's: orcid.org -> api.orcid.org (other hosts: the same). */
export function derivedApiUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.hostname === 'orcid.org' || url.hostname === 'sandbox.orcid.org')
    url.hostname = `api.${url.hostname}`;
  return withoutSlash(url.toString());
}

/** Undefined when ORCID_CLIENT_ID is unset (the feature is off); a client id without a secret is refused. */
export function orcidSettingsOf(config: Partial<OrcidEnv>): OrcidSettings | undefined {
  if (!config.ORCID_CLIENT_ID) return undefined;
  if (!config.ORCID_CLIENT_SECRET) throw new Error('ORCID_CLIENT_SECRET is required with ORCID_CLIENT_ID');
  const baseUrl = withoutSlash(config.ORCID_BASE_URL ?? 'https://orcid.org');
  return {
    clientId: config.ORCID_CLIENT_ID,
    clientSecret: config.ORCID_CLIENT_SECRET,
    baseUrl,
    apiUrl: withoutSlash(config.ORCID_API_URL ?? derivedApiUrl(baseUrl)),
  };
}
