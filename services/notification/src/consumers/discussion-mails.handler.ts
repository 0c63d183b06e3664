import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { defineConsumer, READ_LINGER_MS, type EventOf, type SubscribingService } from '@journal/events';
import type { MailQueue } from '../jobs/mail-queue';
import type { MailJob } from '../repositories/mail-job';
import { editorRecipients } from '../repositories/editor-directory.repository';
import { insertMails } from '../repositories/mails.repository';

/** Issue 42 item 6: a discussion message's mail to the thread's other side, in a group of its own. */
const DISCUSSION_MAIL_TYPES = ['review.discussion_message_posted.v1'] as const;
type DiscussionEvent = EventOf<(typeof DISCUSSION_MAIL_TYPES)[number]>;

/** The mute list's kind for these mails (an editor may turn them off like any other editor mail). */
export const DISCUSSION_MAIL_KIND = 'discussion-message';

export const discussionMailsConsumer = defineConsumer({
  group: 'notification.discussions',
  types: DISCUSSION_MAIL_TYPES,
  lingerMs: ({ readLingerMs }) => readLingerMs ?? READ_LINGER_MS,
  handleBatch: ({ editorMails }: DiscussionMailing) => discussionMailsHandler(editorMails),
});

type DiscussionMailing = SubscribingService & {
  editorMails: Parameters<typeof discussionMailsHandler>[0];
  readLingerMs?: number;
};

/**
 * A batch in one transaction. Idempotent without handleOnce: a mail row's id derives from (event, kind,
 * recipient), so a redelivery writes nothing new (as the editor-mails group does).
 */
export function discussionMailsHandler(deps: {
  pool: Pool;
  mailQueue: Pick<MailQueue, 'enqueueMany'>;
  messageIdDomain: string;
}): (events: readonly DiscussionEvent[]) => Promise<void> {
  return async (events) => {
    const ids: string[] = [];
    await withTransaction(deps.pool, async (client) => {
      for (const event of events)
        ids.push(...(await insertMails(client, await mailsOf(client, event), deps.messageIdDomain)));
    });
    await deps.mailQueue.enqueueMany(ids);
  };
}

/** To the author or the reviewer the event names, or to the paper's editors (handling editor first). */
async function mailsOf(client: PoolClient, event: DiscussionEvent): Promise<MailJob[]> {
  const p = event.payload;
  const fields = {
    kind: 'discussion-message' as const,
    eventId: event.id,
    submissionId: p.submissionId,
    journalId: p.journalId,
    paperTitle: p.paperTitle,
    journalName: p.journalName,
    subject: p.subject,
  };
  if (p.to === 'editors') {
    const editors = await editorRecipients(client, p.submissionId, p.journalId, DISCUSSION_MAIL_KIND);
    return editors.map((e) => ({
      ...fields,
      recipientSide: 'editor' as const,
      to: e.email,
      givenNames: e.givenNames,
      familyName: e.familyName,
    }));
  }
  if (!p.recipient) return [];
  return [
    {
      ...fields,
      recipientSide: p.to,
      to: p.recipient.email,
      givenNames: p.recipient.givenNames,
      familyName: p.recipient.familyName,
      ...(p.to === 'reviewer' && p.assignmentId ? { assignmentId: p.assignmentId } : {}),
    },
  ];
}
