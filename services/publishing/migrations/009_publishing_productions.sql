-- Up Migration
-- Issue 31: the production file of an accepted paper, its conversion to full text and the author's proof.
-- One row per paper (the article's id is the submission's); `generation` grows with every file chosen,
-- so a late conversion job of an older file changes nothing and image keys never collide.
CREATE TABLE publishing.productions (
  submission_id     uuid PRIMARY KEY,
  journal_id        text NOT NULL,
  generation        integer NOT NULL,
  version           integer,
  source_key        text NOT NULL,
  status            text NOT NULL CHECK (status IN ('converting', 'ready', 'failed')),
  error             text,
  full_text         jsonb,
  proof_status      text NOT NULL DEFAULT 'none' CHECK (proof_status IN ('none', 'sent', 'approved', 'corrections')),
  corrections       text,
  chosen_by         text NOT NULL,
  chosen_at         timestamptz NOT NULL,
  converted_at      timestamptz,
  proof_answered_at timestamptz
);
CREATE INDEX productions_converting_idx ON publishing.productions (chosen_at) WHERE status = 'converting';

-- Down Migration
DROP TABLE IF EXISTS publishing.productions;
