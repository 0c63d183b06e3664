import type { AuthorDecision } from '../../repositories/decisions.repository';
import type { StatusHistoryEntry } from '../../repositories/submission.types';
import type { Transfer } from '../../repositories/transfers.repository';

type JournalNames = (slug: string) => string;

/** One offer as the first journal's editors see it (their record of the paper's transfer). */
export function transferOutView(t: Transfer, nameOf: JournalNames) {
  return {
    id: t.id,
    to_journal: t.toJournal,
    to_journal_name: nameOf(t.toJournal),
    message: t.message,
    offered_by: t.offeredBy,
    offered_at: t.offeredAt.toISOString(),
    state: t.state,
    answered_at: t.answeredAt?.toISOString() ?? null,
    to_submission_id: t.toSubmissionId,
  };
}

/**
 * What the second journal's editors see of where the paper came from: the journal, when, its status steps
 * (no names) and the first journal's last decision letter, its message only: the reviewers' comments in
 * it are reports, which cross only where their reviewers consented (the review service's copies).
 */
export function transferInView(
  t: Transfer,
  nameOf: JournalNames,
  history: StatusHistoryEntry[],
  decisions: AuthorDecision[],
) {
  const letter = decisions.at(-1);
  return {
    from_journal: t.fromJournal,
    from_journal_name: nameOf(t.fromJournal),
    transferred_at: t.answeredAt?.toISOString() ?? null,
    offer_message: t.message,
    history: history.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      changed_at: h.changedAt.toISOString(),
    })),
    decision_letter: letter
      ? { decision: letter.decision, message: letter.message, decided_at: letter.decidedAt.toISOString() }
      : null,
  };
}

/** The open offer on the author's profile. */
export function authorOfferView(t: Transfer, nameOf: JournalNames) {
  return {
    id: t.id,
    from_journal: t.fromJournal,
    from_journal_name: nameOf(t.fromJournal),
    to_journal: t.toJournal,
    to_journal_name: nameOf(t.toJournal),
    message: t.message,
    offered_at: t.offeredAt.toISOString(),
  };
}
