-- Up Migration

-- A login session (one refresh-token family). Its id is the `sid` claim of every access token it issues;
-- revoking it ends them all. Only the sha256 of the current refresh token is kept.
CREATE TABLE identity.sessions (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_kind   text NOT NULL CHECK (subject_kind IN ('author', 'admin')),
  subject_id     uuid NOT NULL,
  refresh_hash   text NOT NULL UNIQUE,
  rotated_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  revoked_at     timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_subject_idx ON identity.sessions (subject_kind, subject_id) WHERE revoked_at IS NULL;

-- Refresh tokens already exchanged: presenting one again means it was copied, so the family ends.
CREATE TABLE identity.rotated_refresh_tokens (
  refresh_hash text PRIMARY KEY,
  session_id   uuid NOT NULL REFERENCES identity.sessions (id) ON DELETE CASCADE,
  rotated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rotated_refresh_tokens_session_idx ON identity.rotated_refresh_tokens (session_id);

-- Verification mails sent per account (email change), for the 3-per-hour limit.
ALTER TABLE identity.email_verification_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'registration'
  CHECK (purpose IN ('registration', 'email_change'));

-- Down Migration
ALTER TABLE identity.email_verification_tokens DROP COLUMN IF EXISTS purpose;
DROP TABLE IF EXISTS identity.rotated_refresh_tokens;
DROP TABLE IF EXISTS identity.sessions;
