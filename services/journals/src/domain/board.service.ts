import { withTransaction, type Pool, type Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import {
  insertBoardMember,
  listBoardMembers,
  markBoardMembersLeft,
  updateBoardMember,
  type BoardMemberRow,
} from '../repositories/board-members.repository';
import { findJournal } from '../repositories/journals.repository';
import { memberIdentity, type BoardMemberInput } from './board.input';
import type { Board } from './journal.types';

export const JOURNAL_NOT_FOUND = 'Journal not found';

function toBoard(rows: BoardMemberRow[]): Board {
  const view = (row: BoardMemberRow) => ({
    name: row.name,
    roleTitle: row.role_title,
    affiliation: row.affiliation,
    orcid: row.orcid,
    order: row.position,
    joinedAt: row.joined_at.toISOString(),
  });
  return {
    members: rows.filter((row) => !row.left_at).map(view),
    pastMembers: rows
      .filter((row) => row.left_at)
      .map((row) => ({ ...view(row), leftAt: row.left_at!.toISOString() })),
  };
}

/**
 * The same person as a current member: the same ORCID iD; without one, the same name. A member known by
 * name only who now brings an ORCID iD is still the same person.
 */
function samePerson(row: BoardMemberRow, member: BoardMemberInput): boolean {
  if (member.orcid && row.orcid) return member.orcid === row.orcid;
  return (
    memberIdentity({ name: row.name, orcid: null }) === memberIdentity({ name: member.name, orcid: null })
  );
}

/** A journal's editorial board: read, and replaced as a whole by an administrator. */
export class BoardService {
  constructor(private readonly pool: Pool) {}

  async board(slug: string, db: Queryable = this.pool): Promise<Board> {
    if (!(await findJournal(db, slug))) throw new NotFoundError(JOURNAL_NOT_FOUND);
    return toBoard(await listBoardMembers(db, slug));
  }

  /**
   * Replaces the current members. A listed member who is already current (same ORCID iD, else same name)
   * keeps the row and its joinedAt; a current member left out gets leftAt; anyone else joins now (a past
   * member who comes back joins again, and the old spell stays among the past members).
   */
  async replace(slug: string, members: BoardMemberInput[]): Promise<Board> {
    return withTransaction(this.pool, async (client) => {
      if (!(await findJournal(client, slug, true))) throw new NotFoundError(JOURNAL_NOT_FOUND);
      const current = (await listBoardMembers(client, slug)).filter((row) => !row.left_at);
      const kept = new Set<string>();
      for (const [position, member] of members.entries()) {
        const existing = current.find((row) => !kept.has(row.id) && samePerson(row, member));
        const fields = { ...member, position: position + 1 };
        if (existing) {
          kept.add(existing.id);
          await updateBoardMember(client, existing.id, fields);
        } else await insertBoardMember(client, slug, fields);
      }
      await markBoardMembersLeft(
        client,
        current.filter((row) => !kept.has(row.id)).map((row) => row.id),
      );
      return toBoard(await listBoardMembers(client, slug));
    });
  }
}
