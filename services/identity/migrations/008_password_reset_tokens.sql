-- Up Migration

-- Password reset links: one row per mailed link, for an author's account (identity.users) or an
-- administrator's (identity.admins). Only the sha256 of the token is kept, so a database dump resets
-- nothing; a row is good once (used_at) and for one hour (expires_at, set from the database's clock).
CREATE TABLE identity.password_reset_tokens (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_kind text NOT NULL CHECK (subject_kind IN ('author', 'admin')),
  subject_id   uuid NOT NULL,
  email        text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX password_reset_tokens_subject_idx
  ON identity.password_reset_tokens (subject_kind, subject_id) WHERE used_at IS NULL;

-- Down Migration
DROP TABLE IF EXISTS identity.password_reset_tokens;
