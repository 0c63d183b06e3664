-- Up Migration

-- Issue 43 item 1: one deposit queue for every outside registry (Crossref, DOAJ, ORCID). A row is one
-- deposit of one metadata version of an article to one registry (for ORCID: to one author's record, the
-- `target` iD); the row is the truth, the libs/jobs queue only schedules its attempts (ADR 0047).
CREATE TABLE publishing.deposits (
  id               uuid PRIMARY KEY,
  registry         text NOT NULL CHECK (registry IN ('crossref', 'doaj', 'orcid')),
  article_id       uuid NOT NULL REFERENCES publishing.articles (id),
  -- publishing.submissions.version when the deposit was prepared; NULL for Crossref deposits made before
  -- versions were recorded (migrated from crossref_deposits below).
  metadata_version integer,
  -- The ORCID iD whose record gets the work; '' for Crossref and DOAJ (one record per article).
  target           text NOT NULL DEFAULT '',
  doi              text NOT NULL,
  -- 'not configured': prepared while the registry has no settings, held (never sent, never dropped).
  -- queued -> depositing -> deposited; a refused attempt -> failed (retried while retry_at is set);
  -- the last allowed attempt -> dead.
  state            text NOT NULL CHECK (state IN ('not configured', 'queued', 'depositing', 'deposited', 'failed', 'dead')),
  attempts         integer NOT NULL DEFAULT 0,
  http_status      integer,
  last_message     text,
  -- What the registry calls the deposit: Crossref's submission file name (its result is polled by it),
  -- DOAJ's article id, ORCID's put-code.
  remote_ref       text,
  -- When the next attempt is due (a retry or a poll of Crossref's result); NULL when none is scheduled.
  retry_at         timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  deposited_at     timestamptz
);
-- Idempotence: one live deposit per (registry, article, version, target): queued, in flight (a failed one
-- with a retry due counts) or deposited. A held, dead or rejected (failed, no retry) one allows another.
CREATE UNIQUE INDEX deposits_one_live_per_version ON publishing.deposits
  (registry, article_id, metadata_version, target)
  WHERE state IN ('queued', 'depositing', 'deposited') OR (state = 'failed' AND retry_at IS NOT NULL);
CREATE INDEX deposits_article_idx ON publishing.deposits (article_id, registry, created_at DESC);
CREATE INDEX deposits_open_idx ON publishing.deposits (created_at)
  WHERE state IN ('queued', 'depositing', 'failed');

-- Every attempt: what was sent (request id), what the registry answered, and the outcome.
CREATE TABLE publishing.deposit_attempts (
  id          bigserial PRIMARY KEY,
  deposit_id  uuid NOT NULL REFERENCES publishing.deposits (id) ON DELETE CASCADE,
  -- 'send' (the deposit itself) or 'result' (Crossref's submission result, polled).
  kind        text NOT NULL CHECK (kind IN ('send', 'result')),
  request_id  text NOT NULL,
  http_status integer,
  answer      text,
  outcome     text NOT NULL CHECK (outcome IN ('accepted', 'pending', 'deposited', 'refused', 'rejected', 'unreachable')),
  at          timestamptz NOT NULL
);
CREATE INDEX deposit_attempts_deposit_idx ON publishing.deposit_attempts (deposit_id, id);

-- Today's Crossref deposits move over with their ids (a job still queued under an id finds its row).
INSERT INTO publishing.deposits
  (id, registry, article_id, metadata_version, target, doi, state, attempts, http_status, last_message,
   retry_at, created_at, updated_at, deposited_at)
SELECT id, 'crossref', article_id, NULL, '', doi, status, attempts, http_status, last_error,
       CASE WHEN status = 'failed' THEN now() END, created_at, updated_at, deposited_at
  FROM publishing.crossref_deposits;
DROP TABLE publishing.crossref_deposits;

-- Down Migration
CREATE TABLE publishing.crossref_deposits (
  id           uuid PRIMARY KEY,
  article_id   uuid NOT NULL REFERENCES publishing.articles (id),
  doi          text NOT NULL,
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
INSERT INTO publishing.crossref_deposits
  (id, article_id, doi, status, attempts, http_status, last_error, created_at, updated_at, deposited_at)
SELECT id, article_id, doi, state, attempts, http_status, last_message, created_at, updated_at, deposited_at
  FROM publishing.deposits WHERE registry = 'crossref' AND state <> 'not configured';
DROP TABLE publishing.deposit_attempts;
DROP TABLE publishing.deposits;
