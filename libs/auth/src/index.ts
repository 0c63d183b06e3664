export {
  generateKeyPair,
  loadSigningKeys,
  loadVerifierKeys,
  parsePublicKeys,
  type SigningKeys,
} from './keys';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  createTokenSigner,
  createTokenVerifier,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type AuthClaims,
  type Role,
  type TokenSigner,
  type TokenVerifier,
} from './tokens';
export {
  createMemorySessionRevocations,
  RevokedSessionSet,
  type SessionRevocations,
} from './session-revocations';
export {
  createRedisSessionRevocations,
  createSessionRevocations,
  DEFAULT_REDIS_PREFIX,
  type RedisRevocationsOptions,
} from './redis-session-revocations';
export {
  requireAuth,
  requireAdmin,
  requireInternal,
  internalAuthHeader,
  authOf,
  assertSameEmail,
  bearerToken,
} from './middleware';
export { adminGuard } from './admin-guard';
export {
  ADMIN_ACCESS_REQUIRED,
  ADMINISTRATOR_SCOPE,
  SUBMISSION_NOT_FOUND,
  assertInEditorialScope,
  editorialGuard,
  editorialJournalsAnswer,
  editorialJournalsOfEachAnswer,
  editorialScopeOf,
  inEditorialScope,
  scopeJournalIds,
  type EditorialGuardOptions,
} from './editorial-guard';
export type {
  EditorialJournal,
  EditorialRole,
  EditorialRoles,
  EditorialScope,
} from './editorial-scope.types';
export { journalsOfEach } from './editorial-scope.types';
export {
  confirmRoleAtCommit,
  lockRolesForChange,
  lockRolesForWrite,
  ROLE_ENDED_MESSAGE,
} from './role-at-commit';
