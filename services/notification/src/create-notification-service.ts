import { editorMailsConsumer } from './consumers/editor-mails.handler';
import { discussionMailsConsumer } from './consumers/discussion-mails.handler';
import type { Server as HttpServer } from 'node:http';
import type Redis from 'ioredis';
import type { EditorialRoles, SessionRevocations } from '@journal/auth';
import type { Pool } from '@journal/db';
import { startProcessedEventsPurge, type Subscription } from '@journal/events';
import { readiness, type ServiceInstance, type EditorialServiceDeps } from '@journal/http';
import type { Mailer } from '@journal/mail';
import { mailQueueJobs, mailRows } from '@journal/metrics';
import {
  editorialConsumer,
  notificationConsumer,
  NOTIFICATION_SCHEMA,
  proofsConsumer,
  publicationsConsumer,
  resetsConsumer,
  cancellationsConsumer,
  correctionsConsumer,
  transfersConsumer,
  verificationsConsumer,
} from './consumers/notification-events.handler';
import { journalsConsumer } from './consumers/journal-events.handler';
import { siteConsumer } from './consumers/site-events.handler';
import { createRouters } from './app';
import type { AuthorVerified } from './clients/identity-author-verified';
import type { VerificationTokens } from './clients/identity-verification-tokens';
import type { ReviewLinkTokens } from './clients/review-link-tokens';
import type { OrcidInvitationLinks } from './clients/identity-orcid-invitations';
import type { ProofLinks } from './clients/publishing-proof-links';
import { createMailBatchSender } from './workers/mail-batch-sender';
import { MailQueue, type MailQueueTuning } from './jobs/mail-queue';
import { startMailReconciler, type MailReconciler } from './jobs/mail-reconciler';
import { createMailAttempt, createMailSender, type MailSenderDeps } from './workers/mail-sender';
import { createRealtime, type Realtime } from './routes/realtime/realtime-server';
import { countMailsByStatus } from './repositories/mails.repository';

/** The consumer groups the composition subscribes, in order; the descriptor lists them (service.ts). */
export const NOTIFICATION_CONSUMERS = [
  notificationConsumer,
  publicationsConsumer,
  verificationsConsumer,
  editorMailsConsumer,
  editorialConsumer,
  proofsConsumer,
  resetsConsumer,
  cancellationsConsumer,
  correctionsConsumer,
  transfersConsumer,
  journalsConsumer,
  siteConsumer,
  discussionMailsConsumer,
];

export interface NotificationSettings {
  /** PUBLIC_URL: the site origin mails link to. */
  publicUrl: string;
  /** PUBLISHER_NAME, named in every mail. */
  publisherName: string;
  /** SITE_CONTACT_EMAIL: whom replies to mails about no journal reach; unset: such mails have no Reply-To. */
  siteContactEmail?: string;
}

export type { MailQueueTuning };

/** Durable mail tuning (MAIL_* settings); tests shorten them. */
export interface MailDeliveryTuning {
  /** A row 'sending' this long belongs to a dead worker (default 2 min, above the SMTP timeouts). */
  sendingLeaseMs?: number;
  /** Reconciler pass interval (default 60 s). */
  reconcileIntervalMs?: number;
  /** A queued/failed row untouched this long is checked against the queue (default 60 s). */
  reconcileGraceMs?: number;
  /** Domain of the Message-IDs (default journal.local). */
  messageIdDomain?: string;
}

