import type { Queryable } from '@journal/db';
import type { ReviewerProfileView } from '@journal/metadata';

/** A registered person as the reviewer pool knows them (identity's editorial profile event). */
export interface ReviewerProfile extends ReviewerProfileView {
  userId: string;
}

/** Stores the person's profile unless a newer version is already stored; true when it was stored. */
export async function upsertReviewerProfile(
  db: Queryable,
  profile: ReviewerProfile,
  version: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO review.reviewer_profiles AS p
       (user_id, email, given_names, family_name, affiliation, orcid, interests, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, given_names = EXCLUDED.given_names,
       family_name = EXCLUDED.family_name, affiliation = EXCLUDED.affiliation, orcid = EXCLUDED.orcid,
       interests = EXCLUDED.interests, version = EXCLUDED.version
     WHERE p.version < EXCLUDED.version`,
    [
      profile.userId,
      profile.email,
      profile.givenNames,
      profile.familyName,
      profile.affiliation,
      profile.orcid,
      profile.interests,
      version,
    ],
  );
  return (rowCount ?? 0) > 0;
}

interface ProfileRow {
  user_id: string;
  email: string;
  given_names: string;
  family_name: string;
  affiliation: string | null;
  orcid: string | null;
  interests: string[];
}

const toProfile = (r: ProfileRow): ReviewerProfile => ({
  userId: r.user_id,
  email: r.email,
  givenNames: r.given_names,
  familyName: r.family_name,
  affiliation: r.affiliation,
  orcid: r.orcid,
  interests: r.interests,
});

/** Profiles of these addresses (any case), and of everyone who volunteered with interests. */
export async function listPoolProfiles(db: Queryable, emails: string[]): Promise<ReviewerProfile[]> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT user_id, email, given_names, family_name, affiliation, orcid, interests
       FROM review.reviewer_profiles
      WHERE cardinality(interests) > 0 OR lower(email) = ANY($1::text[])`,
    [emails.map((e) => e.toLowerCase())],
  );
  return rows.map(toProfile);
}
