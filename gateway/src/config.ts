import path from 'node:path';
import { z } from 'zod';
import {
  baseConfigSchema,
  internalToken,
  loadServiceConfig,
  mailConfigShape,
  pem,
  port,
  urlString,
} from '@journal/config';
import { notificationSettingsShape } from '@journal/notification';
import { orcidSettingsShape, registrationSettingsShape } from '@journal/identity';
import { publishingSettingsShape } from '@journal/publishing';
import { reviewSettingsShape } from '@journal/review';
import { sampleContentShape } from '@journal/journals-service';

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The whole configuration contract (docs/configuration.md) as the gateway and the embedded mode read it:
 * the base keys (libs/config) every service shares, plus the gateway's and the embedded services' own.
 */
export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: port(8080),
  STATIC_DIR: z.string().default(path.join(repoRoot, 'frontend', 'dist')),
  /** Unset: embedded Postgres under DATA_DIR/pg. */
  DATABASE_URL: urlString.optional(),
  /** Unset in embedded mode: a random token per start (the internal listener is loopback only). */
  INTERNAL_TOKEN: internalToken.optional(),
  ...mailConfigShape,
  ADMIN_EMAIL: z.string().email().default('admin@journal.local'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  JWT_PRIVATE_KEY: pem.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: urlString.optional(),
  PUBLIC_URL: urlString.optional(),
  IDENTITY_URL: urlString.optional(),
  SUBMISSION_URL: urlString.optional(),
  ADMIN_URL: urlString.optional(),
  NOTIFICATION_URL: urlString.optional(),
  /** The publishing service (proxy mode); unset there: article pages, sitemap, feeds and OAI-PMH are not served. */
  PUBLISHING_URL: urlString.optional(),
  ...publishingSettingsShape,
  /** The review service (proxy mode); unset there: reviewer links and editors' review actions are not served. */
  REVIEW_URL: urlString.optional(),
  ...reviewSettingsShape,
  /** The journals service (proxy mode); unset there: journals, catalogues and site pages are not served. */
  JOURNALS_URL: urlString.optional(),
  /** What the first start stores: SPEC.md's sample journals and catalogues (`spec`) or nothing (`none`). */
  ...sampleContentShape,
  /** The statistics service (proxy mode); unset there: usage counts, the most read and SUSHI are not served. */
  STATISTICS_URL: urlString.optional(),
  /** Notification's mail delivery, consumers and sockets: the same keys as its standalone process. */
  ...notificationSettingsShape,
  /** Requests per minute per client IP on /api; 0 turns the limit off (load tests from one address). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /**
   * Requests per minute per client IP on the public pages outside /api (articles, galleys, /oai, sitemaps,
   * feeds, SPA pages); 0 turns the limit off (load tests from one address).
   */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Registrations per client address and hour, and the ALTCHA challenge (issue 26 item 7). */
  ...registrationSettingsShape,
  /** Sign in with ORCID (issue 43 item 6): the site's ORCID client; unset ORCID_CLIENT_ID turns it off. */
  ...orcidSettingsShape,
});

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadServiceConfig('gateway', gatewayConfigSchema, env);
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
