import { DAY_MS } from '@journal/config';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import {
  defineConsumer,
  READ_LINGER_MS,
  type EditorMailKind,
  type EventOf,
  type SubscribingService,
} from '@journal/events';
import { sameMailbox } from '@journal/metadata';
import type { MailJob } from '../repositories/mail-job';
import type { MailQueue } from '../jobs/mail-queue';
import {
  addJournalEditor,
  claimRoleVersion,
  editorRecipients,
  isEditorMailMuted,
  journalOfPaper,
  paperOf,
  rememberPaper,
  removeJournalEditor,
  setHandlingEditor,
  setMutedEditorMails,
  type EditorRecipient,
} from '../repositories/editor-directory.repository';
import { insertMails } from '../repositories/mails.repository';
import { handlingEditorMail } from '../domain/mail/handling-editor-mail';

/**
 * Issue 29, item 3: the editors' mails and whom they go to, in a group of its own (the older groups'
 * type lists stay as they were).
 */
const EDITOR_MAIL_TYPES = [
  'journals.member_added.v1',
  'journals.member_removed.v1',
  'submission.handling_editor_assigned.v1',
  'identity.user.editorial_profile_updated.v1',
  'submission.created.v1',
  'submission.status_changed.v1',
  'submission.revision_submitted.v1',
  'review.reviewer_accepted.v1',
  'review.reviewer_declined.v1',
  'review.report_submitted.v1',
  'review.reminder_due.v1',
] as const;
type EditorMailEvent = EventOf<(typeof EDITOR_MAIL_TYPES)[number]>;

export const editorMailsConsumer = defineConsumer({
  group: 'notification.editor-mails',
  types: EDITOR_MAIL_TYPES,
  lingerMs: ({ readLingerMs }) => readLingerMs ?? READ_LINGER_MS,
  handleBatch: ({ editorMails }: EditorMailing) => editorMailsHandler(editorMails),
});

/** What the group takes from the composition: the handler's dependencies, the read linger. */
type EditorMailing = SubscribingService & {
  editorMails: Parameters<typeof editorMailsHandler>[0];
  /** The wait after a small read (default READ_LINGER_MS). */
  readLingerMs?: number;
};

/**
 * Events older than this write no editor mail: a group started on a site with history replays its
 * streams from the start, and must not mail editors about all of it (docs/product-decisions.md).
 */
export const EDITOR_MAIL_MAX_AGE_MS = DAY_MS;

export function editorMailsHandler(deps: {
  pool: Pool;
  mailQueue: Pick<MailQueue, 'enqueueMany'>;
  messageIdDomain: string;
  clock?: () => Date;
}): (events: readonly EditorMailEvent[]) => Promise<void> {
  /**
   * A batch of events in one transaction, in stream order (an event alone is a batch of one): at 100
   * changes/s the status changes that only refresh the paper directory share a BEGIN and a COMMIT.
   */
  return async (events: readonly EditorMailEvent[]): Promise<void> => {
    const ids: string[] = [];
    // Not handleOnce (written when processed_events was keyed by the event id alone and held the ids the
    // older groups handled, the same events; it is keyed by group now): every write here is idempotent
    // instead: versioned upserts, and mail rows whose ids derive from (event, kind, recipient), so a
    // redelivery writes nothing new and re-queues sent mails, which the worker skips.
    const now = (deps.clock ?? (() => new Date()))().getTime();
    await withTransaction(deps.pool, async (client) => {
      for (const event of events) {
        await applyToDirectory(client, event);
        if (now - Date.parse(event.occurredAt) > EDITOR_MAIL_MAX_AGE_MS) continue;
        ids.push(...(await insertMails(client, await editorMailJobs(client, event), deps.messageIdDomain)));
      }
    });
    await deps.mailQueue.enqueueMany(ids);
  };
}

/** Who edits what, who turned which mails off, each paper's journal. */
async function applyToDirectory(client: PoolClient, event: EditorMailEvent): Promise<void> {
  switch (event.type) {
    case 'journals.member_added.v1':
    case 'journals.member_removed.v1': {
      const p = event.payload;
      if (!(await claimRoleVersion(client, p.userId, event.version))) return;
      const membership = { journalId: p.journalSlug, userId: p.userId, role: p.role };
      if (event.type === 'journals.member_removed.v1') return removeJournalEditor(client, membership);
      const { email, givenNames, familyName } = event.payload;
      return addJournalEditor(client, { ...membership, email, givenNames, familyName });
    }
    case 'submission.handling_editor_assigned.v1':
      return setHandlingEditor(
        client,
        event.payload.submissionId,
        event.payload.handlingEditor,
        event.payload.assignedAt,
      );
    case 'identity.user.editorial_profile_updated.v1': {
      const p = event.payload;
      return setMutedEditorMails(
        client,
        { userId: p.userId, email: p.email, kinds: p.mutedEditorMails },
        event.version,
      );
    }
    case 'submission.created.v1':
    case 'submission.status_changed.v1':
    case 'submission.revision_submitted.v1': {
      const p = event.payload;
      return rememberPaper(client, {
        submissionId: p.submissionId,
        journalId: p.journalId,
        paperTitle: p.paperTitle,
        journalName: p.journalName,
      });
    }
    default:
      return;
  }
}

