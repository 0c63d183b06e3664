import { DAY_SECONDS } from '@journal/config';
import { withTransaction, type Pool, type Queryable } from '@journal/db';

/**
 * The publisher's reviewer pool (issue 44 item 2): review.pool_people, one row per address (any case),
 * filled from invitations (names of the latest) and identity's editorial profiles (names, interests,
 * opt-in), with the latest "unavailable until" the person gave.
 */
export interface PoolPerson {
  email: string;
  givenNames: string;
  familyName: string;
  affiliation: string | null;
  orcid: string | null;
  interests: string[];
  unavailableUntil: string | null;
  /** Family-wide open invitations and reviews in progress (read only when ranking for a paper). */
  load: number;
}

interface PersonRow {
  email: string;
  given_names: string;
  family_name: string;
  affiliation: string | null;
  orcid: string | null;
  interests: string[];
  unavailable_until: string | null;
  load: number;
}

/** An invitation names its reviewer: unregistered people take the invitation's names. */
export async function recordInvitedPerson(
  db: Queryable,
  p: { email: string; givenNames: string; familyName: string },
): Promise<void> {
  await db.query(
    `INSERT INTO review.pool_people AS p (email_key, email, given_names, family_name, invited)
     VALUES (lower($1), $1, $2, $3, true)
     ON CONFLICT (email_key) DO UPDATE SET invited = true,
       email = CASE WHEN p.user_id IS NULL THEN EXCLUDED.email ELSE p.email END,
       given_names = CASE WHEN p.user_id IS NULL THEN EXCLUDED.given_names ELSE p.given_names END,
       family_name = CASE WHEN p.user_id IS NULL THEN EXCLUDED.family_name ELSE p.family_name END`,
    [p.email, p.givenNames, p.familyName],
  );
}

/** A registered person's profile (already checked newer): their row, under their current address. */
export async function recordProfilePerson(
  db: Queryable,
  p: {
    userId: string;
    email: string;
    givenNames: string;
    familyName: string;
    affiliation: string | null;
    orcid: string | null;
    interests: string[];
    optIn: boolean;
  },
): Promise<void> {
  // An address they left keeps its invitations but no longer speaks for the account.
  await db.query(
    `UPDATE review.pool_people SET user_id = NULL, opt_in = true, interests = '{}'
      WHERE user_id = $1 AND email_key <> lower($2)`,
    [p.userId, p.email],
  );
  await db.query(
    `INSERT INTO review.pool_people AS p
       (email_key, email, given_names, family_name, user_id, affiliation, orcid, interests, opt_in)
     VALUES (lower($1), $1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (email_key) DO UPDATE SET email = EXCLUDED.email, given_names = EXCLUDED.given_names,
       family_name = EXCLUDED.family_name, user_id = EXCLUDED.user_id, affiliation = EXCLUDED.affiliation,
       orcid = EXCLUDED.orcid, interests = EXCLUDED.interests, opt_in = EXCLUDED.opt_in`,
    [p.email, p.givenNames, p.familyName, p.userId, p.affiliation, p.orcid, p.interests, p.optIn],
  );
}

/**
 * "Unavailable until" (null: available), as said at `saidAt`: kept unless a later statement is stored
 * (the profile's event may arrive after a statement on a review link's page, or be replayed).
 */
