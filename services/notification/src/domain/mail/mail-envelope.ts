import type { MailAddress } from '@journal/mail';
import type { ReplyContacts } from '../../repositories/reply-contacts.repository';
import type { MailJob } from '../../repositories/mail-job';

/** The journal and paper a mail is about, as the worker looks them up; undefined for a mail about no journal. */
export interface MailSubject {
  journalId?: string;
  submissionId?: string;
  journalName: string;
  /** Whom a reply goes to before anyone else: the assigning editor, for a handling editor's assignment. */
  replyTo?: string;
}

/** What the mail is about: every kind naming a journal is; verification and address notices are not. */
export function mailSubjectOf(job: MailJob): MailSubject | undefined {
  if (!('journalName' in job)) return undefined;
  return {
    journalId: 'journalId' in job ? job.journalId : undefined,
    submissionId: 'submissionId' in job ? job.submissionId : undefined,
    journalName: job.journalName,
    // The new handling editor would otherwise answer to themself.
    ...(job.kind === 'handling-editor-assigned' ? { replyTo: job.assignedBy } : {}),
  };
}

/**
 * The sender's display name and the Reply-To of one mail. A mail about a paper comes from its journal by
 * name and answers to the paper's handling editor, else the journal's contact, else the site's; a mail
 * about no journal answers to the site's contact (none configured: no Reply-To). Only editors and offices
 * are ever named here, never an author or a reviewer, so a reply reveals neither side to the other.
 */
export function mailEnvelope(
  subject: MailSubject | undefined,
  contacts: ReplyContacts,
  siteContact: string | undefined,
): { fromName?: string; replyTo?: MailAddress } {
  const site = siteContact ? { address: siteContact } : undefined;
  if (!subject) return site ? { replyTo: site } : {};
  const replyTo =
    (subject.replyTo ? { address: subject.replyTo } : undefined) ??
    contacts.handlingEditor ??
    contacts.journalContact ??
    site;
  return { fromName: contacts.journalName ?? subject.journalName, ...(replyTo ? { replyTo } : {}) };
}
