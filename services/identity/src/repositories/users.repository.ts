import type { Queryable } from '@journal/db';

// SQL over identity.users; every function runs on the pool or on the caller's transaction client.

export interface UserRow {
  id: string;
  email: string;
  given_names: string;
  family_name: string;
  password_hash: string | null;
  email_verified: boolean;
  institution: string | null;
  /** Bare ORCID iD (0000-0002-1825-0097), checked before it is stored. */
  orcid: string | null;
  /** The iD came back from Sign in with ORCID (issue 43 item 6); a typed one is false. */
  orcid_authenticated: boolean;
  /** Reviewing keywords (issue 29, item 4). */
  reviewer_interests: string[];
  /** Editor mail kinds turned off (issue 29, item 3). */
  muted_editor_mails: string[];
  /** In the publisher's reviewer pool (issue 44 item 2; on by default). */
  reviewer_pool_opt_in: boolean;
  /** Away until this day (YYYY-MM-DD), and when it was said. */
  unavailable_until: string | null;
  unavailable_said_at: Date | null;
  marketing_accepted: boolean;
  terms_accepted_at: Date | null;
  google_sub: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface NewUser {
  email: string;
  givenNames: string;
  familyName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  marketingAccepted: boolean;
  termsAcceptedAt: Date | null;
  googleSub: string | null;
}

export interface ProfileChanges {
  givenNames: string;
  familyName: string;
  /** A new address resets email_verified. */
  email?: string;
  passwordHash?: string;
  /** undefined keeps the ORCID iD, null clears it. */
  orcid?: string | null;
}

export const EMAIL_UNIQUE_INDEX = 'users_email_lower_key';
export const AUTHENTICATED_ORCID_UNIQUE_INDEX = 'users_orcid_authenticated_key';
export const GOOGLE_SUB_UNIQUE = 'users_google_sub_key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM identity.users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

export async function findById(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const { rows } = await db.query<UserRow>(`SELECT * FROM identity.users WHERE id = $1${lock}`, [id]);
  return rows[0];
}

export async function findByGoogleSub(db: Queryable, sub: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM identity.users WHERE google_sub = $1', [sub]);
  return rows[0];
}

export async function insert(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO identity.users
       (email, given_names, family_name, password_hash, email_verified, marketing_accepted, terms_accepted_at, google_sub)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      user.email,
      user.givenNames,
      user.familyName,
      user.passwordHash,
      user.emailVerified,
      user.marketingAccepted,
      user.termsAcceptedAt,
      user.googleSub,
    ],
  );
  return rows[0]!;
}

/**
 * A new password from a reset link. No event is written (other services keep no password), so the
 * version stays; false when the account is gone.
 */
export async function setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE identity.users SET password_hash = $2, updated_at = now() WHERE id = $1',
    [id, passwordHash],
  );
  return rowCount === 1;
}

/** Applies a profile change and bumps the aggregate version (the event carries the new one). */
export async function updateProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET
       given_names = $2,
       family_name = $3,
       email = COALESCE($4, email),
       email_verified = CASE WHEN $4::text IS NULL THEN email_verified ELSE false END,
       password_hash = COALESCE($5, password_hash),
       orcid = CASE WHEN $6 THEN $7 ELSE orcid END,
       -- A typed iD other than the connected one is not authenticated (the caller forgets the connection).
       orcid_authenticated = orcid_authenticated AND NOT ($6 AND $7::text IS DISTINCT FROM orcid),
       version = version + 1,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      changes.givenNames,
      changes.familyName,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.orcid !== undefined,
      changes.orcid ?? null,
    ],
  );
  return rows[0]!;
}

/** The version is bumped: identity.user.editorial_profile_updated.v1 carries the affiliation. */
export async function setInstitution(
  db: Queryable,
  id: string,
  institution: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET institution = $2, version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING *`,
    [id, institution],
  );
  return rows[0];
}

/** Replaces the lists sent (issue 29) and bumps the version; undefined lists keep their value. */
export async function setEditorialPreferences(
  db: Queryable,
  id: string,
  prefs: {
    reviewerInterests?: string[];
    mutedEditorMails?: string[];
    reviewerPoolOptIn?: boolean;
    /** undefined: kept; null: available again; a day: away until then (issue 44 item 2). */
    unavailableUntil?: string | null;
  },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET
       reviewer_interests = COALESCE($2::text[], reviewer_interests),
       muted_editor_mails = COALESCE($3::text[], muted_editor_mails),
       reviewer_pool_opt_in = COALESCE($4::boolean, reviewer_pool_opt_in),
       unavailable_until = CASE WHEN $5::boolean THEN $6::text ELSE unavailable_until END,
       unavailable_said_at = CASE WHEN $5::boolean THEN now() ELSE unavailable_said_at END,
       version = version + 1,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      prefs.reviewerInterests ?? null,
      prefs.mutedEditorMails ?? null,
      prefs.reviewerPoolOptIn ?? null,
      prefs.unavailableUntil !== undefined,
      prefs.unavailableUntil ?? null,
    ],
  );
  return rows[0];
}

/** A confirmed change of address: the new one is verified by the very link that confirms it. */
export async function changeEmail(
  db: Queryable,
  id: string,
  email: string,
): Promise<{ user: UserRow; previous: string }> {
  const { rows } = await db.query<UserRow & { previous_email: string }>(
    `UPDATE identity.users u SET email = $2, email_verified = true, version = u.version + 1, updated_at = now()
     FROM identity.users old WHERE u.id = $1 AND old.id = u.id
     RETURNING u.*, old.email AS previous_email`,
    [id, email],
  );
  const { previous_email: previous, ...user } = rows[0]!;
  return { user, previous };
}

/**
 * Only when the address is still the one the token was issued for; the account after the change
 * (its version bumped: identity.user.email_verified.v1 carries it), undefined otherwise.
 */
export async function markEmailVerified(
  db: Queryable,
  id: string,
  email: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET email_verified = true, version = version + 1, updated_at = now()
     WHERE id = $1 AND lower(email) = lower($2) RETURNING *`,
    [id, email],
  );
  return rows[0];
}

/**
 * Links a Google account to an existing author. When the author's address was never verified, the
 * password is dropped: whoever registered it without owning the mailbox loses access (pre-hijacking).
 */
export async function linkGoogle(db: Queryable, id: string, sub: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET
       google_sub = $2,
       password_hash = CASE WHEN email_verified THEN password_hash ELSE NULL END,
       email_verified = true,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, sub],
  );
  return rows[0]!;
}

/** The other account holding `orcid` as an authenticated iD, if any (one such account per iD). */
export async function findAuthenticatedOrcidHolder(
  db: Queryable,
  orcid: string,
  exceptId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM identity.users WHERE orcid = $1 AND orcid_authenticated AND id <> $2',
    [orcid, exceptId],
  );
  return rows[0]?.id;
}

/**
 * Sets the iD from ORCID's sign-in (replacing a typed one), or, with `authenticated` false, keeps the iD as
 * a typed one (disconnect). Bumps the version: identity.user.profile_updated.v1 carries the change.
 */
export async function setOrcid(
  db: Queryable,
  id: string,
  orcid: string,
  authenticated: boolean,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE identity.users SET orcid = $2, orcid_authenticated = $3, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, orcid, authenticated],
  );
  return rows[0];
}
