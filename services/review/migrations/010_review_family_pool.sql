-- Up Migration

-- Issue 44 item 2: one reviewer pool across the family of journals. `pool_people` is the pool's read
-- model, one row per address (lower case): the names of the latest invitation, or the registered
-- person's profile (identity's editorial profile event), their reviewing interests, whether they stay
-- in the publisher's pool (`opt_in`, on unless a registered person turned it off) and the date they said
-- they are away until (from the review link's page or the profile; the later statement wins, by
-- `unavailable_said_at`). Counts are not kept here: they are read from the assignments of the people
-- an answer lists (docs/product-decisions.md, "The publisher's reviewer pool").
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- What the pool's text search reads: address, "given family", affiliation and interests, one per line,
-- so a search never matches across two fields. Immutable in effect (text only), so a generated column.
CREATE FUNCTION review.pool_search_text(email text, given_names text, family_name text,
                                        affiliation text, interests text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(concat_ws(chr(10), email, given_names || ' ' || family_name,
                               coalesce(affiliation, ''), array_to_string(interests, chr(10)))) $$;

CREATE FUNCTION review.pool_interest_keys(interests text[])
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT lower(btrim(i))), '{}') FROM unnest(interests) AS i $$;

CREATE TABLE review.pool_people (
  email_key           text PRIMARY KEY,
  email               text NOT NULL,
  given_names         text NOT NULL,
  family_name         text NOT NULL,
  user_id             uuid,
  affiliation         text,
  orcid               text,
  interests           text[] NOT NULL DEFAULT '{}',
  invited             boolean NOT NULL DEFAULT false,
  opt_in              boolean NOT NULL DEFAULT true,
  unavailable_until   date,
  unavailable_said_at timestamptz,
  interest_keys       text[] GENERATED ALWAYS AS (review.pool_interest_keys(interests)) STORED,
  search              text GENERATED ALWAYS AS
                        (review.pool_search_text(email, given_names, family_name, affiliation, interests)) STORED
);
CREATE INDEX pool_people_name_idx ON review.pool_people (family_name, given_names, email_key);
CREATE INDEX pool_people_search_idx ON review.pool_people USING gin (search public.gin_trgm_ops);
CREATE INDEX pool_people_interests_idx ON review.pool_people USING gin (interest_keys);
CREATE INDEX pool_people_user_idx ON review.pool_people (user_id);

-- A person's invitations in every journal (the answer's counts), and the open ones (load, ranking).
CREATE INDEX assignments_reviewer_idx ON review.assignments (lower(reviewer_email));
CREATE INDEX assignments_open_idx ON review.assignments (lower(reviewer_email), state, expires_at)
  WHERE state IN ('invited', 'accepted');

INSERT INTO review.pool_people (email_key, email, given_names, family_name, invited)
SELECT DISTINCT ON (lower(reviewer_email)) lower(reviewer_email), reviewer_email, given_names, family_name, true
  FROM review.assignments
 ORDER BY lower(reviewer_email), invited_at DESC;

INSERT INTO review.pool_people AS p (email_key, email, given_names, family_name, user_id, affiliation, orcid, interests)
SELECT DISTINCT ON (lower(email)) lower(email), email, given_names, family_name, user_id, affiliation, orcid, interests
  FROM review.reviewer_profiles
 ORDER BY lower(email), version DESC
ON CONFLICT (email_key) DO UPDATE SET email = EXCLUDED.email, given_names = EXCLUDED.given_names,
  family_name = EXCLUDED.family_name, user_id = EXCLUDED.user_id, affiliation = EXCLUDED.affiliation,
  orcid = EXCLUDED.orcid, interests = EXCLUDED.interests;

-- The publisher's settings of the pool: one row. `load_limit`: reviews in progress (accepted, report not
-- in) from which an invitation needs the editor's confirmation (`confirmLoad`).
CREATE TABLE review.pool_settings (
  only_row   boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  load_limit integer NOT NULL DEFAULT 2 CHECK (load_limit BETWEEN 1 AND 50),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO review.pool_settings (only_row) VALUES (true);

-- Down Migration
DROP TABLE IF EXISTS review.pool_settings;
DROP INDEX IF EXISTS review.assignments_open_idx;
DROP INDEX IF EXISTS review.assignments_reviewer_idx;
DROP TABLE IF EXISTS review.pool_people;
DROP FUNCTION IF EXISTS review.pool_interest_keys(text[]);
DROP FUNCTION IF EXISTS review.pool_search_text(text, text, text, text, text[]);
