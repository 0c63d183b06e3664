-- Up Migration

-- Issue 44 item 1: an editor's offer to transfer a paper to a sister journal, and the author's answer.
-- An accepted offer names the paper's new submission in the other journal (`to_submission_id`), so the
-- first journal shows "Transferred to", the second "Transferred from", and the publisher's figures count
-- transfers in and out from these rows (from, to, answered_at).
CREATE TABLE submission.transfers (
  id               uuid PRIMARY KEY,
  submission_id    uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  from_journal     text NOT NULL,
  to_journal       text NOT NULL CHECK (to_journal <> from_journal),
  message          text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  offered_by       jsonb NOT NULL,
  offered_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  state            text NOT NULL DEFAULT 'offered' CHECK (state IN ('offered', 'accepted', 'declined')),
  answered_at      timestamptz,
  to_submission_id uuid UNIQUE REFERENCES submission.submissions (id) ON DELETE SET NULL,
  CHECK ((state = 'offered') = (answered_at IS NULL))
);
-- One open offer per paper, and a paper leaves its journal once.
CREATE UNIQUE INDEX transfers_one_open_idx ON submission.transfers (submission_id) WHERE state = 'offered';
CREATE UNIQUE INDEX transfers_one_accepted_idx ON submission.transfers (submission_id) WHERE state = 'accepted';
CREATE INDEX transfers_to_journal_idx ON submission.transfers (to_journal, answered_at) WHERE state = 'accepted';

-- Down Migration

DROP TABLE IF EXISTS submission.transfers;
