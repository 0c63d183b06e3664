import { defineConsumer, type ConsumingService } from '@journal/events';
import type { DepositDesk } from '../domain/deposits/deposit-desk';

/** ORCID's scope for adding works to a record. */
const ACTIVITIES_UPDATE = '/activities/update';

/**
 * Issue 43 item 6: an author who grants `/activities/update` later gets the works published before it.
 * Each published article naming the iD gets an ORCID deposit of its current version; a redelivered event
 * adds nothing (one live deposit per version and iD).
 */
export const orcidGrantsConsumer = defineConsumer({
  group: 'publishing.orcid-grants',
  types: ['identity.user.orcid_connected.v1'],
  handle:
    ({ deposits }: ConsumingService & { deposits: DepositDesk }) =>
    async (event) => {
      if (!event.payload.scopes.includes(ACTIVITIES_UPDATE)) return;
      await deposits.prepareForAuthor(event.payload.orcid);
    },
});
