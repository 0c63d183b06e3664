import { lockRolesForChange } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import type { JournalRole } from '@journal/events';
import {
  recordMemberAdded,
  recordMemberInvited,
  recordMemberRemoved,
} from '../events/member-events.publisher';
import { findJournal, listJournals } from '../repositories/journals.repository';
import {
  deleteInvitation,
  deleteMember,
  findMember,
  insertInvitation,
  insertMember,
  listInvitations,
  listMembers,
  rolesOfUser,
  rolesOfUsers,
  takeInvitations,
} from '../repositories/members.repository';
import { findUserByEmail, type KnownUser } from '../repositories/users.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import { MEMBER_MESSAGES, type AddMemberInput } from './members.input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MemberView {
  userId: string;
  email: string;
  givenNames: string;
  familyName: string;
  role: JournalRole;
}
export interface InvitationView {
  email: string;
  role: JournalRole;
  invitedAt: string;
}

/** The journals a person edits or manages: `GET /api/editorial/me` and the other services' guard. */
export interface EditorialJournalView {
  slug: string;
  name: string;
  role: JournalRole;
}

/**
 * Each journal's editorial team (issue 28 part 3). A role goes to an account whose address is proven
 * (identity's events, kept in journals.users); any other address gets an invitation, granted when an
 * account proves that address. Every change writes its event in its transaction (mails follow from them).
 */
export class MembersService {
  constructor(private readonly deps: { pool: Pool; afterCommit: () => void }) {}

  private async journal(db: Pool | PoolClient, slug: string, lock = false) {
    const journal = await findJournal(db, slug, lock);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
    return journal;
  }

  /** The caller's role in one journal, read now (undefined: none, or no such journal). */
  async roleIn(slug: unknown, userId: string): Promise<JournalRole | undefined> {
    if (typeof slug !== 'string' || !UUID.test(userId)) return undefined;
    return (await findMember(this.deps.pool, slug, userId))?.role;
  }

  async journalsOf(userId: string): Promise<EditorialJournalView[]> {
    if (!UUID.test(userId)) return [];
    return rolesOfUser(this.deps.pool, userId);
  }

  /** Each of `userIds`' roles (a page of the administrator's user list), every asked id a key. */
  async journalsOfEach(userIds: readonly string[]): Promise<Record<string, EditorialJournalView[]>> {
    const ids = userIds.filter((id) => UUID.test(id));
    const answer: Record<string, EditorialJournalView[]> = Object.fromEntries(userIds.map((id) => [id, []]));
    for (const row of ids.length ? await rolesOfUsers(this.deps.pool, ids) : [])
      answer[row.user_id]!.push({ slug: row.slug, name: row.name, role: row.role });
    return answer;
  }

  /** The administrator: every journal, as a manager. */
  async everyJournal(): Promise<EditorialJournalView[]> {
    return (await listJournals(this.deps.pool)).map((j) => ({ slug: j.slug, name: j.name, role: 'manager' }));
  }

  async list(slug: string): Promise<{ members: MemberView[]; invitations: InvitationView[] }> {
    await this.journal(this.deps.pool, slug);
    const [members, invitations] = await Promise.all([
      listMembers(this.deps.pool, slug),
      listInvitations(this.deps.pool, slug),
    ]);
    return {
      members: members.map((m) => ({
        userId: m.user_id,
        email: m.email ?? '',
        givenNames: m.given_names ?? '',
        familyName: m.family_name ?? '',
        role: m.role,
      })),
      invitations: invitations.map((i) => ({
        email: i.email,
        role: i.role,
        invitedAt: i.invited_at.toISOString(),
      })),
    };
  }

  /**
   * A proven account gets the role now (and a mail, from member_added); any other address an invitation
   * (and an invitation mail, from member_invited). 409 when the person or address is already there.
   */
  async add(
    slug: string,
    input: AddMemberInput,
  ): Promise<{ member: MemberView; invitation: null } | { member: null; invitation: InvitationView }> {
    const added = await this.addIn(slug, input);
    this.deps.afterCommit();
    return added;
  }

  private addIn(
    slug: string,
    input: AddMemberInput,
  ): Promise<{ member: MemberView; invitation: null } | { member: null; invitation: InvitationView }> {
    return withTransaction(this.deps.pool, async (client) => {
      // The journal's row lock serialises changes of one team.
      const journal = await this.journal(client, slug, true);
      const user = await findUserByEmail(client, input.memberEmail);
      const now = new Date();
      if (user?.emailVerified) {
        if (!(await insertMember(client, { slug, userId: user.userId, role: input.role, addedAt: now })))
          throw new ConflictError(MEMBER_MESSAGES.alreadyMember);
        await recordMemberAdded(client, { journal, user, role: input.role, addedAt: now });
        return { member: memberView(user, input.role), invitation: null };
      }
      const invited = { slug, email: input.memberEmail, role: input.role, invitedAt: now };
      if (!(await insertInvitation(client, invited))) throw new ConflictError(MEMBER_MESSAGES.alreadyInvited);
      await recordMemberInvited(client, { ...invited, journal });
      return {
        member: null,
        invitation: {
          email: input.memberEmail.toLowerCase(),
          role: input.role,
          invitedAt: now.toISOString(),
        },
      };
    });
  }

  /** Ends a role (effective on the person's next request; member_removed disconnects their sockets). */
  async remove(slug: string, userId: string): Promise<void> {
    await withTransaction(this.deps.pool, async (client) => {
      await this.journal(client, slug, true);
      // Writes already committing under this role finish first; later ones see it gone (role-at-commit).
      if (UUID.test(userId)) await lockRolesForChange(client, userId);
      const removed = UUID.test(userId) ? await deleteMember(client, slug, userId) : undefined;
      if (!removed) throw new NotFoundError(MEMBER_MESSAGES.memberNotFound);
      await recordMemberRemoved(client, { slug, userId, role: removed.role, removedAt: new Date() });
    });
    this.deps.afterCommit();
  }

  async cancelInvitation(slug: string, email: string): Promise<void> {
    await withTransaction(this.deps.pool, async (client) => {
      await this.journal(client, slug, true);
      if (!(await deleteInvitation(client, slug, email)))
        throw new NotFoundError(MEMBER_MESSAGES.invitationNotFound);
    });
  }
}

function memberView(user: KnownUser, role: JournalRole): MemberView {
  return {
    userId: user.userId,
    email: user.email,
    givenNames: user.givenNames,
    familyName: user.familyName,
    role,
  };
}

/**
 * An account proved `user.email`: every invitation of that address becomes a role (in the caller's
 * transaction, with its member_added event). A journal where the person already holds a role keeps it.
 */
export async function grantInvitations(client: PoolClient, user: KnownUser): Promise<number> {
  let granted = 0;
  for (const invitation of await takeInvitations(client, user.email)) {
    const journal = await findJournal(client, invitation.journal_slug);
    if (!journal) continue;
    const addedAt = new Date();
    const inserted = await insertMember(client, {
      slug: journal.slug,
      userId: user.userId,
      role: invitation.role,
      addedAt,
    });
    if (!inserted) continue;
    await recordMemberAdded(client, { journal, user, role: invitation.role, addedAt });
    granted += 1;
  }
  return granted;
}
