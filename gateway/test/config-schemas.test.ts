// Every process reads the shared settings through one base schema (libs/config): fed the same
// environment, each config schema derives the same INTERNAL_TOKEN, DATA_DIR, S3 and Redis settings.
import { ConfigError, DEFAULT_DATA_DIR } from '@journal/config';
import { loadConfig as loadAdminConfig } from '@journal/admin';
import { loadConfig as loadIdentityConfig } from '@journal/identity';
import { loadConfig as loadNotificationConfig } from '@journal/notification';
import { loadConfig as loadPublishingConfig } from '@journal/publishing';
import { loadConfig as loadReviewConfig } from '@journal/review';
import { loadConfig as loadSubmissionConfig } from '@journal/submission';
import { generateKeyPair } from '@journal/auth';
import { loadGatewayConfig } from '../src/config';

const keys = generateKeyPair();
/** Everything any of the seven schemas requires, so each accepts the one environment. */
const required = {
  DATABASE_URL: 'postgres://journal@db.internal:5432/journal',
  INTERNAL_TOKEN: 'i'.repeat(40),
  JWT_PRIVATE_KEY: keys.privateKeyPem,
  ADMIN_PASSWORD: 'a-long-admin-password',
  SUBMISSION_URL: 'http://submission.internal:3002',
  IDENTITY_URL: 'http://identity.internal:3001',
};
const loaders = {
  identity: loadIdentityConfig,
  submission: loadSubmissionConfig,
  admin: loadAdminConfig,
  notification: loadNotificationConfig,
  publishing: loadPublishingConfig,
  review: loadReviewConfig,
  gateway: loadGatewayConfig,
};

function configErrorOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
}

function platforms(env: Record<string, string>) {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, load(env).platform]));
}

describe('one base config schema for every process', () => {
  it('derives the same INTERNAL_TOKEN, DATA_DIR, S3, Redis and event-delivery settings from the same environment', () => {
    const env = {
      ...required,
      DATA_DIR: '/srv/journal',
      REDIS_URL: 'redis://cache.internal:6379/2',
      REDIS_PREFIX: 'journal:staging',
      S3_ENDPOINT: 'https://s3.eu-central-1.example.com',
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
      S3_BUCKET: 'manuscripts',
      S3_REGION: 'eu-central-1',
      EVENT_STREAM_MAXLEN: '5000',
      OUTBOX_MAX_ROW_FAILURES: '3',
      PROCESSED_EVENTS_RETENTION_DAYS: '2',
    };
    const all = platforms(env);
    const expected = {
      internalToken: 'i'.repeat(40),
      dataDir: '/srv/journal',
      keysDir: '/srv/journal/keys',
      filesDir: '/srv/journal/files',
      mailDir: '/srv/journal/mail',
      eventBus: 'redis',
      kafkaBrokers: undefined,
      redis: { url: 'redis://cache.internal:6379/2', prefix: 'journal:staging' },
      redisPrefix: 'journal:staging',
      s3: {
        endpoint: 'https://s3.eu-central-1.example.com',
        accessKey: 'access',
        secretKey: 'secret',
        bucket: 'manuscripts',
        region: 'eu-central-1',
      },
      streamMaxLen: 5000,
      outboxMaxRowFailures: 3,
      processedEventsRetentionMs: 2 * 86_400_000,
    };
    for (const [name, platform] of Object.entries(all)) expect([name, platform]).toEqual([name, expected]);
  });

  it('applies the same defaults everywhere: one DATA_DIR, in-process bus, prefix "journal", no S3', () => {
    for (const [name, platform] of Object.entries(platforms(required)))
      expect([name, platform]).toEqual([
        name,
        expect.objectContaining({
          dataDir: DEFAULT_DATA_DIR,
          eventBus: 'memory',
          redis: undefined,
          redisPrefix: 'journal',
          s3: undefined,
        }),
      ]);
  });

  it('enforces one INTERNAL_TOKEN rule (at least 32 characters) in every schema', () => {
    for (const [name, load] of Object.entries(loaders))
      expect([name, configErrorOf(() => load({ ...required, INTERNAL_TOKEN: 'sixteen-chars-ok' }))]).toEqual([
        name,
        expect.stringContaining('INTERNAL_TOKEN: must be at least 32 characters'),
      ]);
  });

  it('rejects a bad REDIS_PREFIX in every schema', () => {
    for (const load of Object.values(loaders))
      expect(() => load({ ...required, REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('keeps S3_REGION in embedded mode (the gateway schema) as in the submission service', () => {
    const env = { ...required, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ap-south-1' };
    expect(loadGatewayConfig(env).platform.s3?.region).toBe('ap-south-1');
    expect(loadSubmissionConfig(env).platform.s3?.region).toBe('ap-south-1');
  });
});
