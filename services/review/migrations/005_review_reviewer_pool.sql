-- Up Migration

-- Issue 29, item 4: the reviewer pool of a journal. Each invitation records its paper's journal (the
-- slug; invitations before this migration have none and count in no journal's pool) and when it was
-- accepted (an acceptance counts even if the invitation was cancelled later).
ALTER TABLE review.assignments
  ADD COLUMN journal_id text,
  ADD COLUMN accepted_at timestamptz;
UPDATE review.assignments SET accepted_at = responded_at WHERE state IN ('accepted', 'report_submitted');
CREATE INDEX assignments_journal_idx ON review.assignments (journal_id, lower(reviewer_email));

-- Registered people as identity's identity.user.editorial_profile_updated.v1 describes them: names,
-- affiliation (the profile's institution), ORCID iD and reviewing interests. `version`: the user's
-- aggregate version, so an older event changes nothing.
CREATE TABLE review.reviewer_profiles (
  user_id     uuid PRIMARY KEY,
  email       text NOT NULL,
  given_names text NOT NULL,
  family_name text NOT NULL,
  affiliation text,
  orcid       text,
  interests   text[] NOT NULL DEFAULT '{}',
  version     integer NOT NULL
);
CREATE INDEX reviewer_profiles_email_idx ON review.reviewer_profiles (lower(email));

-- Every paper's authors on the platform (from the submission events), for the co-author and same
-- institution conflicts: position 0 is the submitting author. `source_version` orders replacements.
CREATE TABLE review.paper_authors (
  submission_id  uuid NOT NULL,
  position       integer NOT NULL CHECK (position >= 0),
  email          text NOT NULL,
  affiliation    text,
  source_version integer NOT NULL,
  PRIMARY KEY (submission_id, position)
);
CREATE INDEX paper_authors_email_idx ON review.paper_authors (lower(email));

-- Down Migration
DROP TABLE IF EXISTS review.paper_authors;
DROP TABLE IF EXISTS review.reviewer_profiles;
DROP INDEX IF EXISTS review.assignments_journal_idx;
ALTER TABLE review.assignments DROP COLUMN IF EXISTS accepted_at, DROP COLUMN IF EXISTS journal_id;
