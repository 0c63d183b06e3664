export {
  generateKeyPair,
  loadSigningKeys,
  loadVerifierKeys,
  parsePublicKeys,
  type SigningKeys,
} from './keys';
export {
  createTokenSigner,
  createTokenVerifier,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type AuthClaims,
  type Role,
  type TokenSigner,
  type TokenVerifier,
} from './tokens';
export {
  requireAuth,
  requireAdmin,
  requireInternal,
  internalAuthHeader,
  authOf,
  assertSameEmail,
  bearerToken,
} from './middleware';
