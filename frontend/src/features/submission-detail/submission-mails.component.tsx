import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import { resendMail, type MailRecord } from '../../api/mail.api';
import type { Admin } from '../../api/review-admin.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { formatDateTime } from '../profile/format-date';
import { DETAIL_MESSAGES } from './submission-detail.messages';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  admin: Admin;
  mails: UseQueryResult<MailRecord[]>;
  onResent: () => void;
}

/** Failed and dead mails of the submission (issue 10), each with Resend. */
export function SubmissionMails({ admin, mails, onResent }: Props) {
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: (mail: MailRecord) => resendMail(mail.id, admin),
    onSuccess: (answer) => {
      if (!answer.success) setMessage({ error: true, text: answer.message || DETAIL_MESSAGES.resendFailed });
      else {
        setMessage({ error: false, text: DETAIL_MESSAGES.resent });
        onResent();
      }
    },
    onError: (error) =>
      setMessage({ error: true, text: serverMessageOr(error, DETAIL_MESSAGES.resendFailed) }),
  });

  if (mails.isError) return <p className="detail-empty">{DETAIL_MESSAGES.mailsFailed}</p>;
  const list = mails.data ?? [];
  return (
    <>
      <FormMessage
        error={message?.error ? message.text : null}
        success={message?.error ? null : message?.text}
      />
      {mails.isPending ? (
        <p className="detail-empty">Loading mails...</p>
      ) : list.length === 0 ? (
        <p className="detail-empty">{DETAIL_MESSAGES.noMails}</p>
      ) : (
        <ul className="detail-list" aria-label="Undelivered mails">
          {list.map((mail) => (
            <li key={mail.id} className="detail-list__item">
              <div className="detail-list__main">
                <strong>
                  {mail.kind} to {mail.recipient}
                </strong>
                <span className="detail-muted">
                  {mail.status} after {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'} ·{' '}
                  {formatDateTime(mail.updatedAt)}
                </span>
                {mail.reason && <span className="detail-muted">{mail.reason}</span>}
              </div>
              {(mail.status === 'failed' || mail.status === 'dead') && (
                <SolidButton
                  look="admin"
                  variant="small"
                  onClick={() => {
                    setMessage(null);
                    resend.mutate(mail);
                  }}
                  disabled={resend.isPending}
                  aria-label={`Resend the ${mail.kind} mail to ${mail.recipient}`}
                >
                  Resend
                </SolidButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
