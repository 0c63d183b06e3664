// Failed and dead mails of one submission, and their resend (issue 10, docs/api.md).
import { apiRequest, toQuery } from './client';
import type { Admin } from './review-admin.api';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'dead';

export interface MailRecord {
  id: string;
  kind: string;
  recipient: string;
  status: MailStatus | string;
  attempts: number;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

export function fetchSubmissionMails(
  id: string,
  admin: Admin,
): Promise<{ success: boolean; message?: string; data?: MailRecord[] }> {
  return apiRequest(`/admin/submissions/${encodeURIComponent(id)}/mails${toQuery({ email: admin.email })}`, {
    token: admin.token,
  });
}

export function resendMail(
  mailId: string,
  admin: Admin,
): Promise<{ success: boolean; message?: string; data?: MailRecord }> {
  return apiRequest(`/admin/mails/${encodeURIComponent(mailId)}/resend`, {
    method: 'POST',
    token: admin.token,
  });
}
