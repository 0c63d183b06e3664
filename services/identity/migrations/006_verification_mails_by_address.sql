-- Up Migration

-- Issue 26 item 7: at most 3 confirmation mails an hour to one address, whichever accounts ask. The count
-- reads the links created for an address in the last hour.
CREATE INDEX IF NOT EXISTS email_verification_tokens_address_idx
  ON identity.email_verification_tokens (lower(email), created_at);

-- Down Migration
DROP INDEX IF EXISTS identity.email_verification_tokens_address_idx;
