import Redis from 'ioredis';
import type { SessionRevocations, TokenVerifier } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus, type EventBus } from '@journal/events';
import { createServiceApp, runServer } from '@journal/http';
import { createLogger, type Logger } from '@journal/logger';
import type { Mailer } from '@journal/mail';
import {
  createNotificationService,
  type MailDeliveryTuning,
  type MailQueueTuning,
  type NotificationService,
} from '../../src/create-notification-service';
import { testAuthorVerified, testVerificationTokens } from './events';

export const TEST_SETTINGS = {
  publicUrl: 'https://journals.example.org',
  publisherName: 'Test Academic Press',
};
export const TEST_INTERNAL_TOKEN = 'internal-token-for-tests-0123456789abcdef';

export interface InstanceOptions {
  name: string;
  databaseUrl: string;
  verifier: TokenVerifier;
  /** The list `verifier` checks; its revocations disconnect sockets (through the adapter). */
  revocations?: SessionRevocations;
  mailer: Mailer;
  /** With Redis: Redis Streams bus under `busPrefix`, BullMQ and the Socket.IO adapter under `redisPrefix`. */
  redisUrl?: string;
  busPrefix?: string;
  redisPrefix?: string;
  /** An in-process bus shared by the caller (memory mode). */
  bus?: EventBus;
  /** Start consumers and the mail worker; false gives a socket-only instance. */
  start: boolean;
  mailQueue?: MailQueueTuning;
  mailDelivery?: MailDeliveryTuning;
  claimIdleMs?: number;
  /** XREADGROUP BLOCK of the consumers (500 ms unless set). */
  blockMs?: number;
  /** The consumers' wait after a short read (the service's default when unset). */
  readLingerMs?: number;
  /** Event consumers (the service's default when unset; 0: none) and whether the mail worker runs here. */
  consumers?: number;
  mailWorker?: boolean;
  /** Defaults to a silent logger (TEST_LOG_LEVEL raises it). */
  logger?: Logger;
}

export interface RunningInstance {
  name: string;
  url: string;
  service: NotificationService;
  bus: EventBus;
  close(): Promise<void>;
}

/** One notification instance as main.ts builds it (own pool, own Redis clients, own bus), on a loopback port. */
export async function startInstance(options: InstanceOptions): Promise<RunningInstance> {
  const logger =
    options.logger ??
    createLogger(`notification-${options.name}`, {
      level: (process.env.TEST_LOG_LEVEL as 'info' | undefined) ?? 'silent',
    });
  const pool = createPool(options.databaseUrl, { max: 10, applicationName: `notification-${options.name}` });
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', () => undefined);
  const ownBus = !options.bus;
  const bus =
    options.bus ??
    createEventBus({
      kind: 'redis',
      redisUrl: options.redisUrl,
      logger,
      retry: { initialDelayMs: 50, maxDelayMs: 1_000 },
      redis: {
        prefix: options.busPrefix,
        blockMs: options.blockMs ?? 500,
        claimIdleMs: options.claimIdleMs ?? 5_000,
        closeTimeoutMs: 5_000,
      },
    });
  const service = await createNotificationService({
    logger,
    pool,
    bus,
    verifier: options.verifier,
    revocations: options.revocations,
    verificationTokens: testVerificationTokens,
    authorVerified: testAuthorVerified,
    mailer: options.mailer,
    redis,
    redisPrefix: options.redisPrefix,
    settings: TEST_SETTINGS,
    mailQueue: { backoffMs: 200, ...options.mailQueue },
    mailDelivery: options.mailDelivery,
    readLingerMs: options.readLingerMs,
    consumers: options.consumers,
    mailWorker: options.mailWorker,
  });
  const app = createServiceApp({ logger, instances: [service], internalToken: TEST_INTERNAL_TOKEN });
  const running = await runServer({
    handler: app,
    port: 0,
    host: '127.0.0.1',
    logger,
    beforeListen: (server) => service.attach(server),
  });
  if (options.start) await service.start();
  else await service.realtime.ready(); // start() waits for it too
  return {
    name: options.name,
    url: `http://127.0.0.1:${running.port}`,
    service,
    bus,
    async close() {
      await service.stop();
      await running.shutdown('test end');
      if (ownBus) await bus.close();
      await redis?.quit().catch(() => undefined);
      await pool.end();
    },
  };
}
