-- Up Migration

-- Authors. Emails keep the case the user typed; uniqueness and look-ups are case-insensitive.
CREATE TABLE identity.users (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              text NOT NULL,
  given_names        text NOT NULL,
  family_name        text NOT NULL,
  -- NULL for accounts created through Google sign-in only.
  password_hash      text,
  email_verified     boolean NOT NULL DEFAULT false,
  institution        text,
  marketing_accepted boolean NOT NULL DEFAULT false,
  terms_accepted_at  timestamptz,
  google_sub         text UNIQUE,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- Aggregate version carried by the integration events (1 after registration).
  version            integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX users_email_lower_key ON identity.users (lower(email));

-- Only the sha256 of a verification token is stored; the raw token travels in the event / the mail.
CREATE TABLE identity.email_verification_tokens (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- The address the token proves; a token for an address the user has since changed is worthless.
  email      text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_tokens_user_idx ON identity.email_verification_tokens (user_id);

-- Administrators are separate accounts: they are not authors and cannot log in as one.
CREATE TABLE identity.admins (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         text NOT NULL,
  given_names   text NOT NULL,
  family_name   text NOT NULL,
  password_hash text NOT NULL,
  role          text NOT NULL DEFAULT 'admin' CHECK (role = 'admin'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admins_email_lower_key ON identity.admins (lower(email));

CREATE TABLE identity.cookie_consents (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_email  text,
  consent     boolean NOT NULL,
  user_agent  text,
  -- The client always sends null; the column exists because the payload names it.
  ip_address  text,
  session_id  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cookie_consents_session_idx ON identity.cookie_consents (session_id);

-- The outbox and processed_events tables come from @journal/events (002_outbox_dead_letters.ts, ADR 0033).

-- Down Migration
DROP TABLE IF EXISTS identity.cookie_consents;
DROP TABLE IF EXISTS identity.admins;
DROP TABLE IF EXISTS identity.email_verification_tokens;
DROP TABLE IF EXISTS identity.users;
