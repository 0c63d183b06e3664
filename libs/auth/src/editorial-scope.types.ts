// The editorial roles and scope as types only: the guard and the commit-time re-check both speak them.
/** A role in one journal (issue 28): `manager` (settings, team, board) or `editor` (submissions). */
export type EditorialRole = 'manager' | 'editor';

export interface EditorialJournal {
  slug: string;
  name: string;
  role: EditorialRole;
}

/**
 * Where a service learns a signed-in user's journal roles: the journals service, which owns them, asked
 * once per request of a non-administrator (`/internal/editorial/users/:userId`, ADR 0031), so a role
 * removed or granted counts from the very next request. The administrator's token never asks.
 */
export interface EditorialRoles {
  journalsOf(userId: string): Promise<EditorialJournal[]>;
  /**
   * Many users' roles in one call (a page of the administrator's user list): every id asked is a key of
   * the answer. Optional: `journalsOfEach` below asks one by one where a source lacks it.
   */
  journalsOfEach?(userIds: readonly string[]): Promise<Record<string, EditorialJournal[]>>;
}

/** Many users' roles, in one call where the source can, else one call per user. */
export async function journalsOfEach(
  roles: EditorialRoles,
  userIds: readonly string[],
): Promise<Record<string, EditorialJournal[]>> {
  if (roles.journalsOfEach) return roles.journalsOfEach(userIds);
  const answers = await Promise.all(userIds.map((id) => roles.journalsOf(id)));
  return Object.fromEntries(userIds.map((id, i) => [id, answers[i]!]));
}

/** What the caller may see: every journal (the administrator's token), or the journals of their roles. */
export type EditorialScope =
  | { administrator: true }
  | { administrator: false; journals: readonly EditorialJournal[] };
