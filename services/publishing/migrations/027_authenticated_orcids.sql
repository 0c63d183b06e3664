-- Up Migration

-- Issue 43 item 6: which ORCID iDs came from ORCID's OAuth (an account's Sign in with ORCID, or a
-- co-author's answered invitation), from identity's events. Crossref's deposit says authenticated="true"
-- only for these. One row per holder (`user:<id>` or `invitation:<id>`), at the holder's event version.
CREATE TABLE publishing.authenticated_orcids (
  holder     text PRIMARY KEY,
  orcid      text NOT NULL,
  version    integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX authenticated_orcids_orcid_idx ON publishing.authenticated_orcids (orcid);

-- Down Migration
DROP TABLE IF EXISTS publishing.authenticated_orcids;
