import type { Queryable } from '@journal/db';

/** A registered person as identity's events describe them (journals.users). */
export interface KnownUser {
  userId: string;
  email: string;
  givenNames: string;
  familyName: string;
  emailVerified: boolean;
}

interface UserRow {
  user_id: string;
  email: string;
  given_names: string;
  family_name: string;
  email_verified: boolean;
}

const toUser = (row: UserRow): KnownUser => ({
  userId: row.user_id,
  email: row.email,
  givenNames: row.given_names,
  familyName: row.family_name,
  emailVerified: row.email_verified,
});

const COLUMNS = 'user_id, email, given_names, family_name, email_verified';

/** The account holding this address now (case-insensitive), if any. */
export async function findUserByEmail(db: Queryable, email: string): Promise<KnownUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM journals.users WHERE lower(email) = lower($1) ORDER BY email_verified DESC LIMIT 1`,
    [email],
  );
  return rows[0] && toUser(rows[0]);
}

export async function findUserById(db: Queryable, userId: string): Promise<KnownUser | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM journals.users WHERE user_id = $1`, [
    userId,
  ]);
  return rows[0] && toUser(rows[0]);
}

/**
 * Applies what one of identity's events says about an account when it is newer than what is stored
 * (`version`); names left undefined keep their stored value, `emailVerified` undefined keeps it too.
 * Returns the account after the change, or undefined when the event was older (nothing changed).
 */
export async function applyUserChange(
  db: Queryable,
  change: {
    userId: string;
    email: string;
    givenNames?: string;
    familyName?: string;
    emailVerified?: boolean;
    version: number;
  },
): Promise<KnownUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO journals.users AS u (user_id, email, given_names, family_name, email_verified, version)
     VALUES ($1, $2, coalesce($3, ''), coalesce($4, ''), coalesce($5, false), $6)
     ON CONFLICT (user_id) DO UPDATE SET
       email = EXCLUDED.email,
       given_names = coalesce($3, u.given_names),
       family_name = coalesce($4, u.family_name),
       email_verified = coalesce($5, u.email_verified),
       version = EXCLUDED.version
     WHERE u.version < EXCLUDED.version
     RETURNING ${COLUMNS}`,
    [
      change.userId,
      change.email,
      change.givenNames ?? null,
      change.familyName ?? null,
      change.emailVerified ?? null,
      change.version,
    ],
  );
  return rows[0] && toUser(rows[0]);
}

/** Bumps and returns the version of the person's membership events; locks their row until COMMIT. */
export async function nextRolesVersion(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ roles_version: number }>(
    'UPDATE journals.users SET roles_version = roles_version + 1 WHERE user_id = $1 RETURNING roles_version',
    [userId],
  );
  if (!rows[0]) throw new Error(`no journals.users row for ${userId}`);
  return rows[0].roles_version;
}
