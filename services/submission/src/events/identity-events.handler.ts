import type { Pool } from '@journal/db';
import { handleOnce, type EventOf } from '@journal/events';
import { upsertAuthorIfNewer } from '../repositories/authors.repository';
import { refreshAuthorOnSubmissions } from '../repositories/submissions.repository';
import { SCHEMA } from '../repositories/schema';
import { recordEvents, submissionAuthorUpdated } from './submission-events.publisher';

export const IDENTITY_EVENT_TYPES = [
  'identity.user.registered.v1',
  'identity.user.profile_updated.v1',
] as const;
type IdentityEvent = EventOf<(typeof IDENTITY_EVENT_TYPES)[number]>;
export const AUTHORS_CONSUMER_GROUP = 'submission.authors';

/** Where this group records the events it handled (processed_events is keyed by group and event id). */
const CONSUMER = { schema: SCHEMA, group: AUTHORS_CONSUMER_GROUP };

/**
 * Keeps the authors projection and the names/emails on the author's submissions in step with
 * identity. Once per event id (handleOnce); an older user version than the stored one changes
 * nothing. Changed submissions emit submission.author_updated.v1 in the same transaction.
 */
export function identityEventsHandler(pool: Pool, afterCommit: () => void) {
  return async (event: IdentityEvent): Promise<void> => {
    const author = {
      userId: event.payload.userId,
      email: event.payload.email,
      givenNames: event.payload.givenNames,
      familyName: event.payload.familyName,
      institution: event.payload.institution,
      orcid: event.payload.orcid,
    };
    let emitted = false;
    await handleOnce(pool, CONSUMER, event, async (client) => {
      if (!(await upsertAuthorIfNewer(client, author, event.version))) return;
      const changed = await refreshAuthorOnSubmissions(client, author);
      await recordEvents(client, changed.map(submissionAuthorUpdated));
      emitted = changed.length > 0;
    });
    if (emitted) afterCommit();
  };
}
