import { z } from 'zod';
import { baseConfigSchema, loadServiceConfig, mailConfigShape, port, urlString } from '@journal/config';

/** The Socket.IO server's limits (part of notificationSettingsShape). */
export const realtimeSettingsShape = {
  /** Open Socket.IO connections one account may hold per instance; the next gets a connect_error. */
  NOTIFICATION_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(20),
  /** Engine.IO handshakes without a valid token one address may open per minute; beyond it 429 (0: off). */
  SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** A socket session that has not authenticated within this many ms is closed. */
  SOCKET_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
};

/**
 * Mail delivery and consumer settings, read the same way standalone and embedded (the gateway's schema
 * spreads them, so both modes build the service from the same keys).
 */
export const notificationSettingsShape = {
  ...realtimeSettingsShape,
  /** Durable mail: first retry delay, its cap, and attempts (unset: enough to cover 24 hours). */
  MAIL_RETRY_INITIAL_MS: z.coerce.number().int().positive().default(2_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().positive().default(900_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().optional(),
  /** A mail left 'sending' this long is taken to belong to a dead worker and is tried again. */
  MAIL_SENDING_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  MAIL_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * After a read that did not fill a batch, the event consumers wait this long before reading again, so
   * events close together share one transaction; 0 reads again at once (docs/performance.md, issue 16).
   */
  NOTIFICATION_READ_LINGER_MS: z.coerce.number().int().min(0).max(1_000).default(50),
  /** Competing event consumers in this process (0: none, e.g. a mail worker deployment). */
  NOTIFICATION_CONSUMERS: z.coerce.number().int().min(0).max(32).default(1),
  /** false: this process sends no mail; its mails wait in the shared queue for the processes that do. */
  NOTIFICATION_MAIL_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

/** Environment of a standalone notification process: the base keys (libs/config) plus its own. */
export const notificationConfigSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  ...notificationSettingsShape,
  PORT: port(3004),
  ...mailConfigShape,
  /** The site URL the mails link to (the gateway's origin, not this process). */
  PUBLIC_URL: urlString.default('http://localhost:8080'),
  /** Identity's internal base URL: verification mails get their token from it. */
  IDENTITY_URL: urlString.default('http://localhost:3001'),
  /** The review service's internal base URL: reviewers' mails get their link token from it. */
  REVIEW_URL: urlString.default('http://localhost:3013'),
  /** The publishing service's internal base URL: co-authors' proof mails get their link from it. */
  PUBLISHING_URL: urlString.default('http://localhost:3012'),
});

export type NotificationConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('notification', notificationConfigSchema, env);
}
