import type { Queryable } from '@journal/db';
import type { JournalRole } from '@journal/events';

/** A journal's team member with the names the users read model holds. */
export interface MemberRow {
  journal_slug: string;
  user_id: string;
  role: JournalRole;
  added_at: Date;
  email: string | null;
  given_names: string | null;
  family_name: string | null;
}

export interface InvitationRow {
  journal_slug: string;
  email: string;
  role: JournalRole;
  invited_at: Date;
}

export async function listMembers(db: Queryable, slug: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.journal_slug, m.user_id, m.role, m.added_at, u.email, u.given_names, u.family_name
       FROM journals.members m LEFT JOIN journals.users u ON u.user_id = m.user_id
      WHERE m.journal_slug = $1
      ORDER BY m.role = 'manager' DESC, lower(u.family_name), lower(u.given_names), m.user_id`,
    [slug],
  );
  return rows;
}

export async function findMember(
  db: Queryable,
  slug: string,
  userId: string,
): Promise<{ role: JournalRole } | undefined> {
  const { rows } = await db.query<{ role: JournalRole }>(
    'SELECT role FROM journals.members WHERE journal_slug = $1 AND user_id = $2',
    [slug, userId],
  );
  return rows[0];
}

/** Inserts the role; false when the person already holds one in that journal. */
export async function insertMember(
  db: Queryable,
  member: { slug: string; userId: string; role: JournalRole; addedAt: Date },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO journals.members (journal_slug, user_id, role, added_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [member.slug, member.userId, member.role, member.addedAt],
  );
  return result.rowCount === 1;
}

/** Deletes the role; returns it, or undefined when the person held none there. */
export async function deleteMember(
  db: Queryable,
  slug: string,
  userId: string,
): Promise<{ role: JournalRole } | undefined> {
  const { rows } = await db.query<{ role: JournalRole }>(
    'DELETE FROM journals.members WHERE journal_slug = $1 AND user_id = $2 RETURNING role',
    [slug, userId],
  );
  return rows[0];
}

/** The journals a person holds a role in, in menu order (one indexed read per editorial request). */
export async function rolesOfUser(
  db: Queryable,
  userId: string,
): Promise<{ slug: string; name: string; role: JournalRole }[]> {
  const { rows } = await db.query<{ slug: string; name: string; role: JournalRole }>(
    `SELECT j.slug, j.name, m.role FROM journals.members m JOIN journals.journals j ON j.slug = m.journal_slug
      WHERE m.user_id = $1 ORDER BY j.position, j.slug`,
    [userId],
  );
  return rows;
}

/** The journal roles of each of `userIds` (ids without a role are absent). */
export async function rolesOfUsers(
  db: Queryable,
  userIds: readonly string[],
): Promise<{ user_id: string; slug: string; name: string; role: JournalRole }[]> {
  const { rows } = await db.query<{ user_id: string; slug: string; name: string; role: JournalRole }>(
    `SELECT m.user_id, j.slug, j.name, m.role FROM journals.members m JOIN journals.journals j ON j.slug = m.journal_slug
      WHERE m.user_id = ANY($1::uuid[]) ORDER BY j.position, j.slug`,
    [userIds],
  );
  return rows;
}

export async function listInvitations(db: Queryable, slug: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    'SELECT journal_slug, email, role, invited_at FROM journals.invitations WHERE journal_slug = $1 ORDER BY invited_at, email',
    [slug],
  );
  return rows;
}

/** Inserts the invitation (address lower-cased); false when the address is already invited there. */
export async function insertInvitation(
  db: Queryable,
  invitation: { slug: string; email: string; role: JournalRole; invitedAt: Date },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO journals.invitations (journal_slug, email, role, invited_at) VALUES ($1, lower($2), $3, $4)
     ON CONFLICT DO NOTHING`,
    [invitation.slug, invitation.email, invitation.role, invitation.invitedAt],
  );
  return result.rowCount === 1;
}

export async function deleteInvitation(db: Queryable, slug: string, email: string): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM journals.invitations WHERE journal_slug = $1 AND email = lower($2)',
    [slug, email],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Takes every invitation of an address (they become roles in the caller's transaction). */
export async function takeInvitations(db: Queryable, email: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    'DELETE FROM journals.invitations WHERE email = lower($1) RETURNING journal_slug, email, role, invited_at',
    [email],
  );
  return rows;
}
