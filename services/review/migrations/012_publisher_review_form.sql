-- Up Migration

-- Issue 44, item 3: the publisher's review form, inherited by every journal without a row of its own in
-- review_forms (read when an invitation is sent, no copies: a publisher edit reaches every inheriting
-- journal's next invitation at once). One row; no row: no form.
CREATE TABLE review.publisher_review_form (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  questions  jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(questions) = 'array'),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS review.publisher_review_form;