export async function recordAvailability(
  db: Queryable,
  email: string,
  unavailableUntil: string | null,
  saidAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE review.pool_people SET unavailable_until = $2::date, unavailable_said_at = $3
      WHERE email_key = lower($1) AND (unavailable_said_at IS NULL OR unavailable_said_at < $3)`,
    [email, unavailableUntil, saidAt],
  );
}

/** The stored "unavailable until" of an address, if any. */
export async function availabilityOf(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ until: string | null }>(
    `SELECT to_char(unavailable_until, 'YYYY-MM-DD') AS until FROM review.pool_people WHERE email_key = lower($1)`,
    [email],
  );
  return rows[0]?.until ?? null;
}

export interface PoolSearch {
  journalId: string;
  /** Today (YYYY-MM-DD): people away until a later date are left out. */
  today: string;
  now: Date;
  /** Lower-case text every listed person's fields contain (one field), if any. */
  q?: string;
  /** Addresses (lower case) never listed: the paper's authors. */
  excluded: string[];
  /** For a paper: its keywords (lower case), ranked by matching interests, then lowest load. */
  keywords?: string[];
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const PERSON = `p.email, p.given_names, p.family_name, p.affiliation, p.orcid, p.interests,
  to_char(p.unavailable_until, 'YYYY-MM-DD') AS unavailable_until`;

/**
 * Who the journal may list ($1 journal, $2 today, $3 search, $4 excluded): invited anywhere in the family
 * or volunteered interests; opted in, or invited by this journal (their own history there); not away.
 */
const VISIBLE = `(p.invited OR cardinality(p.interests) > 0)
  AND (p.opt_in OR EXISTS (SELECT 1 FROM review.assignments a
                            WHERE a.journal_id = $1 AND lower(a.reviewer_email) = p.email_key))
  AND (p.unavailable_until IS NULL OR p.unavailable_until <= $2::date)
  AND ($3::text IS NULL OR p.search LIKE '%' || $3 || '%')
  AND p.email_key <> ALL($4::text[])`;

/** A person's open invitations and reviews in progress in every journal ($6: now), on the partial index. */
const OPEN_OF_P = `FROM review.assignments a
  WHERE lower(a.reviewer_email) = p.email_key AND a.state IN ('invited', 'accepted')
    AND (a.state = 'accepted' OR a.expires_at > $6)`;

const BY_NAME = 'p.family_name, p.given_names, p.email_key';

/**
 * The people a journal's editors see (issue 44 item 2), at most `limit`: by name, or for a paper by
 * interests matching its keywords, then by family-wide load (open invitations and reviews in progress),
 * then by name. The ranking is read in three steps so that no step counts the load of the whole family:
 * the people whose interests match (few, by the interests' index) with their load; then, when the page
 * is not full, the others without load by name (most people); then the others with load.
 */
export async function searchPool(db: Pool, s: PoolSearch): Promise<PoolPerson[]> {
  const base = [s.journalId, s.today, s.q ? escapeLike(s.q.toLowerCase()) : null, s.excluded, s.limit];
  // Small indexed reads: planning JIT code for them costs more than it saves.
  return withTransaction(db, async (client) => {
    await client.query('SET LOCAL jit = off');
    if (s.keywords === undefined) {
      const { rows } = await client.query<PersonRow>(
        `SELECT ${PERSON}, 0 AS load FROM review.pool_people p WHERE ${VISIBLE} ORDER BY ${BY_NAME} LIMIT $5`,
        base,
      );
      return rows.map(toPerson);
    }
    const ranked = [...base, s.now, s.keywords];
    const { rows: matching } = await client.query<PersonRow>(
      `SELECT ${PERSON}, (SELECT count(*)::int ${OPEN_OF_P}) AS load
         FROM review.pool_people p
        WHERE p.interest_keys && $7::text[] AND ${VISIBLE}
        ORDER BY cardinality(ARRAY(SELECT unnest(p.interest_keys) INTERSECT SELECT unnest($7::text[]))) DESC,
                 load, ${BY_NAME}
        LIMIT $5`,
      ranked,
    );
    const people = matching.map(toPerson);
    if (people.length >= s.limit) return people;
    const { rows: idle } = await client.query<PersonRow>(
      `SELECT ${PERSON}, 0 AS load FROM review.pool_people p
        WHERE NOT (p.interest_keys && $7::text[]) AND ${VISIBLE} AND NOT EXISTS (SELECT 1 ${OPEN_OF_P})
        ORDER BY ${BY_NAME} LIMIT $5 - $8::int`,
      [...ranked, people.length],
    );
    people.push(...idle.map(toPerson));
    if (people.length >= s.limit) return people;
    const { rows: busy } = await client.query<PersonRow>(
      `SELECT * FROM (
         SELECT ${PERSON}, (SELECT count(*)::int ${OPEN_OF_P}) AS load, p.family_name AS f, p.given_names AS g,
                p.email_key AS k
           FROM review.pool_people p
          WHERE NOT (p.interest_keys && $7::text[]) AND ${VISIBLE}) AS b
        WHERE load > 0 ORDER BY load, f, g, k LIMIT $5 - $8::int`,
      [...ranked, people.length],
    );
    return [...people, ...busy.map(toPerson)];
  });
}

const toPerson = (r: PersonRow): PoolPerson => ({
  email: r.email,
  givenNames: r.given_names,
  familyName: r.family_name,
  affiliation: r.affiliation,
  orcid: r.orcid,
  interests: r.interests,
  unavailableUntil: r.unavailable_until,
  load: r.load,
});

/** What the answer shows of each listed person: the journal's history and the family-wide figures. */
export interface PoolFigures {
  invited: number;
  accepted: number;
  declined: number;
  completed: number;
  openAssignments: number;
  medianDaysToReport: number | null;
  open: number;
  inProgress: number;
  lastReviewAt: string | null;
  responseRate: number | null;
}

interface FiguresRow extends Omit<PoolFigures, 'lastReviewAt'> {
  email_key: string;
  last_review_at: Date | null;
}

/**
 * The figures of these addresses (lower case), by address: the journal's history (as issue 29 had it)
 * and, over every journal, the load, the latest report and the response rate. The rate: invitations
 * answered (accepted or declined) over those answered or no longer answerable (expired unanswered);
 * invitations still awaiting an answer, and those cancelled before one, do not count.
 */
export async function poolFigures(
  db: Queryable,
  journalId: string,
  emailKeys: string[],
  now: Date,
): Promise<Map<string, PoolFigures>> {
  if (emailKeys.length === 0) return new Map();
  const { rows } = await db.query<FiguresRow>(
    `SELECT lower(reviewer_email) AS email_key,
            count(*) FILTER (WHERE journal_id = $1)::int AS invited,
            count(accepted_at) FILTER (WHERE journal_id = $1)::int AS accepted,
            count(*) FILTER (WHERE journal_id = $1 AND responded_at IS NOT NULL AND accepted_at IS NULL)::int
              AS declined,
            count(*) FILTER (WHERE journal_id = $1 AND state = 'report_submitted')::int AS completed,
            count(*) FILTER (WHERE journal_id = $1 AND state = 'accepted')::int AS "openAssignments",
            round((percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM report_submitted_at - invited_at) / ${DAY_SECONDS}
            ) FILTER (WHERE journal_id = $1 AND state = 'report_submitted'))::numeric, 1)::float8
              AS "medianDaysToReport",
            count(*) FILTER (WHERE state = 'invited' AND expires_at > $3)::int AS open,
            count(*) FILTER (WHERE state = 'accepted')::int AS "inProgress",
            max(report_submitted_at) AS last_review_at,
            round(count(responded_at)::numeric / nullif(count(*) FILTER (
              WHERE responded_at IS NOT NULL OR (state = 'invited' AND expires_at <= $3)), 0), 2)::float8
              AS "responseRate"
       FROM review.assignments
      WHERE lower(reviewer_email) = ANY($2::text[])
      GROUP BY 1`,
    [journalId, emailKeys, now],
  );
  return new Map(
    rows.map(({ email_key, last_review_at, ...figures }) => [
      email_key,
      { ...figures, lastReviewAt: last_review_at?.toISOString() ?? null },
    ]),
  );
}

/** Reviews in progress (accepted, report not in) of an address in every journal. */
export async function reviewsInProgress(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM review.assignments
      WHERE lower(reviewer_email) = lower($1) AND state = 'accepted'`,
    [email],
  );
  return rows[0]!.n;
}
