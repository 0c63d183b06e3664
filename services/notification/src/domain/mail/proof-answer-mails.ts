import type { PoolClient } from '@journal/db';
import type { TypedEvent } from '@journal/events';
import { sameMailbox } from '@journal/metadata';
import type { MailJob } from '../../repositories/mail-job';
import { proofMailFields } from './mail-jobs-for-event';
import { editorRecipients, type EditorRecipient } from '../../repositories/editor-directory.repository';

/** Not one of the kinds a person can turn off (EDITOR_MAIL_KINDS): an author's answer needs someone to act. */
const PROOF_ANSWER_KIND = 'proof_answered';

/**
 * Issue 31: an author's answer to a proof goes to the paper's handling editor, else the journal's editors
 * and managers (the editor-mails directory, each person once). Only when the directory knows nobody for
 * the paper (a site whose team events have not arrived) does it fall back to the editor who chose the
 * production file (`editorEmails`), so the answer is never mailed to no one.
 */
export async function proofAnswerMailJobs(client: PoolClient, events: readonly { type: string }[]) {
  const jobs: MailJob[] = [];
  for (const event of events) {
    if (event.type !== 'publishing.proof_answered.v1') continue;
    const { id, payload: p } = event as TypedEvent<'publishing.proof_answered.v1'>;
    const directory = await editorRecipients(client, p.submissionId, p.journalId, PROOF_ANSWER_KIND);
    const recipients: EditorRecipient[] =
      directory.length > 0
        ? directory
        : unique(p.editorEmails).map((email) => ({ email, givenNames: '', familyName: 'Editor' }));
    for (const r of recipients)
      jobs.push({
        kind: 'proof-answered',
        ...proofMailFields(id, r, p),
        decision: p.decision,
        ...(p.corrections ? { corrections: p.corrections } : {}),
        answeredBy: p.answeredBy,
      });
  }
  return jobs;
}

function unique(emails: string[]): string[] {
  const seen: string[] = [];
  for (const email of emails) if (!seen.some((s) => sameMailbox(s, email))) seen.push(email.toLowerCase());
  return seen;
}
