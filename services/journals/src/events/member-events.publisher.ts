import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox, type JournalRole } from '@journal/events';
import type { KnownUser } from '../repositories/users.repository';
import { nextRolesVersion } from '../repositories/users.repository';
import { SCHEMA } from '../schema';

/** Aggregate of a person's editorial roles (all journals): their events keep one order. */
const rolesAggregate = (userId: string) => `editorial-roles:${userId}`;

/** Writes `journals.member_added.v1` in the caller's transaction. */
export async function recordMemberAdded(
  client: PoolClient,
  member: { journal: { slug: string; name: string }; user: KnownUser; role: JournalRole; addedAt: Date },
): Promise<void> {
  const version = await nextRolesVersion(client, member.user.userId);
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.member_added.v1', rolesAggregate(member.user.userId), version, {
      journalSlug: member.journal.slug,
      userId: member.user.userId,
      role: member.role,
      email: member.user.email,
      givenNames: member.user.givenNames,
      familyName: member.user.familyName,
      journalName: member.journal.name,
      addedAt: member.addedAt.toISOString(),
    }),
  ]);
}

/** Writes `journals.member_removed.v1` in the caller's transaction. */
export async function recordMemberRemoved(
  client: PoolClient,
  member: { slug: string; userId: string; role: JournalRole; removedAt: Date },
): Promise<void> {
  const version = await nextRolesVersion(client, member.userId);
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.member_removed.v1', rolesAggregate(member.userId), version, {
      journalSlug: member.slug,
      userId: member.userId,
      role: member.role,
      removedAt: member.removedAt.toISOString(),
    }),
  ]);
}

/** Writes `journals.member_invited.v1` (one invitation: its own aggregate, version 1). */
export async function recordMemberInvited(
  client: PoolClient,
  invitation: { journal: { slug: string; name: string }; email: string; role: JournalRole; invitedAt: Date },
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent(
      'journals.member_invited.v1',
      `invitation:${invitation.journal.slug}:${invitation.email.toLowerCase()}`,
      1,
      {
        journalSlug: invitation.journal.slug,
        journalName: invitation.journal.name,
        email: invitation.email,
        role: invitation.role,
        invitedAt: invitation.invitedAt.toISOString(),
      },
    ),
  ]);
}
