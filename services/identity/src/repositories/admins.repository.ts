import type { Queryable } from '@journal/db';

// SQL over identity.admins.

export interface AdminRow {
  id: string;
  email: string;
  given_names: string;
  family_name: string;
  password_hash: string;
  role: 'admin';
  created_at: Date;
  updated_at: Date;
}

export interface AdminAccount {
  email: string;
  givenNames: string;
  familyName: string;
  passwordHash: string;
}

export async function findByEmail(db: Queryable, email: string): Promise<AdminRow | undefined> {
  const { rows } = await db.query<AdminRow>('SELECT * FROM identity.admins WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

export async function findById(db: Queryable, id: string): Promise<AdminRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<AdminRow>('SELECT * FROM identity.admins WHERE id = $1', [id]);
  return rows[0];
}

/** A new password from a reset link; false when the administrator is gone. */
export async function setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE identity.admins SET password_hash = $2, updated_at = now() WHERE id = $1',
    [id, passwordHash],
  );
  return rowCount === 1;
}

/** Creates the admin or updates its names and password; returns the row and whether it was new. */
export async function upsert(
  db: Queryable,
  admin: AdminAccount,
): Promise<{ row: AdminRow; created: boolean }> {
  const { rows } = await db.query<AdminRow & { created: boolean }>(
    `INSERT INTO identity.admins (email, given_names, family_name, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT ((lower(email))) DO UPDATE SET
       given_names = EXCLUDED.given_names,
       family_name = EXCLUDED.family_name,
       password_hash = EXCLUDED.password_hash,
       updated_at = now()
     RETURNING *, (xmax = 0) AS created`,
    [admin.email, admin.givenNames, admin.familyName, admin.passwordHash],
  );
  const { created, ...row } = rows[0]!;
  return { row, created };
}
