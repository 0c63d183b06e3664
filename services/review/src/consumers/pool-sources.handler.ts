import { defineConsumer, handleOnce, READ_LINGER_MS, type ConsumingService } from '@journal/events';
import { recordAvailability, recordProfilePerson } from '../repositories/pool-people.repository';
import { upsertReviewerProfile } from '../repositories/reviewer-profiles.repository';
import { replacePaperAuthors, updateSubmittingAuthor } from '../repositories/paper-authors.repository';

/**
 * What the reviewer pool learns from other services (issue 29, item 4): people and papers' authors. Once
 * per event id; an older version of a person or a paper changes nothing.
 */
export const reviewerPoolConsumer = defineConsumer({
  group: 'review.reviewer-pool',
  types: [
    'identity.user.editorial_profile_updated.v1',
    'submission.created.v1',
    'submission.metadata_updated.v1',
    'submission.author_updated.v1',
  ],
  // The submission stream is mostly status changes this group skips: lingering reads them in fewer reads.
  inTurn: true,
  lingerMs: READ_LINGER_MS,
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, async (client) => {
        switch (event.type) {
          case 'identity.user.editorial_profile_updated.v1': {
            const p = event.payload;
            const stored = await upsertReviewerProfile(
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
            if (!stored) return;
            // Issue 44 item 2: the publisher's pool, with the person's opt-in and availability.
            await recordProfilePerson(client, {
              userId: p.userId,
              email: p.email,
              givenNames: p.givenNames,
              familyName: p.familyName,
              affiliation: p.affiliation,
              orcid: p.orcid,
              interests: p.reviewerInterests,
              optIn: p.reviewerPoolOptIn ?? true,
            });
            if (p.unavailableSaidAt)
              await recordAvailability(
                client,
                p.email,
                p.unavailableUntil ?? null,
                new Date(p.unavailableSaidAt),
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
    },
});
