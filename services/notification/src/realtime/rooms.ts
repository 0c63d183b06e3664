/** Room names. A user's room is keyed by the token subject (stable across email changes). */
export const ADMINS_ROOM = 'admins';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}
