import type { Pool } from '@journal/db';
import { handleOnce, type EventOf } from '@journal/events';
import { upsertReviewerProfile } from '../repositories/reviewer-profiles.repository';
import { replacePaperAuthors, updateSubmittingAuthor } from '../repositories/paper-authors.repository';
import { SCHEMA } from '../schema';

/** What the reviewer pool learns from other services (issue 29, item 4): people and papers' authors. */
export const POOL_CONSUMER_GROUP = 'review.reviewer-pool';

/** Where this group records the events it handled (processed_events is keyed by group and event id). */
const CONSUMER = { schema: SCHEMA, group: POOL_CONSUMER_GROUP };
export const POOL_EVENT_TYPES = [
  'identity.user.editorial_profile_updated.v1',
  'submission.created.v1',
  'submission.metadata_updated.v1',
  'submission.author_updated.v1',
] as const;
type PoolEvent = EventOf<(typeof POOL_EVENT_TYPES)[number]>;

/** Once per event id; an older version of a person or a paper changes nothing. */
export function poolSourcesHandler(pool: Pool) {
  return async (event: PoolEvent): Promise<void> => {
    await handleOnce(pool, CONSUMER, event, async (client) => {
      switch (event.type) {
        case 'identity.user.editorial_profile_updated.v1': {
          const p = event.payload;
          await upsertReviewerProfile(
            client,
            {
              userId: p.userId,
              email: p.email,
              givenNames: p.givenNames,
              familyName: p.familyName,
              affiliation: p.affiliation,
              orcid: p.orcid,
              interests: p.reviewerInterests,
            },
            event.version,
          );
          return;
        }
        case 'submission.author_updated.v1':
          return updateSubmittingAuthor(
            client,
            event.payload.submissionId,
            event.version,
            event.payload.authorEmail,
          );
        default:
          return replacePaperAuthors(client, event.payload.submissionId, event.version, [
            { email: event.payload.authorEmail, affiliation: null },
            ...event.payload.coAuthors.map((c) => ({ email: c.email, affiliation: c.affiliation })),
          ]);
      }
    });
  };
}
