import { editorialJournalsAnswer, editorialJournalsOfEachAnswer, type EditorialRoles } from '@journal/auth';
import type { InternalClient } from './internal-client';

/**
 * A user's journal roles, asked of the journals service (their owner) on every call: no cache, so a
 * removed role is refused and a granted one honoured on the next request (ADR 0031). Callers ask once per
 * request, and only for a non-administrator token.
 */
export function journalRolesClient(journals: InternalClient): EditorialRoles {
  return {
    async journalsOf(userId) {
      const answer = await journals.json<unknown>('GET', `/editorial/users/${encodeURIComponent(userId)}`);
      return editorialJournalsAnswer.parse(answer).journals;
    },
    async journalsOfEach(userIds) {
      if (!userIds.length) return {};
      const ids = userIds.map(encodeURIComponent).join(',');
      const answer = await journals.json<unknown>('GET', `/editorial/users?ids=${ids}`);
      return editorialJournalsOfEachAnswer.parse(answer).users;
    },
  };
}
