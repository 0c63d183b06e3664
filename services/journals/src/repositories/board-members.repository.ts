import { randomUUID } from 'node:crypto';
import type { PoolClient, Queryable } from '@journal/db';

export interface BoardMemberRow {
  id: string;
  name: string;
  role_title: string;
  affiliation: string;
  orcid: string | null;
  position: number;
  joined_at: Date;
  left_at: Date | null;
}

/** Current members in display order, then past members, most recently left first. */
export async function listBoardMembers(db: Queryable, slug: string): Promise<BoardMemberRow[]> {
  const { rows } = await db.query<BoardMemberRow>(
    `SELECT id, name, role_title, affiliation, orcid, position, joined_at, left_at
       FROM journals.board_members WHERE journal_slug = $1
      ORDER BY left_at DESC NULLS FIRST, position, joined_at`,
    [slug],
  );
  return rows;
}

export async function insertBoardMember(
  client: PoolClient,
  slug: string,
  member: { name: string; roleTitle: string; affiliation: string; orcid: string | null; position: number },
): Promise<void> {
  await client.query(
    `INSERT INTO journals.board_members (id, journal_slug, name, role_title, affiliation, orcid, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), slug, member.name, member.roleTitle, member.affiliation, member.orcid, member.position],
  );
}

export async function updateBoardMember(
  client: PoolClient,
  id: string,
  member: { name: string; roleTitle: string; affiliation: string; orcid: string | null; position: number },
): Promise<void> {
  await client.query(
    `UPDATE journals.board_members SET name = $2, role_title = $3, affiliation = $4, orcid = $5, position = $6
      WHERE id = $1`,
    [id, member.name, member.roleTitle, member.affiliation, member.orcid, member.position],
  );
}

export async function markBoardMembersLeft(client: PoolClient, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await client.query('UPDATE journals.board_members SET left_at = now() WHERE id = ANY($1::uuid[])', [ids]);
}
