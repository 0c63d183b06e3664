/** Room names. A user's room is keyed by the token subject (stable across email changes). */
export const ADMINS_ROOM = 'admins';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Every socket of one login session (the token's `sid`): a logout disconnects exactly these. */
export function sessionRoom(sid: string): string {
  return `session:${sid}`;
}

/** The editors and managers of one journal (issue 28): its live notices, beside the administrators' room. */
export function journalRoom(journalId: string): string {
  return `journal:${journalId}`;
}

/** Every editorial socket of one person: a removed role disconnects exactly these. */
export function editorRoom(userId: string): string {
  return `editor:${userId}`;
}
