-- Up Migration

-- Registered people as identity's events describe them (issue 28 part 3): how a manager's
-- `memberEmail` finds an account without calling identity. `email_verified`: the account proved the
-- address (its registration link was opened, or a new address confirmed); roles go only to proven
-- addresses. `version` is identity's user aggregate version (older events change nothing).
CREATE TABLE journals.users (
  user_id        uuid PRIMARY KEY,
  email          text NOT NULL,
  given_names    text NOT NULL DEFAULT '',
  family_name    text NOT NULL DEFAULT '',
  email_verified boolean NOT NULL DEFAULT false,
  version        integer NOT NULL,
  -- The aggregate version of this person's journals.member_* events (bumped under the row's lock).
  roles_version  integer NOT NULL DEFAULT 0
);
CREATE INDEX users_email_idx ON journals.users (lower(email));

-- A person's role in one journal: one row per journal and person.
CREATE TABLE journals.members (
  journal_slug text NOT NULL REFERENCES journals.journals (slug) ON DELETE CASCADE,
  user_id      uuid NOT NULL,
  role         text NOT NULL CHECK (role IN ('manager', 'editor')),
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (journal_slug, user_id)
);
CREATE INDEX members_user_idx ON journals.members (user_id);

-- An address invited before it belonged to a (verified) account: granted when an account proves it.
CREATE TABLE journals.invitations (
  journal_slug text NOT NULL REFERENCES journals.journals (slug) ON DELETE CASCADE,
  email        text NOT NULL,
  role         text NOT NULL CHECK (role IN ('manager', 'editor')),
  invited_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (journal_slug, email)
);
CREATE INDEX invitations_email_idx ON journals.invitations (email);

-- Down Migration
DROP TABLE IF EXISTS journals.invitations;
DROP TABLE IF EXISTS journals.members;
DROP TABLE IF EXISTS journals.users;
