import { z } from 'zod';
import { baseConfigSchema, loadServiceConfig, mailConfigShape, port, urlString } from '@journal/config';

/**
 * The publishing keys, shared with the gateway's schema (embedded mode builds this service too).
 * 10.5555 is the prefix Crossref reserves for tests: real DOIs need the publisher's own prefix.
 */
export const publishingSettingsShape = {
  DOI_PREFIX: z
    .string()
    .regex(/^10\.\d{4,9}$/, 'must be a DOI prefix such as 10.5555')
    .default('10.5555'),
  /** Crossref's deposit endpoint (https://doi.crossref.org/servlet/deposit); unset: no deposits are queued. */
  CROSSREF_DEPOSIT_URL: urlString.optional(),
  CROSSREF_LOGIN_ID: z.string().min(1).optional(),
  CROSSREF_LOGIN_PASSWORD: z.string().min(1).optional(),
  /** Unset: PUBLISHER_NAME and ADMIN_EMAIL (or the publishing default). */
  CROSSREF_DEPOSITOR_NAME: z.string().min(1).optional(),
  CROSSREF_DEPOSITOR_EMAIL: z.string().email().optional(),
  /** Attempts per deposit before it is dead-lettered, and the first retry delay (doubling, capped at 1 h). */
  CROSSREF_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  CROSSREF_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(60_000),
  /** A production file still converting this long after it was chosen fails, with the reason shown. */
  FULLTEXT_CONVERSION_LIMIT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
};

/** The deposit settings when CROSSREF_DEPOSIT_URL is set; its credentials are then required. */
export function crossrefSettingsOf(config: {
  CROSSREF_DEPOSIT_URL?: string;
  CROSSREF_LOGIN_ID?: string;
  CROSSREF_LOGIN_PASSWORD?: string;
  CROSSREF_DEPOSITOR_NAME?: string;
  CROSSREF_DEPOSITOR_EMAIL?: string;
  CROSSREF_MAX_ATTEMPTS: number;
  CROSSREF_RETRY_BACKOFF_MS: number;
}): CrossrefDepositSettings | undefined {
  if (!config.CROSSREF_DEPOSIT_URL) return undefined;
  if (!config.CROSSREF_LOGIN_ID || !config.CROSSREF_LOGIN_PASSWORD)
    throw new Error('CROSSREF_DEPOSIT_URL needs CROSSREF_LOGIN_ID and CROSSREF_LOGIN_PASSWORD');
  return {
    url: config.CROSSREF_DEPOSIT_URL,
    loginId: config.CROSSREF_LOGIN_ID,
    password: config.CROSSREF_LOGIN_PASSWORD,
    maxAttempts: config.CROSSREF_MAX_ATTEMPTS,
    backoffMs: config.CROSSREF_RETRY_BACKOFF_MS,
  };
}

/**
 * The service's settings from its configuration: one mapping for the standalone process and the embedded
 * composition (which passes the gateway's public origin).
 */
export function publishingSettingsOf(
  config: Parameters<typeof crossrefSettingsOf>[0] & {
    DOI_PREFIX: string;
    PUBLISHER_NAME: string;
    ADMIN_EMAIL: string;
    FULLTEXT_CONVERSION_LIMIT_MS?: number;
  },
  publicUrl: string,
) {
  return {
    publicUrl,
    doiPrefix: config.DOI_PREFIX,
    publisherName: config.PUBLISHER_NAME,
    adminEmail: config.ADMIN_EMAIL,
    crossref: crossrefSettingsOf(config),
    depositorName: config.CROSSREF_DEPOSITOR_NAME,
    depositorEmail: config.CROSSREF_DEPOSITOR_EMAIL,
    fullTextConversionLimitMs: config.FULLTEXT_CONVERSION_LIMIT_MS,
  };
}

export interface CrossrefDepositSettings {
  url: string;
  loginId: string;
  password: string;
  maxAttempts: number;
  backoffMs: number;
}

/** Environment of a standalone publishing process: the base keys (libs/config) plus its own. */
export const publishingConfigSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  /**
   * The submission service's internal base URL: a paper version's file chosen as the production file
   * (issue 31, `PUT /api/admin/submissions/{id}/production`) and an issue published at once moving its
   * papers to published (issue 30); unset, only an uploaded file can be chosen and such an issue answers 503.
   */
  SUBMISSION_URL: urlString.optional(),
  /** Identity's internal base URL: whether a co-author's account proved its address (proofs); unset, co-authors get 503. */
  IDENTITY_URL: urlString.optional(),
  /** The statistics service's internal base URL: the article page's views and downloads (ADR 0040); unset, the page shows none. */
  STATISTICS_URL: urlString.optional(),
  PORT: port(3012),
  /** The site's public origin, used in canonical links, sitemaps, feeds and OAI-PMH identifiers. */
  PUBLIC_URL: urlString.default('http://localhost:8080'),
  PUBLISHER_NAME: mailConfigShape.PUBLISHER_NAME,
  ADMIN_EMAIL: z.string().email().default('admin@journal.local'),
  ...publishingSettingsShape,
});

export type PublishingConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('publishing', publishingConfigSchema, env);
}
