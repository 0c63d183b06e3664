import type { Pool } from '@journal/db';
import {
  defineConsumer,
  handleBatchOnce,
  READ_LINGER_MS,
  type ConsumedEvent,
  type ConsumerDefinition,
  type ConsumerOf,
  type EventType,
  type SubscribingService,
  type TypedEvent,
} from '@journal/events';
import type { Logger } from '@journal/logger';
import type { AuthorVerified } from '../clients/identity-author-verified';
import { mailJobsForEvent } from '../domain/mail/mail-jobs-for-event';
import type { MailQueue } from '../jobs/mail-queue';
import { insertMails } from '../repositories/mails.repository';
import { advanceSubmissionVersions } from '../repositories/submission-versions.repository';
import type { Realtime } from '../routes/realtime/realtime-server';
import type { StatusUpdateBroadcast, StatusUpdatePayload } from '../routes/realtime/socket.types';
import { askIdentityFirst, coAuthorHold } from '../domain/mail/co-author-hold';
import { proofAnswerMailJobs } from '../domain/mail/proof-answer-mails';

export const NOTIFICATION_SCHEMA = 'notification';

/** What the groups below take from the composition: their handler's dependencies, its read linger. */
type NotifyingService = SubscribingService & {
  notifications: Omit<NotificationHandlerDeps, 'recordedAs'>;
  /** Per consumer of a lingering group, the wait after a small read (default READ_LINGER_MS). */
  readLingerMs?: number;
};

/** A group that takes a notification handler of its own (its ids recorded under it), in batches. */
function notificationGroup<const T extends EventType>(
  group: string,
  types: readonly T[],
  reads: { lingers?: true } = {},
): ConsumerDefinition<T, NotifyingService> {
  return defineConsumer({
    group,
    types,
    lingerMs: reads.lingers && (({ readLingerMs }: NotifyingService) => readLingerMs ?? READ_LINGER_MS),
    handleBatch: ({ notifications }: NotifyingService, recordedAs) => {
      const handle = createNotificationEventHandler({ ...notifications, recordedAs });
      // T is one of the groups' lists below, whose union NotificationEvent is.
      return (events) => handle(events as NotificationEvent[]);
    },
  });
}

export const notificationConsumer = notificationGroup(
  'notification',
  [
    'identity.user.registered.v1',
    'identity.user.email_change_requested.v1',
    'submission.created.v1',
    'submission.status_changed.v1',
    'submission.revision_submitted.v1',
    'review.reviewer_invited.v1',
    'review.reminder_due.v1',
    'review.decision_recorded.v1',
  ],
  { lingers: true },
);
/**
 * Publication mails (issue 13) come from the publishing service's own stream, read by a group of their own,
 * so the type list (and with it the physical group) of the older subscription stays as it was.
 */
export const publicationsConsumer = notificationGroup('notification.publications', [
  'publishing.article_published.v1',
]);
/** Verified addresses release held co-author notices (issue 26 item 7); a group of its own, as above. */
export const verificationsConsumer = notificationGroup('notification.verifications', [
  'identity.user.email_verified.v1',
]);
/**
 * Journal teams (issue 28 part 3): a role's mail, an invitation's mail, and a removed role's sockets cut;
 * a group of its own, as above.
 */
export const editorialConsumer = notificationGroup('notification.editorial', [
  'journals.member_added.v1',
  'journals.member_invited.v1',
  'journals.member_removed.v1',
]);
/** Issue 31: proofs of production files and the authors' answers; a group of its own, as above. */
export const proofsConsumer = notificationGroup('notification.proofs', [
  'publishing.proof_sent.v1',
  'publishing.proof_answered.v1',
]);
/** Password reset links, to authors and administrators; a group of its own, as above. */
export const resetsConsumer = notificationGroup('notification.resets', [
  'identity.account.password_reset_requested.v1',
]);
/** Issue 42 item 7: a reviewer hears that their invitation was cancelled; a group of its own, as above. */
export const cancellationsConsumer = notificationGroup('notification.cancellations', [
  'review.invitation_cancelled.v1',
]);
/** Issue 42 item 3: the author's summary of an editor's metadata correction; a group of its own, as above. */
export const correctionsConsumer = notificationGroup('notification.corrections', [
  'submission.metadata_updated.v1',
]);
/** Issue 44 item 1: the author's mail about a transfer offer; a group of its own, as above. */
export const transfersConsumer = notificationGroup('notification.transfers', [
  'submission.transfer_offered.v1',
]);
export type NotificationEvent = ConsumedEvent<
  | typeof notificationConsumer
  | typeof publicationsConsumer
  | typeof verificationsConsumer
  | typeof editorialConsumer
  | typeof proofsConsumer
  | typeof resetsConsumer
  | typeof cancellationsConsumer
  | typeof correctionsConsumer
  | typeof transfersConsumer
>;

/** The main group's name and types under the names its tests and deploy-tests read them by. */
export const NOTIFICATION_GROUP = notificationConsumer.group;
export const HANDLED_EVENT_TYPES = notificationConsumer.types;

export function statusUpdatePayload(event: TypedEvent<'submission.status_changed.v1'>): StatusUpdatePayload {
  const p = event.payload;
  return {
    id: p.submissionId,
    status: p.newStatus,
    paperTitle: p.paperTitle,
    journalName: p.journalName,
    actorEmail: p.actorEmail,
    updatedAt: p.changedAt,
  };
}

