import { useId, useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import { useJournalList } from '../../api/journals.api';
import type { Admin } from '../../api/review-admin.api';
import { offerTransfer, type TransferRecord, type TransferredReport } from '../../api/transfers.api';
import { SolidButton } from '../../components/ui/solid-button.component';
import { formatDateTime } from '../profile/format-date';

const OFFER_FAILED = 'The transfer could not be offered. Please try again.';
const STATE_LABELS = { offered: 'waiting for the author', accepted: 'accepted', declined: 'declined' };
/** Where a paper may still leave its journal (the server checks the same). */
const TRANSFERABLE = new Set(['submitted', 'under_review', 'rejected']);

/**
 * Transfers between the family's journals (issue 44 item 1): "Transferred from" with the first journal's
 * decision letter and the reports that came along, the offers made from here ("Transferred to"), and the
 * editors' "Offer transfer" (a sister journal, a message to the author, a confirmation).
 */
export function TransferPanel(props: {
  submissionId: string;
  journalId: string;
  status: string;
  record: TransferRecord;
  reports: TransferredReport[];
  admin: Admin;
  onOffered: () => void;
}) {
  const { record } = props;
  const accepted = record.offers.find((o) => o.state === 'accepted');
  const open = record.offers.find((o) => o.state === 'offered');
  return (
    <div className="detail-transfers" data-testid="transfer-panel">
      {record.from && <TransferredFrom from={record.from} reports={props.reports} />}
      {accepted && (
        <p className="detail-transfer-to" data-testid="transferred-to">
          <strong>Transferred to {accepted.to_journal_name}</strong> on {formatDateTime(accepted.answered_at)}
        </p>
      )}
      {record.offers.length > 0 && (
        <ul className="detail-transfer-offers">
          {record.offers.map((o) => (
            <li key={o.id}>
              Offered to {o.to_journal_name} by {o.offered_by.name} on {formatDateTime(o.offered_at)}:{' '}
              {STATE_LABELS[o.state]}
              {o.answered_at ? ` (${formatDateTime(o.answered_at)})` : ''}
            </li>
          ))}
        </ul>
      )}
      {!accepted && !open && TRANSFERABLE.has(props.status) && (
        <OfferForm
          submissionId={props.submissionId}
          journalId={props.journalId}
          admin={props.admin}
          onOffered={props.onOffered}
        />
      )}
      {!record.from && record.offers.length === 0 && !TRANSFERABLE.has(props.status) && (
        <p className="detail-empty">An accepted or published paper cannot be transferred.</p>
      )}
    </div>
  );
}

function TransferredFrom({
  from,
  reports,
}: {
  from: NonNullable<TransferRecord['from']>;
  reports: TransferredReport[];
}) {
  return (
    <div data-testid="transferred-from">
      <p>
        <strong>Transferred from {from.from_journal_name}</strong> on {formatDateTime(from.transferred_at)}
      </p>
      <p className="detail-muted">Their editors' message to the author: {from.offer_message}</p>
      <h3>History at {from.from_journal_name}</h3>
      <ol className="detail-transfer-history">
        {from.history.map((h, i) => (
          <li key={i}>
            {h.to_status.replace('_', ' ')} · {formatDateTime(h.changed_at)}
          </li>
        ))}
      </ol>
      <h3>Decision letter of {from.from_journal_name}</h3>
      {from.decision_letter ? (
        <blockquote className="detail-letter" data-testid="transfer-decision-letter">
          <p className="detail-muted">
            {from.decision_letter.decision} · {formatDateTime(from.decision_letter.decided_at)}
          </p>
          <p>{from.decision_letter.message}</p>
        </blockquote>
      ) : (
        <p className="detail-empty">No decision was made there.</p>
      )}
      <h3>Reports passed on</h3>
      {reports.length === 0 ? (
        <p className="detail-empty">No reviewer agreed to pass their report on.</p>
      ) : (
        <ul className="detail-transfer-reports">
          {reports.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{r.reviewer}</strong> (round {r.round}): {r.recommendation.replace('_', ' ')}
              </p>
              <p>{r.comments_to_author}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OfferForm(props: { submissionId: string; journalId: string; admin: Admin; onOffered: () => void }) {
  const pickerId = useId();
  const messageId = useId();
  const journals = useJournalList();
  const [toJournal, setToJournal] = useState('');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ error: boolean; text: string } | null>(null);
  const sisters = (journals.data ?? []).filter((j) => j.slug !== props.journalId && j.acceptingSubmissions);
  const chosen = sisters.find((j) => j.slug === toJournal);

  async function offer() {
    setBusy(true);
    setAnswer(null);
    try {
      const done = await offerTransfer(props.submissionId, { toJournal, message }, props.admin);
      setAnswer({ error: false, text: done.message });
      setConfirming(false);
      props.onOffered();
    } catch (failure) {
      setAnswer({ error: true, text: serverMessageOr(failure, OFFER_FAILED) });
    }
    setBusy(false);
  }

  return (
    <div className="detail-transfer-form">
      <label htmlFor={pickerId}>Sister journal</label>
      <select
        id={pickerId}
        className="admin-input"
        value={toJournal}
        onChange={(e) => {
          setToJournal(e.target.value);
          setConfirming(false);
        }}
      >
        <option value="">Choose a journal</option>
        {sisters.map((j) => (
          <option key={j.slug} value={j.slug}>
            {j.name}
          </option>
        ))}
      </select>
      <label htmlFor={messageId}>Message to the author</label>
      <textarea
        id={messageId}
        className="admin-input"
        rows={3}
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {!confirming ? (
        <div className="admin-actions">
          <SolidButton
            look="admin"
            disabled={!chosen || message.trim() === ''}
            onClick={() => setConfirming(true)}
          >
            Offer transfer
          </SolidButton>
        </div>
      ) : (
        <div role="group" aria-label="Confirm the transfer offer">
          <p>
            Offer {chosen?.name} to the author? They are mailed and answer in their profile. The files,
            details and the reports whose reviewers agreed go with the paper; your notes and discussions stay
            here.
          </p>
          <div className="admin-actions">
            <SolidButton look="admin" disabled={busy} onClick={() => void offer()}>
              {busy ? 'Offering...' : 'Confirm offer'}
            </SolidButton>
            <SolidButton look="admin" ghost onClick={() => setConfirming(false)}>
              Cancel
            </SolidButton>
          </div>
        </div>
      )}
      {answer && (
        <p role={answer.error ? 'alert' : 'status'} className={answer.error ? 'admin-error' : undefined}>
          {answer.text}
        </p>
      )}
    </div>
  );
}
