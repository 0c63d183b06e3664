/** The verified identity carried by a Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
}

/** Verifies a Google ID token (signature, audience, issuer, expiry, verified email) or throws. */
export interface GoogleTokenVerifier {
  verify(credential: string): Promise<GoogleIdentity>;
}
