-- Up Migration

-- Issue 44 item 2: whether the person stays in the publisher's reviewer pool (on by default, as for
-- reviewers an editor added), and the date they are away until, with when they said it (the review
-- service keeps the latest statement, from the profile or a review link's page). The day is kept as its
-- text (YYYY-MM-DD, checked by the input), so every reader has the day itself, never a local midnight.
ALTER TABLE identity.users
  ADD COLUMN reviewer_pool_opt_in boolean NOT NULL DEFAULT true,
  ADD COLUMN unavailable_until text CHECK (unavailable_until ~ '^\d{4}-\d{2}-\d{2}$'),
  ADD COLUMN unavailable_said_at timestamptz;

-- Down Migration
ALTER TABLE identity.users
  DROP COLUMN IF EXISTS unavailable_said_at,
  DROP COLUMN IF EXISTS unavailable_until,
  DROP COLUMN IF EXISTS reviewer_pool_opt_in;
