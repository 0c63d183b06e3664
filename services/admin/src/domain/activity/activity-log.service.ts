import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import type { MailStatusQueries } from '../../clients/notification.client';
import { listActivity, type ActivityEntry } from '../../repositories/activity.repository';
import { withProofApproval } from './activity-entries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A paper's activity log (issue 29 item 7): the entries its events left in the read model, and the mails
 * the notification service sent about it (asked as the detail page's mail list is; none without one).
 */
export class ActivityLogService {
  constructor(private readonly deps: { pool: Pool; mails?: MailStatusQueries }) {}

  async entries(submissionId: string): Promise<ActivityEntry[]> {
    if (!UUID.test(submissionId)) throw new NotFoundError('Submission not found');
    const [logged, mails] = await Promise.all([
      listActivity(this.deps.pool, submissionId),
      this.deps.mails ? this.deps.mails.submissionMails(submissionId, true) : Promise.resolve([]),
    ]);
    const sent: ActivityEntry[] = mails
      .filter((mail) => mail.status === 'sent')
      .map((mail) => ({
        at: mail.updatedAt,
        actor: { name: null, email: null, role: 'system' },
        action: 'mail_sent',
        details: { kind: mail.kind, recipient: mail.recipient },
      }));
    // Stable: entries of the same instant keep the event order, mails after them.
    return withProofApproval([...logged, ...sent].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)));
  }
}