/** The live notice an event gives, if any; a status change only when it is the newest (`announced`). */
function noticeFor(event: NotificationEvent, announced: ReadonlySet<string>): StatusUpdateBroadcast | null {
  switch (event.type) {
    case 'submission.status_changed.v1':
      return announced.has(event.id)
        ? {
            eventId: event.id,
            authorId: event.payload.authorId,
            journalId: event.payload.journalId,
            payload: statusUpdatePayload(event),
          }
        : null;
    case 'review.decision_recorded.v1': {
      const p = event.payload;
      return {
        eventId: event.id,
        event: 'decision-recorded',
        authorId: p.authorId,
        journalId: p.journalId ?? null,
        payload: {
          id: p.submissionId,
          decision: p.decision,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
          decidedAt: p.decidedAt,
        },
      };
    }
    case 'submission.revision_submitted.v1': {
      const p = event.payload;
      return {
        eventId: event.id,
        event: 'revision-submitted',
        authorId: null,
        journalId: p.journalId,
        payload: {
          id: p.submissionId,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
          version: p.fileVersion,
          submittedAt: p.submittedAt,
        },
      };
    }
    default:
      return null;
  }
}

export interface NotificationHandlerDeps {
  pool: Pool;
  /** Takes the committed mail rows of a batch, as one job, for their first attempt. */
  mailQueue: Pick<MailQueue, 'enqueueMany'>;
  realtime: Realtime;
  logger: Logger;
  /** Whether a submitting author's address is verified (identity); their co-author notices wait until it is. */
  authorVerified: AuthorVerified;
  /** Domain of the Message-IDs (`<mail id@domain>`). */
  messageIdDomain: string;
  /**
   * Where the consumer group this handler is subscribed under records its ids, so each group skips only
   * what it handled itself.
   */
  recordedAs: ConsumerOf;
}

/**
 * The handler of the consumer group of `deps.recordedAs` (one per group), in batches (one
 * event is a batch of one). handleBatchOnce records the group's event ids in the same transaction as the
 * effects, so a redelivered event does nothing. Each mail becomes a notification.mails row in that
 * transaction, and the batch's mails are queued as one job after COMMIT (a job lost in between is re-queued by the reconciler from the rows); the
 * socket broadcasts come last, just before COMMIT, in one round trip.
 */
export function createNotificationEventHandler(deps: NotificationHandlerDeps) {
  const consumer = deps.recordedAs;
  return async (events: NotificationEvent[]): Promise<void> => {
    let mailIds: string[] = [];
    // The only HTTP call of a batch runs before its transaction opens (issue 27).
    const identityAnswers = await askIdentityFirst(deps.pool, events, deps.authorVerified);
    const handled = await handleBatchOnce(deps.pool, consumer, events, async (client, fresh) => {
      // Mails with a link name what its token is fetched by; the mail worker fetches it (issue 27).
      const jobs = [
        ...fresh.flatMap((event) => mailJobsForEvent(event)),
        ...(await proofAnswerMailJobs(client, fresh)),
      ];
      const hold = await coAuthorHold(client, fresh, identityAnswers);
      // The effects are out of Postgres (queue, sockets) and the bus acknowledges only after COMMIT returns,
      // so a WAL flush per batch buys nothing but latency (fsync cost ~7 ms on this machine): losing the
      // last records in a Postgres crash matters only if those events are then delivered again, and even
      // then their mail rows are written again under the same ids. Batches with mails keep synchronous
      // commit: a mail row must not vanish after its event was acknowledged.
      if (jobs.length === 0 && hold.released.length === 0)
        await client.query('SET LOCAL synchronous_commit TO OFF');
      const written = await insertMails(client, jobs, deps.messageIdDomain);
      await hold.hold(jobs);
      mailIds = [...written.filter((id) => !hold.held.has(id)), ...hold.released];
      const changes = fresh.filter(
        (event): event is TypedEvent<'submission.status_changed.v1'> =>
          event.type === 'submission.status_changed.v1',
      );
      const announce = await advanceSubmissionVersions(
        client,
        changes.map((event) => ({ submissionId: event.payload.submissionId, version: event.version })),
      );
      const announced = new Set(changes.filter((_, i) => announce[i]).map((event) => event.id));
      // The batch's notices in event order, sent in one round trip.
      const notices: StatusUpdateBroadcast[] = [];
      for (const event of fresh) {
        const notice = noticeFor(event, announced);
        if (notice) notices.push(notice);
        else if (event.type === 'submission.status_changed.v1')
          deps.logger.info(
            { eventId: event.id, version: event.version },
            'older status change; live notice skipped',
          );
      }
      await deps.realtime.notifyStatusUpdates(notices);
    });
    if (handled.length < events.length) {
      const skipped = events.filter((event) => !handled.includes(event));
      for (const event of skipped)
        deps.logger.info({ eventId: event.id, type: event.type }, 'duplicate event skipped');
    }
    await deps.mailQueue.enqueueMany(mailIds);
    // A removed role: the person's editorial sockets go now (idempotent, so a redelivery does no harm).
    for (const event of events)
      if (event.type === 'journals.member_removed.v1')
        await deps.realtime.disconnectEditor(event.payload.userId);
  };
}