export interface NotificationDeps extends EditorialServiceDeps {
  /** The revocation list `verifier` checks; revoked sessions' sockets are disconnected. */
  revocations?: SessionRevocations;
  mailer: Mailer;
  settings: NotificationSettings;
  /** The token of a verification mail, asked of identity by the mail worker when it sends (events carry none). */
  verificationTokens: VerificationTokens;
  /** Whether a submitting author's address is verified, from identity (co-author notices wait for it). */
  authorVerified: AuthorVerified;
  /** Link tokens for reviewers' mails (issue 12), asked of review by the mail worker; without it none are sent. */
  reviewLinks?: ReviewLinkTokens;
  /** Co-authors' proof links from publishing (issue 42). */
  proofLinks?: ProofLinks;
  /** Co-authors' ORCID invitation links from identity (issue 43 item 6). */
  orcidInvitations?: OrcidInvitationLinks;
  /** REDIS_URL set: BullMQ mail queue, Socket.IO Redis adapter and notice stream; unset: in-process, one instance. */
  redis?: Redis;
  /** Key prefix for this deployment's Redis keys (`<prefix>:bull`, `<prefix>:socket.io`, `<prefix>:notices`). */
  redisPrefix?: string;
  mailQueue?: MailQueueTuning;
  mailDelivery?: MailDeliveryTuning;
  /** processed_events retention (default 7 days). */
  processedEventsRetentionMs?: number;
  /**
   * Competing consumers of the group inside this instance (default 1; 0: none, a mail worker or socket host
   * only). One consumer batches best: with its read linger, events close together share one transaction
   * (docs/performance.md). A live notice never goes back to an older status (submission_versions), but
   * with several consumers two mails about one paper may leave in either order.
   */
  consumers?: number;
  /**
   * Run the mail worker here (default true). false (needs Redis): this instance's consumers queue their
   * mails in the shared BullMQ queue for the instances whose worker runs (a mail worker deployment of its
   * own, e.g. NOTIFICATION_CONSUMERS=0).
   */
  mailWorker?: boolean;
  /** Per consumer, the wait after a small read (SubscribeOptions.lingerMs; default 50 ms). */
  readLingerMs?: number;
  /** Open sockets one account may hold on this instance (NOTIFICATION_MAX_SOCKETS_PER_USER, default 20). */
  maxSocketsPerUser?: number;
  /** SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE (default 30) and SOCKET_AUTH_TIMEOUT_MS (default 5,000). */
  anonymousHandshakesPerMinute?: number;
  socketAuthTimeoutMs?: number;
  /** A non-administrator's journal roles (issue 28): who joins which journals' editorial rooms. */
  journalRoles?: EditorialRoles;
}

export interface NotificationService extends ServiceInstance {
  attach(server: HttpServer): void;
  realtime: Realtime;
}

/** Mail backlog at scrape time: the queue's jobs by state and the durable rows by status. */
function mailGauges(pool: Pool, queue: MailQueue): () => void {
  const removals = [
    mailQueueJobs.add(async () =>
      Object.entries(await queue.jobCounts()).map(([state, value]) => ({ labels: { state }, value })),
    ),
    mailRows.add(async () =>
      (await countMailsByStatus(pool)).map((r) => ({ labels: { status: r.status }, value: r.count })),
    ),
  ];
  return () => removals.forEach((remove) => remove());
}

