import { MemoryEventBus, type EventBus } from '@journal/events';
import { createMailer } from '@journal/mail';
import type { TestDatabase } from '@journal/testing';
import { startInstance, type RunningInstance } from './notification-instance';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from './test-infra';
import { testKeys } from './tokens';

export interface MailScenario {
  db(): TestDatabase;
  smtp(): SmtpSink;
  /** Where the test publishes: the in-process bus, or the running instance's Redis bus. */
  publisher(): EventBus;
  /** Stops the consumer and starts a new one on the same database, queue and bus. */
  restart(name: string): Promise<void>;
}

/**
 * One notification instance consuming a bus and mailing a real SMTP sink, in-process or on BullMQ and
 * Redis Streams; registers its own beforeAll/afterAll. Mail tests publish and read the sink.
 */
export function mailScenario(mode: 'in-process' | 'bullmq', from: string, name: string): MailScenario {
  const keys = testKeys();
  const busPrefix = uniquePrefix(`${name}-bus`);
  const redisPrefix = uniquePrefix(name);
  let db: TestDatabase;
  let smtp: SmtpSink;
  let instance: RunningInstance | undefined;
  let memoryBus: MemoryEventBus | undefined;

  const start = async (instanceName: string) =>
    startInstance({
      name: instanceName,
      databaseUrl: db.url,
      verifier: keys.verifier,
      mailer: createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from }),
      start: true,
      ...(mode === 'bullmq' ? { redisUrl: REDIS_URL, busPrefix, redisPrefix } : { bus: memoryBus }),
    });

  beforeAll(async () => {
    db = await migratedDatabase();
    smtp = await startSmtpSink();
    if (mode === 'in-process') memoryBus = new MemoryEventBus();
    instance = await start('first');
  });
  afterAll(async () => {
    // in this order: the consumer before its bus, the mailer's server and the database last
    for (const close of [
      () => instance?.close(),
      () => memoryBus?.close(),
      () => smtp?.stop(),
      () => db?.drop(),
    ])
      await close();
    if (mode === 'bullmq') for (const prefix of [busPrefix, redisPrefix]) await deleteRedisKeys(prefix);
  });

  return {
    db: () => db,
    smtp: () => smtp,
    publisher: () => memoryBus ?? instance!.bus,
    async restart(instanceName) {
      await instance!.close();
      instance = await start(instanceName);
    },
  };
}
