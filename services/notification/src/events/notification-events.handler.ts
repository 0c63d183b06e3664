import type { Pool } from '@journal/db';
import { handleOnce, type EventOf, type TypedEvent } from '@journal/events';
import type { Logger } from '@journal/logger';
import { mailJobsForEvent } from '../mail/mail-jobs-for-event';
import type { MailQueue } from '../mail/mail-queue.port';
import type { Realtime } from '../realtime/realtime-server';
import { insertMails } from '../repositories/mails.repository';
import { advanceSubmissionVersion } from '../repositories/submission-versions.repository';
import type { StatusUpdatePayload } from '../realtime/socket.types';

export const NOTIFICATION_GROUP = 'notification';
export const NOTIFICATION_SCHEMA = 'notification';

export const HANDLED_EVENT_TYPES = [
  'identity.user.registered.v1',
  'identity.user.profile_updated.v1',
  'submission.created.v1',
  'submission.status_changed.v1',
] as const;
export type NotificationEvent = EventOf<(typeof HANDLED_EVENT_TYPES)[number]>;

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

export interface NotificationHandlerDeps {
  pool: Pool;
  mailQueue: MailQueue;
  realtime: Realtime;
  logger: Logger;
  /** Domain of the Message-IDs (`<mail id@domain>`). */
  messageIdDomain: string;
}

/**
 * One consumer group for every event this service reacts to. handleOnce records the event id in the same
 * transaction as the effects, so a redelivered event does nothing. Each mail becomes a notification.mails row
 * in that transaction and is queued after COMMIT (a job lost in between is re-queued by the reconciler from
 * the row); the socket broadcast comes last, just before COMMIT.
 */
export function createNotificationEventHandler(deps: NotificationHandlerDeps) {
  return async (event: NotificationEvent): Promise<void> => {
    let mailIds: string[] = [];
    const handled = await handleOnce(deps.pool, NOTIFICATION_SCHEMA, event, async (client) => {
      // The effects are out of Postgres (queue, sockets) and the bus acknowledges only after COMMIT returns,
      // so a WAL flush per event buys nothing but latency (fsync cost ~7 ms on this machine): losing the
      // last records in a Postgres crash matters only if that same event is then delivered again, and even
      // then its mail rows are written again under the same ids. Events with mails keep synchronous commit:
      // a mail row must not vanish after its event was acknowledged.
      const jobs = mailJobsForEvent(event);
      if (jobs.length === 0) await client.query('SET LOCAL synchronous_commit TO OFF');
      mailIds = await insertMails(client, jobs, deps.messageIdDomain);
      if (event.type !== 'submission.status_changed.v1') return;
      if (await advanceSubmissionVersion(client, event.payload.submissionId, event.version)) {
        await deps.realtime.notifyStatusUpdate(event.id, event.payload.authorId, statusUpdatePayload(event));
      } else {
        deps.logger.info(
          { eventId: event.id, version: event.version },
          'older status change; live notice skipped',
        );
      }
    });
    if (!handled) deps.logger.info({ eventId: event.id, type: event.type }, 'duplicate event skipped');
    for (const id of mailIds) await deps.mailQueue.enqueue(id);
  };
}
