// The configuration each process needs in the distributed deployment (docs/configuration.md). Compose and Kubernetes are both checked against this one table; compose is
// also checked against each service's own config schema where the service exists.
export type ProcessName =
  | 'gateway'
  | 'identity'
  | 'submission'
  | 'admin'
  | 'notification'
  | 'review'
  | 'publishing'
  | 'journals'
  | 'statistics'
  | 'migrate';

const shared = ['NODE_ENV', 'PORT', 'JWT_PUBLIC_KEY', 'INTERNAL_TOKEN', 'PUBLIC_URL'];
// Every service gets REDIS_URL so EVENT_BUS can switch between kafka and redis by configuration alone.
const backend = [...shared, 'DATABASE_URL', 'REDIS_URL', 'EVENT_BUS', 'KAFKA_BROKERS'];

export const requiredEnv: Record<ProcessName, string[]> = {
  gateway: [
    ...shared,
    'IDENTITY_URL',
    'SUBMISSION_URL',
    'ADMIN_URL',
    'NOTIFICATION_URL',
    'PUBLISHING_URL',
    'REVIEW_URL',
    'JOURNALS_URL',
    'STATISTICS_URL',
  ],
  identity: [
    ...backend,
    'JWT_PRIVATE_KEY',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SUBMISSION_URL',
    'JOURNALS_URL',
  ],
  submission: [...backend, 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'JOURNALS_URL'],
  // JOURNALS_URL: editors' journal roles, asked per request (issue 28, ADR 0031).
  admin: [...backend, 'SUBMISSION_URL', 'REVIEW_URL', 'JOURNALS_URL'],
  notification: [...backend, 'SMTP_URL', 'MAIL_FROM', 'REVIEW_URL', 'PUBLISHING_URL', 'JOURNALS_URL'],
  review: [...backend, 'SUBMISSION_URL', 'JOURNALS_URL'],
  // STATISTICS_URL: the article page's views and downloads (ADR 0040).
  publishing: [
    ...backend,
    'S3_ENDPOINT',
    'S3_ACCESS_KEY',
    'S3_SECRET_KEY',
    'S3_BUCKET',
    'JOURNALS_URL',
    'STATISTICS_URL',
  ],
  // Cover images go to the shared object storage.
  journals: [...backend, 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'],
  // Usage counts and SUSHI (ADR 0040): it calls no service.
  statistics: [...backend],
  migrate: ['DATABASE_URL'],
};

/** Secrets only one process may hold. */
export const restrictedSecrets: Record<string, ProcessName[]> = {
  JWT_PRIVATE_KEY: ['identity'],
  ADMIN_PASSWORD: ['identity'],
  S3_SECRET_KEY: ['submission', 'publishing', 'journals'],
  SMTP_URL: ['notification'],
  DATABASE_URL: [
    'identity',
    'submission',
    'admin',
    'notification',
    'review',
    'publishing',
    'journals',
    'statistics',
    'migrate',
  ],
};

export const ports: Record<Exclude<ProcessName, 'migrate'>, number> = {
  gateway: 8080,
  identity: 3001,
  submission: 3002,
  admin: 3003,
  notification: 3004,
  review: 3013,
  publishing: 3012,
  journals: 3014,
  statistics: 3015,
};

export const mainModule: Record<ProcessName, string> = {
  gateway: 'gateway/src/main.ts',
  identity: 'services/identity/src/main.ts',
  submission: 'services/submission/src/main.ts',
  admin: 'services/admin/src/main.ts',
  notification: 'services/notification/src/main.ts',
  review: 'services/review/src/main.ts',
  publishing: 'services/publishing/src/main.ts',
  journals: 'services/journals/src/main.ts',
  statistics: 'services/statistics/src/main.ts',
  migrate: 'scripts/migrate.ts',
};
