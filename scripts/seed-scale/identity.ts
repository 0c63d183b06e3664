import type { Pool } from '@journal/db';
import { idOf, type ScaleSizes } from './sizes';

/** Names drawn by number; shared by every service's rows about the same person. */
export const NAMES = `
  (ARRAY['Aarav','Aditi','Alice','Amelia','Arjun','Bob','Carlos','Chen','Daniel','Deepa','Elena','Emma','Fatima',
         'Grace','Hiro','Ines','Ishaan','Jamal','Julia','Kavya','Lars','Leila','Lucas','Maya','Mei','Nadia','Noah',
         'Olga','Priya','Rahul','Rosa','Sakura','Sofia','Tariq','Uma','Victor','Wei','Xavier','Yusuf','Zara'])`;
export const FAMILIES = `
  (ARRAY['Sharma','Smith','Garcia','Nguyen','Müller','Rossi','Kowalski','Okafor','Tanaka','Patel','Johnson','Silva',
         'Kim','Ivanova','Haddad','Novak','Reddy','Brown','Dubois','Lopez','Andersen','Baptiste','Castillo','Demir',
         'Eriksen','Fontaine','Gupta','Horvat','Ibrahim','Jovanovic'])`;
export const INTERESTS = `
  (ARRAY['deep learning','structural health','power grids','curriculum design','supply chains','quantum sensors',
         'contract law','microfluidics','wind turbines','graph neural networks','soil mechanics','public policy',
         'edge computing','battery storage','financial inclusion'])`;

/** User n's given names, family name and address, as SQL over a column `n`. */
export const givenOf = (n: string) => `${NAMES}[1 + (${n}) % 40]`;
export const familyOf = (n: string) => `${FAMILIES}[1 + ((${n}) / 40) % 30]`;
export const emailOf = (n: string) => `'user' || (${n}) || '@scale.example.org'`;

/** identity.users: accounts 1..users; the first `reviewers` have reviewing interests (the pools). */
export async function seedIdentity(pool: Pool, sizes: ScaleSizes): Promise<void> {
  await pool.query(
    `INSERT INTO identity.users (id, email, given_names, family_name, email_verified, terms_accepted_at,
            created_at, updated_at, reviewer_interests)
     SELECT ${idOf('user', 'n')}, ${emailOf('n')}, ${givenOf('n')}, ${familyOf('n')}, true, at, at, at,
            CASE WHEN n <= $2 THEN ARRAY[${INTERESTS}[1 + n % 15], ${INTERESTS}[1 + (n / 15) % 15]] ELSE '{}' END
       FROM generate_series(1, $1::int) AS n, LATERAL (SELECT now() - (n % 1095) * interval '1 day' AS at) t`,
    [sizes.users, sizes.reviewers],
  );
  // The journals service's copy of the accounts (its members and invitations look people up there).
  await pool.query(
    `INSERT INTO journals.users (user_id, email, given_names, family_name, email_verified, version)
     SELECT id, email, given_names, family_name, true, 1 FROM identity.users
     ON CONFLICT DO NOTHING`,
  );
}
