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
  /**
   * Crossref's submission result (https://doi.crossref.org/servlet/submissionDownload), polled after each
   * deposit until it reports the batch's outcome; unset: that path on CROSSREF_DEPOSIT_URL's origin.
   */
  CROSSREF_RESULT_URL: urlString.optional(),
  /** DOAJ's API base (https://doaj.org/api/v4) and the publisher's API key; unset: DOAJ deposits are held. */
  DOAJ_API_URL: urlString.optional(),
  DOAJ_API_KEY: z.string().min(1).optional(),
  DOAJ_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  DOAJ_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(60_000),
  /**
   * ORCID's member API (https://api.orcid.org, sandbox https://api.sandbox.orcid.org): works pushed to the
   * records of authors who granted /activities/update (their tokens stay in identity, asked at IDENTITY_URL).
   * Unset, or without IDENTITY_URL: ORCID deposits are held.
   */
  ORCID_API_URL: urlString.optional(),
  ORCID_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  ORCID_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(60_000),
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
  CROSSREF_RESULT_URL?: string;
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
    resultUrl:
      config.CROSSREF_RESULT_URL ??
      `${new URL(config.CROSSREF_DEPOSIT_URL).origin}/servlet/submissionDownload`,
  };
}

/** The DOAJ deposit settings when DOAJ_API_URL is set; its key is then required. */
export function doajSettingsOf(config: {
  DOAJ_API_URL?: string;
  DOAJ_API_KEY?: string;
  DOAJ_MAX_ATTEMPTS?: number;
  DOAJ_RETRY_BACKOFF_MS?: number;
}): DoajDepositSettings | undefined {
  if (!config.DOAJ_API_URL) return undefined;
  if (!config.DOAJ_API_KEY) throw new Error('DOAJ_API_URL needs DOAJ_API_KEY');
  return {
    url: config.DOAJ_API_URL.replace(/\/+$/, ''),
    apiKey: config.DOAJ_API_KEY,
    maxAttempts: config.DOAJ_MAX_ATTEMPTS ?? 8,
    backoffMs: config.DOAJ_RETRY_BACKOFF_MS ?? 60_000,
  };
}

/** The ORCID works settings when ORCID_API_URL is set. */
export function orcidSettingsOf(config: {
  ORCID_API_URL?: string;
  ORCID_MAX_ATTEMPTS?: number;
  ORCID_RETRY_BACKOFF_MS?: number;
}): OrcidDepositSettings | undefined {
  if (!config.ORCID_API_URL) return undefined;
  return {
    apiUrl: config.ORCID_API_URL.replace(/\/+$/, ''),
    maxAttempts: config.ORCID_MAX_ATTEMPTS ?? 8,
    backoffMs: config.ORCID_RETRY_BACKOFF_MS ?? 60_000,
  };
}

/**
 * The service's settings from its configuration: one mapping for the standalone process and the embedded
 * composition (which passes the gateway's public origin).
 */
export function publishingSettingsOf(
  config: Parameters<typeof crossrefSettingsOf>[0] &
    Parameters<typeof doajSettingsOf>[0] &
    Parameters<typeof orcidSettingsOf>[0] & {
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
    doaj: doajSettingsOf(config),
    orcid: orcidSettingsOf(config),
    depositorName: config.CROSSREF_DEPOSITOR_NAME,
    depositorEmail: config.CROSSREF_DEPOSITOR_EMAIL,
    fullTextConversionLimitMs: config.FULLTEXT_CONVERSION_LIMIT_MS,
  };
}

/** How a registry's deposits are retried: attempts before dead, and the first delay (doubling, capped at 1 h). */
export interface DepositRetrySettings {
  maxAttempts: number;
  backoffMs: number;
}

export interface CrossrefDepositSettings extends DepositRetrySettings {
  url: string;
  loginId: string;
  password: string;
  /** Crossref's submission result endpoint (CROSSREF_RESULT_URL); derived from `url` when absent. */
  resultUrl?: string;
}

export interface OrcidDepositSettings extends DepositRetrySettings {
  /** ORCID's member API base (ORCID_API_URL), e.g. https://api.sandbox.orcid.org. */
  apiUrl: string;
}

export interface DoajDepositSettings extends DepositRetrySettings {
  /** DOAJ's API base, e.g. https://doaj.org/api/v4 (DOAJ_API_URL). */
  url: string;
  apiKey: string;
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
