export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { identityService } from './service';
export { loadConfig, identityEnvSchema, type IdentityConfig } from './config';
export {
  createIdentityService,
  GOOGLE_JWKS_DEFAULT,
  type IdentityService,
  type IdentityServiceDeps,
} from './create-identity-service';
export { createApp, createRouters, type IdentityUseCases } from './app';
export {
  registrationSettingsOf,
  registrationSettingsShape,
  type RegistrationSettings,
} from './domain/registration-settings';
export { orcidSettingsOf, orcidSettingsShape, type OrcidSettings } from './domain/orcid-settings';
export { ensureMainAdmin } from './domain/admin-bootstrap';
export { createHttpSubmissionsReader, unavailableSubmissionsReader } from './clients/submission.client';
export { createArgon2Hasher, ARGON2_OPTIONS } from './domain/argon2-password.hasher';
export type {
  SubmissionsReader,
  AuthorSubmissions,
  AuthorSubmission,
} from './domain/submissions-reader.port';
export type { PasswordHasher } from './domain/password-hasher.port';
