-- Up Migration

-- Issue 43 item 6: Sign in with ORCID. An iD that came back from ORCID's OAuth is authenticated; one typed
-- in stays unauthenticated. One authenticated iD belongs to at most one account (a typed one may repeat).
ALTER TABLE identity.users ADD COLUMN orcid_authenticated boolean NOT NULL DEFAULT false;
ALTER TABLE identity.users ADD CONSTRAINT users_orcid_authenticated_has_orcid
  CHECK (NOT orcid_authenticated OR orcid IS NOT NULL);
CREATE UNIQUE INDEX users_orcid_authenticated_key ON identity.users (orcid) WHERE orcid_authenticated;

-- The OAuth `state` of a started sign-in: only its sha256 is kept, with the user it names, good once
-- (used_at) and for ten minutes (expires_at, from the database's clock).
CREATE TABLE identity.orcid_states (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
  state_hash  text NOT NULL UNIQUE,
  add_works   boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX orcid_states_user_idx ON identity.orcid_states (user_id);

-- What ORCID granted an account: the scopes and the tokens (the member API's access to the record). Kept
-- apart from identity.users so that no query of the account reads them; never logged, never answered.
CREATE TABLE identity.orcid_connections (
  user_id          uuid PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
  orcid            text NOT NULL,
  scopes           text[] NOT NULL,
  access_token     text NOT NULL,
  refresh_token    text,
  token_expires_at timestamptz,
  connected_at     timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS identity.orcid_connections;
DROP TABLE IF EXISTS identity.orcid_states;
DROP INDEX IF EXISTS identity.users_orcid_authenticated_key;
ALTER TABLE identity.users DROP CONSTRAINT IF EXISTS users_orcid_authenticated_has_orcid;
ALTER TABLE identity.users DROP COLUMN IF EXISTS orcid_authenticated;
