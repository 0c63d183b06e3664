import { randomUUID } from 'node:crypto';
import { RedisEventBus } from '@journal/events';
import type { TestDatabase } from '@journal/testing';
import { startPrivateRedis, type PrivateRedis } from '../../../../gateway/test/cluster/support/private-redis';
import { startChildInstance, type ChildInstance } from './child-instance';
import { statusChangedEvent } from './events';
import { header, startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';
import { migratedDatabase } from './test-infra';
import { testKeys, testUser } from './tokens';
import { waitFor } from './wait-for';

export interface MailCounts {
  sent: number;
  received: number;
  lost: number;
  duplicated: number;
}

export interface MailFaultRig {
  db: TestDatabase;
  redis: PrivateRedis;
  smtp: SmtpSink;
  /** Key prefix of the event streams. */
  busPrefix: string;
  /** A notification process (Redis Streams consumer + BullMQ worker) on the rig's Redis and SMTP. */
  startChild(env?: Record<string, string>): Promise<ChildInstance>;
  /** Publishes `count` status changes, each of which asks for one mail; returns their event ids. */
  publishStatusChanges(count: number): Promise<string[]>;
  /** Mails the SMTP server accepted for these events, against one expected per event. */
  counts(eventIds: string[]): MailCounts;
  waitForAll(eventIds: string[], timeoutMs: number): Promise<void>;
  /** Mail rows of these events by status. */
  rowStatuses(eventIds: string[]): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * Notification processes on their own Redis (no persistence when asked, so a kill loses every queued job)
 * and a real SMTP server in this process, for the mail fault tests and the `npm run fault:smtp` script.
 */
export async function startMailFaultRig(
  options: { redisPersistence?: boolean; smtp?: SmtpSinkOptions; childEnv?: Record<string, string> } = {},
): Promise<MailFaultRig> {
  const db = await migratedDatabase();
  const redis = await startPrivateRedis({ persistence: options.redisPersistence ?? false });
  const smtp = await startSmtpSink(options.smtp);
  const busPrefix = `fault:bus:${randomUUID().slice(0, 8)}`;
  const keys = testKeys();
  const author = testUser('author', 'grace');
  const publisher = new RedisEventBus({ url: redis.url, prefix: busPrefix });
  const children = new Set<ChildInstance>();
  const appPrefix = `fault:app:${randomUUID().slice(0, 8)}`;

  const received = (ids: Set<string>) =>
    smtp.mails.filter((mail) => ids.has(header(mail, 'x-journal-event-id') ?? ''));
  const counts = (eventIds: string[]): MailCounts => {
    const mails = received(new Set(eventIds));
    const distinct = new Set(mails.map((m) => header(m, 'x-journal-event-id'))).size;
    return {
      sent: eventIds.length,
      received: mails.length,
      lost: eventIds.length - distinct,
      duplicated: mails.length - distinct,
    };
  };

  return {
    db,
    redis,
    smtp,
    busPrefix,
    async startChild(env = {}) {
      const child = await startChildInstance({
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        BUS_PREFIX: busPrefix,
        REDIS_PREFIX: appPrefix,
        SMTP_URL: smtp.url,
        JWT_PUBLIC_KEY: keys.publicKeyPem,
        LIFETIME_MS: '900000',
        ...options.childEnv,
        ...env,
      });
      children.add(child);
      return child;
    },
    async publishStatusChanges(count) {
      const events = Array.from({ length: count }, () => statusChangedEvent(author));
      await publisher.publish(events);
      return events.map((e) => e.id);
    },
    counts,
    async waitForAll(eventIds, timeoutMs) {
      await waitFor(`${eventIds.length} mails`, () => counts(eventIds).lost === 0, timeoutMs, 100);
    },
    async rowStatuses(eventIds) {
      const { rows } = await db.pool.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM notification.mails WHERE event_id = ANY($1::uuid[]) GROUP BY status`,
        [eventIds],
      );
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
    async close() {
      for (const child of children) await child.kill();
      await publisher.close();
      await smtp.stop();
      await redis.destroy();
      await db.drop();
    },
  };
}

export function formatCounts(label: string, c: MailCounts): string {
  return `${label}: sent ${c.sent}, received ${c.received}, lost ${c.lost}, duplicated ${c.duplicated}`;
}
