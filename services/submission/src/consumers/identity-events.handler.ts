import { defineConsumer, handleOnce, type ConsumingService } from '@journal/events';
import { upsertAuthorIfNewer } from '../repositories/authors.repository';
import { refreshAuthorOnSubmissions } from '../repositories/submissions.repository';
import { recordEvents, submissionAuthorUpdated } from '../events/submission-events.publisher';

/**
 * Keeps the authors projection and the names/emails on the author's submissions in step with
 * identity. Once per event id (handleOnce); an older user version than the stored one changes
 * nothing. Changed submissions emit submission.author_updated.v1 in the same transaction.
 */
export const authorsConsumer = defineConsumer({
  group: 'submission.authors',
  types: ['identity.user.registered.v1', 'identity.user.profile_updated.v1'],
  handle:
    ({ pool, afterCommit }: ConsumingService & { afterCommit(): void }, recordedAs) =>
    async (event) => {
      const author = {
        userId: event.payload.userId,
        email: event.payload.email,
        givenNames: event.payload.givenNames,
        familyName: event.payload.familyName,
        institution: event.payload.institution,
        orcid: event.payload.orcid,
      };
      let emitted = false;
      await handleOnce(pool, recordedAs, event, async (client) => {
        if (!(await upsertAuthorIfNewer(client, author, event.version))) return;
        const changed = await refreshAuthorOnSubmissions(client, author);
        await recordEvents(client, changed.map(submissionAuthorUpdated));
        emitted = changed.length > 0;
      });
      if (emitted) afterCommit();
    },
});

/** The group's name and types under the names deploy-tests/k8s-observability.test.ts reads them by. */
export const AUTHORS_CONSUMER_GROUP = authorsConsumer.group;
export const IDENTITY_EVENT_TYPES = authorsConsumer.types;
