-- Up Migration

-- The reviewer's declaration of competing interests, given with the acceptance (issue 29, item 5):
-- 'none' or a statement. Acceptances before this migration have none on record (null).
ALTER TABLE review.assignments
  ADD COLUMN competing_interests text CHECK (char_length(competing_interests) BETWEEN 1 AND 2000);

-- Down Migration
ALTER TABLE review.assignments DROP COLUMN IF EXISTS competing_interests;
