import { defineConsumer, handleOnce, type ConsumedEvent, type ConsumingService } from '@journal/events';
import type { Logger } from '@journal/logger';
import { grantInvitations } from '../domain/members.service';
import { applyUserChange } from '../repositories/users.repository';

type UserEvent = ConsumedEvent<typeof usersConsumer>;

/** What an event says about the account (undefined fields keep their stored value). */
function changeOf(event: UserEvent) {
  const base = { userId: event.payload.userId, email: event.payload.email, version: event.version };
  switch (event.type) {
    case 'identity.user.registered.v1':
      return {
        ...base,
        givenNames: event.payload.givenNames,
        familyName: event.payload.familyName,
        emailVerified: false,
      };
    case 'identity.user.profile_updated.v1':
      return {
        ...base,
        givenNames: event.payload.givenNames,
        familyName: event.payload.familyName,
        // A changed address is announced only once the new one was confirmed.
        ...(event.payload.emailChanged ? { emailVerified: true } : {}),
      };
    case 'identity.user.email_verified.v1':
      return { ...base, emailVerified: true };
  }
}

/**
 * The journals service's copy of identity's accounts (issue 28 part 3): how a manager's `memberEmail`
 * finds a person, and the moment an invited address is proven, its invitations become roles (in the same
 * transaction, with their member_added events). Once per event id; an older user version changes nothing.
 */
export const usersConsumer = defineConsumer({
  group: 'journals.users',
  types: [
    'identity.user.registered.v1',
    'identity.user.profile_updated.v1',
    'identity.user.email_verified.v1',
  ],
  handle:
    ({ pool, logger, afterCommit }: GrantingService, recordedAs) =>
    async (event) => {
      let granted = 0;
      await handleOnce(pool, recordedAs, event, async (client) => {
        const user = await applyUserChange(client, changeOf(event));
        if (!user?.emailVerified) return;
        granted = await grantInvitations(client, user);
        if (granted > 0) logger.info({ userId: user.userId, granted }, 'invitations granted');
      });
      if (granted > 0) afterCommit();
    },
});

/** What the group takes: its logger, and the outbox relay's wake-up once granted roles wrote events. */
type GrantingService = ConsumingService & { logger: Logger; afterCommit(): void };
