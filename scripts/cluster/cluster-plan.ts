import path from 'node:path';
import type { ClusterConfig } from './cluster-config';
import { repoRoot } from './cluster-config';
import type { ClusterSecrets } from './cluster-secrets';

export type ServiceKind =
  | 'identity'
  | 'submission'
  | 'admin'
  | 'notification'
  | 'publishing'
  | 'review'
  | 'journals'
  | 'statistics'
  | 'gateway';

export interface ProcessSpec {
  /** Unique per process: `notification-1`, `notification-2`, ... */
  name: string;
  kind: ServiceKind;
  entry: string;
  port: number;
  env: Record<string, string>;
}

/** Variables a Node process needs whatever it runs; nothing else of the launcher's environment leaks. */
const INHERITED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  'NODE_ENV',
  'NODE_EXTRA_CA_CERTS',
  'NO_COLOR',
  'FORCE_COLOR',
];

const ENTRIES: Record<ServiceKind, string> = {
  identity: 'services/identity/src/main.ts',
  submission: 'services/submission/src/main.ts',
  admin: 'services/admin/src/main.ts',
  notification: 'services/notification/src/main.ts',
  publishing: 'services/publishing/src/main.ts',
  review: 'services/review/src/main.ts',
  journals: 'services/journals/src/main.ts',
  statistics: 'services/statistics/src/main.ts',
  gateway: 'gateway/src/main.ts',
};

function compact(env: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

export function inheritedEnv(from: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(INHERITED.map((key) => [key, from[key]]));
}

/**
 * Every process of the cluster with exactly the configuration it needs (deploy-tests/support/process-env.ts
 * lists the same split for compose and k8s). Services listen on loopback; the gateway on HOST.
 */
export function planCluster(
  config: ClusterConfig,
  secrets: ClusterSecrets,
  parentEnv: NodeJS.ProcessEnv = process.env,
): ProcessSpec[] {
  const { ports } = config;
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const base = {
    ...inheritedEnv(parentEnv),
    LOG_LEVEL: config.LOG_LEVEL,
    INTERNAL_TOKEN: secrets.internalToken,
    JWT_PUBLIC_KEY: secrets.jwtPublicKey,
    PUBLIC_URL: config.publicUrl,
  };
  const backend = {
    ...base,
    HOST: '127.0.0.1',
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: config.REDIS_PREFIX,
    EVENT_BUS: config.EVENT_BUS,
    KAFKA_BROKERS: config.KAFKA_BROKERS,
    DATA_DIR: config.DATA_DIR,
  };
  const spec = (
    name: string,
    kind: ServiceKind,
    port: number,
    env: Record<string, string | number | undefined>,
  ): ProcessSpec => ({
    name,
    kind,
    port,
    entry: path.join(repoRoot, ENTRIES[kind]),
    env: compact({
      ...env,
      PORT: port,
      METRICS_PORT: ports.metrics[name],
      METRICS_HOST: config.METRICS_HOST,
      OTEL_SERVICE_NAME: name,
      OTEL_EXPORTER_OTLP_ENDPOINT: config.OTEL_EXPORTER_OTLP_ENDPOINT,
      OTEL_BSP_SCHEDULE_DELAY: config.OTEL_BSP_SCHEDULE_DELAY,
    }),
  });

  // Papers (submission) and PDF galleys (publishing) go to S3 when it is configured, else to local disk.
  const storage = {
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_ACCESS_KEY: config.S3_ACCESS_KEY,
    S3_SECRET_KEY: config.S3_SECRET_KEY,
    S3_BUCKET: config.S3_BUCKET,
    S3_REGION: config.S3_REGION,
  };

  return [
    spec('identity', 'identity', ports.identity, {
      ...backend,
      JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
      ADMIN_EMAIL: secrets.admin.email,
      ADMIN_PASSWORD: secrets.admin.password,
      GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID,
      SUBMISSION_URL: url(ports.submission),
      JOURNALS_URL: url(ports.journals),
      REGISTRATIONS_PER_HOUR: config.REGISTRATIONS_PER_HOUR,
    }),
    spec('submission', 'submission', ports.submission, {
      ...backend,
      ...storage,
      JOURNALS_URL: url(ports.journals),
    }),
    spec('admin', 'admin', ports.admin, {
      ...backend,
      SUBMISSION_URL: url(ports.submission),
      // Any one instance answers a submission's mail status (the rows are in Postgres).
      NOTIFICATION_URL: url(ports.notification[0]!),
      REVIEW_URL: url(ports.review),
      // Editors' journal roles (issue 28): asked of the journals service on each of their requests.
      JOURNALS_URL: url(ports.journals),
    }),
    ...ports.notification.map((port, i) =>
      spec(`notification-${i + 1}`, 'notification', port, {
        ...backend,
        // Verification links: notification asks identity for the token when it writes the mail.
        IDENTITY_URL: url(ports.identity),
        // Reviewers' links: notification asks the review service for a token when it writes the mail.
        REVIEW_URL: url(ports.review),
        JOURNALS_URL: url(ports.journals),
        SMTP_URL: config.SMTP_URL,
        MAIL_FROM: config.MAIL_FROM,
        PUBLISHER_NAME: config.PUBLISHER_NAME,
      }),
    ),
    spec('publishing', 'publishing', ports.publishing, {
      ...backend,
      ...storage,
      // The Crossref depositor's name and address.
      PUBLISHER_NAME: config.PUBLISHER_NAME,
      ADMIN_EMAIL: secrets.admin.email,
      JOURNALS_URL: url(ports.journals),
      // A paper version's .docx as the production file (issue 31).
      SUBMISSION_URL: url(ports.submission),
      // The article page's views and downloads (ADR 0040).
      STATISTICS_URL: url(ports.statistics),
    }),
    spec('review', 'review', ports.review, {
      ...backend,
      SUBMISSION_URL: url(ports.submission),
      REVIEW_REMINDER_DAYS: config.REVIEW_REMINDER_DAYS,
      JOURNALS_URL: url(ports.journals),
    }),
    // Covers and the site's logo go to the shared storage, like papers and galleys.
    // The site's name until the administrator saves one (GET /api/site).
    spec('journals', 'journals', ports.journals, {
      ...backend,
      ...storage,
      PUBLISHER_NAME: config.PUBLISHER_NAME,
    }),
    // Usage counts and SUSHI (ADR 0040): SUSHI names the publisher.
    spec('statistics', 'statistics', ports.statistics, { ...backend, PUBLISHER_NAME: config.PUBLISHER_NAME }),
    spec('gateway', 'gateway', ports.gateway, {
      ...base,
      HOST: config.HOST,
      IDENTITY_URL: url(ports.identity),
      SUBMISSION_URL: url(ports.submission),
      ADMIN_URL: url(ports.admin),
      NOTIFICATION_URL: ports.notification.map(url).join(','),
      PUBLISHING_URL: url(ports.publishing),
      REVIEW_URL: url(ports.review),
      JOURNALS_URL: url(ports.journals),
      STATISTICS_URL: url(ports.statistics),
      ADMIN_EMAIL: secrets.admin.email,
      GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID,
      PUBLISHER_NAME: config.PUBLISHER_NAME,
      STATIC_DIR: config.STATIC_DIR,
      RATE_LIMIT_PER_MINUTE: config.RATE_LIMIT_PER_MINUTE,
      PUBLIC_RATE_LIMIT_PER_MINUTE: config.PUBLIC_RATE_LIMIT_PER_MINUTE,
    }),
  ];
}
