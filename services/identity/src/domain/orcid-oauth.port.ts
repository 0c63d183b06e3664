/** What ORCID's token endpoint granted for an authorization code (the three-legged OAuth's last leg). */
export interface OrcidTokenGrant {
  /** The authenticated iD, bare. */
  orcid: string;
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token is valid (ORCID: about 20 years). */
  expiresIn: number | null;
  scopes: string[];
}

/** A refusal or outage of ORCID's token endpoint; the message never holds a token. */
export class OrcidExchangeError extends Error {}

/** Port to ORCID's OAuth token endpoint (clients/orcid-oauth.client.ts). */
export interface OrcidOAuth {
  exchangeCode(code: string, redirectUri: string): Promise<OrcidTokenGrant>;
}
