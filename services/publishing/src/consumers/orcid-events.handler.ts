import { defineConsumer, type ConsumingService } from '@journal/events';
import { setHolderIfNewer } from '../repositories/authenticated-orcids.repository';

/**
 * Issue 43 item 6: keeps publishing.authenticated_orcids in step with identity: an account's iD counts while
 * it is authenticated (a disconnect or a typed iD removes it), a co-author's answered invitation for good.
 * Versions make duplicates and late events harmless.
 */
export const orcidIdsConsumer = defineConsumer({
  group: 'publishing.orcid-ids',
  types: [
    'identity.user.registered.v1',
    'identity.user.profile_updated.v1',
    'identity.orcid.coauthor_connected.v1',
  ],
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      if (event.type === 'identity.orcid.coauthor_connected.v1') {
        await setHolderIfNewer(pool, `invitation:${event.aggregateId}`, event.payload.orcid, event.version);
        return;
      }
      const { userId, orcid, orcidAuthenticated } = event.payload;
      // Events written before the flag was carried say nothing about it: keep what is known.
      if (orcidAuthenticated === undefined) return;
      await setHolderIfNewer(
        pool,
        `user:${userId}`,
        orcidAuthenticated && orcid ? orcid : null,
        event.version,
      );
    },
});
