import { z } from 'zod';
import { baseConfigSchema, loadServiceConfig, pem, port, urlString } from '@journal/config';
import { orcidSettingsShape } from './domain/orcid-settings';
import { registrationSettingsShape } from './domain/registration-settings';

/** Standalone identity process: the base keys (libs/config) plus its own. The only reader of process.env. */
const identityEnvSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  PORT: port(3001),
  JWT_PRIVATE_KEY: pem,
  ADMIN_EMAIL: z.email().default('admin@journal.local'),
  // Required standalone: the main administrator is created or updated from it at every start.
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(128, 'must be at most 128 characters'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: urlString.default('https://www.googleapis.com/oauth2/v3/certs'),
  PUBLIC_URL: urlString.optional(),
  SUBMISSION_URL: urlString.optional(),
  ...registrationSettingsShape,
  ...orcidSettingsShape,
});

export type IdentityConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadServiceConfig('identity', identityEnvSchema, env);
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

export { identityEnvSchema };