/** The notice an event gives the editors, if any. */
function noticeOf(event: EditorMailEvent): { kind: EditorMailKind; fields: Record<string, unknown> } | null {
  switch (event.type) {
    case 'submission.created.v1':
      return { kind: 'new_submission', fields: {} };
    case 'submission.status_changed.v1':
      // The author's own withdrawal; an editor's change of status is news to nobody on the team.
      return event.payload.newStatus === 'withdrawn' &&
        sameMailbox(event.payload.actorEmail, event.payload.authorEmail)
        ? { kind: 'author_withdrew', fields: {} }
        : null;
    case 'submission.revision_submitted.v1':
      return { kind: 'revision_received', fields: {} };
    case 'review.reviewer_accepted.v1':
      return { kind: 'reviewer_accepted', fields: reviewerFields(event.payload) };
    case 'review.reviewer_declined.v1':
      return {
        kind: 'reviewer_declined',
        fields: { ...reviewerFields(event.payload), reason: event.payload.reason },
      };
    case 'review.report_submitted.v1':
      // The report that completes the round sends the one 'all reports in' mail instead.
      return {
        kind: event.payload.roundComplete ? 'all_reports_in' : 'report_submitted',
        fields: {
          ...reviewerFields(event.payload),
          recommendation: event.payload.recommendation,
          round: event.payload.round,
        },
      };
    case 'review.reminder_due.v1':
      return event.payload.kind === 'overdue'
        ? { kind: 'review_overdue', fields: reviewerFields(event.payload) }
        : null;
    default:
      return null;
  }
}

function reviewerFields(p: { reviewerGivenNames: string; reviewerFamilyName: string; dueDate: string }) {
  return { reviewerName: `${p.reviewerGivenNames} ${p.reviewerFamilyName}`, dueDate: p.dueDate };
}

/** One mail per recipient (each person once) of the event's notice. */
async function editorMailJobs(client: PoolClient, event: EditorMailEvent): Promise<MailJob[]> {
  if (event.type === 'submission.handling_editor_assigned.v1') {
    const p = event.payload;
    const named = p.paperTitle && p.journalName && { paperTitle: p.paperTitle, journalName: p.journalName };
    return handlingEditorMail(event.id, p, named || (await paperOf(client, p.submissionId)));
  }
  const notice = noticeOf(event);
  if (!notice || !('submissionId' in event.payload)) return [];
  const p = event.payload as {
    submissionId: string;
    paperTitle: string;
    journalName: string;
    journalId?: string;
  };
  const journalId = p.journalId ?? (await journalOfPaper(client, p.submissionId));
  if (!journalId) return [];
  let recipients = await editorRecipients(client, p.submissionId, journalId, notice.kind);
  const paper = {
    eventId: event.id,
    submissionId: p.submissionId,
    paperTitle: p.paperTitle,
    journalName: p.journalName,
  };
  if (event.type === 'submission.revision_submitted.v1') {
    // The editors who asked for the revision hear of it too (they may not be on the journal's team).
    const askers: EditorRecipient[] = [];
    for (const email of event.payload.editorEmails)
      if (!(await isEditorMailMuted(client, email, notice.kind)))
        askers.push({ email, givenNames: '', familyName: 'Editor' });
    recipients = unique([...recipients, ...askers]);
    // The existing revision-received letter (its template, its kind).
    return recipients.map((r) => ({
      ...paper,
      kind: 'revision-received' as const,
      to: r.email,
      givenNames: r.givenNames,
      familyName: r.familyName,
      fileVersion: event.payload.fileVersion,
    }));
  }
  return recipients.map((r) => ({
    ...paper,
    kind: 'editor-notice' as const,
    to: r.email,
    givenNames: r.givenNames,
    familyName: r.familyName,
    notice: notice.kind,
    ...notice.fields,
  }));
}

function unique(recipients: EditorRecipient[]): EditorRecipient[] {
  const seen: EditorRecipient[] = [];
  for (const r of recipients) if (!seen.some((s) => sameMailbox(s.email, r.email))) seen.push(r);
  return seen;
}
