-- Up Migration

-- Issue 42 item 4: a co-author without an account reads and answers the proof through a link. Only the
-- SHA-256 of the link's token is kept (the token itself is mailed once); each link is for one co-author,
-- one proof generation, and works until it expires or its answer is sent (used_at).
CREATE TABLE publishing.proof_links (
  token_hash    bytea PRIMARY KEY,
  submission_id uuid NOT NULL,
  generation    integer NOT NULL,
  email         text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX proof_links_submission_idx ON publishing.proof_links (submission_id);

-- Down Migration
DROP TABLE IF EXISTS publishing.proof_links;
