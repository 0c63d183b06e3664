export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { loadConfig, identityEnvSchema, type IdentityConfig } from './config';
export {
  createIdentityService,
  GOOGLE_JWKS_DEFAULT,
  type IdentityService,
  type IdentityServiceDeps,
} from './identity.module';
export { createApp } from './app';
export {
  registrationSettingsOf,
  registrationSettingsShape,
  type RegistrationSettings,
} from './registration/registration-settings';
export { ensureMainAdmin } from './admin-bootstrap';
export {
  createHttpSubmissionsReader,
  unavailableSubmissionsReader,
} from './adapters/http-submissions.reader';
export { createArgon2Hasher, ARGON2_OPTIONS } from './adapters/argon2-password.hasher';
export type {
  SubmissionsReader,
  AuthorSubmissions,
  AuthorSubmission,
} from './domain/submissions-reader.port';
export type { PasswordHasher } from './domain/password-hasher.port';
