-- Up Migration

-- SUSHI (COUNTER_SUSHI5 API, Release 5.1, issue 32): the customers the administrator gives credentials
-- to, and whether anyone may read the reports without them. The API key is kept as its SHA-256 only.
CREATE TABLE publishing.sushi_customers (
  customer_id  text PRIMARY KEY,
  requestor_id text NOT NULL UNIQUE,
  name         text NOT NULL,
  api_key_hash text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text NOT NULL
);

CREATE TABLE publishing.sushi_settings (
  only_row       boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  public_reports boolean NOT NULL DEFAULT false,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
INSERT INTO publishing.sushi_settings (only_row) VALUES (true);

-- Down Migration

DROP TABLE publishing.sushi_settings;
DROP TABLE publishing.sushi_customers;
