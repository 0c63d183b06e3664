-- Up Migration

-- Issue 43 item 6: co-authors are invited by mail to authenticate their ORCID iD for one paper. They need no
-- account: the mailed link (only its sha256 is kept; a fresh one per mail) names the paper and the address.
-- When the co-author signs in at ORCID, the iD and what ORCID granted are kept here, beside the invitation,
-- never answered or logged (as identity.orcid_connections does for accounts).
CREATE TABLE identity.orcid_invitations (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id    uuid NOT NULL,
  email            text NOT NULL,
  given_names      text NOT NULL,
  family_name      text NOT NULL,
  paper_title      text NOT NULL,
  token_hash       text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  orcid            text,
  scopes           text[],
  access_token     text,
  refresh_token    text,
  token_expires_at timestamptz,
  connected_at     timestamptz,
  UNIQUE (submission_id, email)
);

-- A started sign-in names an account or an invitation, never both.
ALTER TABLE identity.orcid_states ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE identity.orcid_states
  ADD COLUMN invitation_id uuid REFERENCES identity.orcid_invitations (id) ON DELETE CASCADE;
ALTER TABLE identity.orcid_states
  ADD CONSTRAINT orcid_states_one_owner CHECK ((user_id IS NULL) <> (invitation_id IS NULL));

-- Down Migration
ALTER TABLE identity.orcid_states DROP CONSTRAINT IF EXISTS orcid_states_one_owner;
DELETE FROM identity.orcid_states WHERE user_id IS NULL;
ALTER TABLE identity.orcid_states DROP COLUMN IF EXISTS invitation_id;
ALTER TABLE identity.orcid_states ALTER COLUMN user_id SET NOT NULL;
DROP TABLE IF EXISTS identity.orcid_invitations;
