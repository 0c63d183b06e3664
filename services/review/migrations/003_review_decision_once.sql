-- Up Migration

-- One decision per round (issue 26, item 3). Rounds decided more than once before this migration keep
-- their first decision as the round's decision; the later ones stay on record (their letters went out)
-- but are marked, so the unique index below covers every decision from now on.
ALTER TABLE review.decisions ADD COLUMN superseded boolean NOT NULL DEFAULT false;
UPDATE review.decisions d SET superseded = true
  WHERE EXISTS (
    SELECT 1 FROM review.decisions e
     WHERE e.submission_id = d.submission_id AND e.round = d.round
       AND (e.decided_at, e.id) < (d.decided_at, d.id)
  );
CREATE UNIQUE INDEX decisions_one_per_round ON review.decisions (submission_id, round) WHERE NOT superseded;

-- Idempotency-Key of POST .../decision: a retried request gets the first answer. The row commits with the
-- decision; `response` is the answer's body once built (the first one stored wins), `fingerprint` the
-- request it belongs to (a key reused for another decision is refused).
CREATE TABLE review.decision_requests (
  submission_id   uuid NOT NULL,
  idempotency_key text NOT NULL,
  fingerprint     text NOT NULL,
  decision_id     uuid NOT NULL REFERENCES review.decisions (id) ON DELETE CASCADE,
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (submission_id, idempotency_key)
);

-- Down Migration
DROP TABLE IF EXISTS review.decision_requests;
DROP INDEX IF EXISTS review.decisions_one_per_round;
ALTER TABLE review.decisions DROP COLUMN IF EXISTS superseded;
