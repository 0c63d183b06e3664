-- Up Migration

-- The article's PDF galley (an object in libs/storage) and its licence (a known code, see
-- src/domain/licences.ts; 'CC BY 4.0' stays the default of 001).
ALTER TABLE publishing.articles
  ADD COLUMN galley_key         text,
  ADD COLUMN galley_size        bigint,
  ADD COLUMN galley_sha256      text,
  ADD COLUMN galley_uploaded_at timestamptz;

-- One Crossref deposit per publication, when deposits are configured. The row is the truth; the queue only
-- schedules attempts (a job lost between COMMIT and enqueue is queued again from the row at start).
CREATE TABLE publishing.crossref_deposits (
  id           uuid PRIMARY KEY,
  article_id   uuid NOT NULL REFERENCES publishing.articles (id),
  doi          text NOT NULL,
  -- queued -> depositing -> deposited; a refused attempt -> failed (retried); the last one -> dead.
  status       text NOT NULL CHECK (status IN ('queued', 'depositing', 'deposited', 'failed', 'dead')),
  attempts     integer NOT NULL DEFAULT 0,
  http_status  integer,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  deposited_at timestamptz
);
CREATE INDEX crossref_deposits_article_idx ON publishing.crossref_deposits (article_id, created_at DESC);
CREATE INDEX crossref_deposits_open_idx ON publishing.crossref_deposits (created_at)
  WHERE status IN ('queued', 'depositing', 'failed');

-- Down Migration
DROP TABLE IF EXISTS publishing.crossref_deposits;
ALTER TABLE publishing.articles
  DROP COLUMN IF EXISTS galley_key,
  DROP COLUMN IF EXISTS galley_size,
  DROP COLUMN IF EXISTS galley_sha256,
  DROP COLUMN IF EXISTS galley_uploaded_at;