export async function createNotificationService(deps: NotificationDeps): Promise<NotificationService> {
  const logger = deps.logger.child({ service: 'notification' });
  const prefix = deps.redisPrefix ?? 'journal';
  const realtime = createRealtime({
    verifier: deps.verifier,
    revocations: deps.revocations,
    logger,
    redis: deps.redis,
    keyPrefix: prefix,
    maxSocketsPerUser: deps.maxSocketsPerUser,
    anonymousHandshakesPerMinute: deps.anonymousHandshakesPerMinute,
    authTimeoutMs: deps.socketAuthTimeoutMs,
    journalRoles: deps.journalRoles,
  });
  const mailQueue = new MailQueue({ prefix: `${prefix}:bull`, ...deps.mailQueue, redis: deps.redis, logger });
  const delivery = {
    sendingLeaseMs: 120_000,
    reconcileIntervalMs: 60_000,
    reconcileGraceMs: 60_000,
    messageIdDomain: 'journal.local',
    ...deps.mailDelivery,
  };
  const senderDeps: MailSenderDeps = {
    pool: deps.pool,
    mailer: deps.mailer,
    logger,
    templates: deps.settings,
    links: {
      verificationTokens: deps.verificationTokens,
      reviewLinks: deps.reviewLinks,
      proofLinks: deps.proofLinks,
      orcidInvitations: deps.orcidInvitations,
    },
    maxAttempts: mailQueue.retry.attempts,
    sendingLeaseMs: delivery.sendingLeaseMs,
    siteContactEmail: deps.settings.siteContactEmail,
  };
  const mailWorker = deps.mailWorker ?? true;
  if (!mailWorker && !deps.redis)
    throw new Error('a notification instance without a mail worker needs Redis: its mails go to the queue');
  // A notification handler is made per group, each recording its ids under its own group.
  const notifications = {
    pool: deps.pool,
    mailQueue,
    realtime,
    logger,
    authorVerified: deps.authorVerified,
    messageIdDomain: delivery.messageIdDomain,
  };
  const consumerDeps = {
    bus: deps.bus,
    schema: NOTIFICATION_SCHEMA,
    pool: deps.pool,
    notifications,
    editorMails: { pool: deps.pool, mailQueue, messageIdDomain: delivery.messageIdDomain },
    readLingerMs: deps.readLingerMs,
  };
  const stopGauges = mailGauges(deps.pool, mailQueue);
  let subscriptions: Subscription[] = [];
  let reconciler: MailReconciler | undefined;
  let purge: { stop(): Promise<void> } | undefined;
  let stopping: Promise<void> | undefined;

  return {
    name: 'notification',
    ...createRouters({
      pool: deps.pool,
      mailQueue,
      verifier: deps.verifier,
      journalRoles: deps.journalRoles,
      templates: deps.settings,
    }),
    realtime,
    attach: (server) => realtime.attach(server),
    async start() {
      // Notices this instance relays must reach the others from its first event on.
      await realtime.ready();
      if (mailWorker)
        await mailQueue.start(
          createMailSender(senderDeps),
          createMailBatchSender({
            pool: deps.pool,
            logger,
            attempt: createMailAttempt(senderDeps),
            sendingLeaseMs: delivery.sendingLeaseMs,
            retry: (mailId, attemptsMade) => mailQueue.enqueueRetry(mailId, attemptsMade),
          }),
        );
      reconciler ??= startMailReconciler({
        pool: deps.pool,
        queue: mailQueue,
        logger,
        intervalMs: delivery.reconcileIntervalMs,
        graceMs: delivery.reconcileGraceMs,
        leaseMs: delivery.sendingLeaseMs,
      });
      purge ??= startProcessedEventsPurge({
        pool: deps.pool,
        schema: NOTIFICATION_SCHEMA,
        retentionMs: deps.processedEventsRetentionMs,
        logger,
      });
      // Competing consumers of the main group only; every other group is one consumer (none when 0).
      const consumers = Math.max(0, deps.consumers ?? 1);
      for (const group of NOTIFICATION_CONSUMERS)
        for (let i = 0; i < (group === notificationConsumer ? consumers : Math.min(consumers, 1)); i++)
          subscriptions.push(await group.subscribe(consumerDeps));
      logger.info(
        {
          consumers,
          mailWorker,
          mailQueue: mailQueue.kind,
          mailer: deps.mailer.kind,
          redisAdapter: Boolean(deps.redis),
        },
        'notification consumers started',
      );
    },
    stop() {
      // Order: no new events (the current one finishes), then the mail worker, then the sockets.
      stopping ??= (async () => {
        await Promise.all(subscriptions.map((subscription) => subscription.stop()));
        subscriptions = [];
        await reconciler?.stop();
        await purge?.stop();
        await mailQueue.close();
        await realtime.close();
        stopGauges();
      })();
      return stopping;
    },
    ready: readiness(deps.pool, () => mailQueue.ready()),
  };
}
