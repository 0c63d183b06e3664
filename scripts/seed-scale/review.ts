import type { Pool } from '@journal/db';
import { emailOf, familyOf, givenOf } from './identity';
import { idOf, type ScaleSizes } from './sizes';

/**
 * The pools and the invitations: reviewers are users 1..reviewers (their profiles carry the interests
 * identity has); invitation i goes to reviewed paper i % m (m papers under review or decided), as its
 * reviewer number 1 + i / m, from reviewer 1 + (s * 7 + j * 1009) % reviewers (distinct per paper). By
 * i % 10: 60 % reported, 10 % accepted, 10 % declined, 10 % open, 10 % cancelled.
 */
export async function seedReview(pool: Pool, sizes: ScaleSizes): Promise<void> {
  await pool.query(
    `INSERT INTO review.reviewer_profiles (user_id, email, given_names, family_name, interests, version)
     SELECT id, email, given_names, family_name, reviewer_interests, 1 FROM identity.users
      WHERE reviewer_interests <> '{}'`,
  );
  await pool.query(
    `CREATE TEMP TABLE scale_reviewed AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS s, id, journal_id, submitted_at
       FROM submission.submissions WHERE status IN ('under_review', 'accepted', 'rejected', 'published')`,
  );
  await pool.query(
    `INSERT INTO review.submissions (submission_id, version, reviewers_count)
     SELECT id, 1, 0 FROM scale_reviewed`,
  );
  await pool.query(
    `INSERT INTO review.assignments (id, submission_id, round, reviewer_email, given_names, family_name,
            reviewer_number, state, due_date, expires_at, invited_by, invited_at, responded_at, accepted_at,
            report_submitted_at, cancelled_at, decline_reason, journal_id)
     SELECT ${idOf('inv', 'i')}, r.id, 1, ${emailOf('k')}, ${givenOf('k')}, ${familyOf('k')}, j + 1, state,
            (r.submitted_at + interval '31 days')::date, r.submitted_at + interval '14 days',
            'editor@scale.example.org', r.submitted_at + interval '10 days',
            CASE WHEN state <> 'invited' THEN r.submitted_at + interval '11 days' END,
            CASE WHEN state IN ('accepted', 'report_submitted') THEN r.submitted_at + interval '11 days' END,
            CASE WHEN state = 'report_submitted' THEN r.submitted_at + interval '25 days' END,
            CASE WHEN state = 'cancelled' THEN r.submitted_at + interval '12 days' END,
            CASE WHEN state = 'declined' THEN 'No time this month' END, r.journal_id
       FROM generate_series(0, $1::int - 1) AS i,
            LATERAL (SELECT (SELECT count(*) FROM scale_reviewed) AS m) mm,
            LATERAL (SELECT i / mm.m AS j, 1 + ((i % mm.m) * 7 + (i / mm.m) * 1009) % $2 AS k,
                            (ARRAY['report_submitted','report_submitted','report_submitted','report_submitted',
                                   'report_submitted','report_submitted','accepted','declined','invited',
                                   'cancelled'])[1 + i % 10] AS state) pick,
            scale_reviewed r
      WHERE r.s = i % mm.m`,
    [sizes.invitations, sizes.reviewers],
  );
  await pool.query(
    `INSERT INTO review.reports (id, assignment_id, submission_id, round, recommendation, comments_to_author,
            comments_to_editor, submitted_at)
     SELECT gen_random_uuid(), a.id, a.submission_id, 1,
            (ARRAY['accept','minor_revisions','major_revisions','reject'])[1 + a.reviewer_number % 4],
            'The methods are sound; the discussion of the limits of the data set should be expanded, and the '
              || 'second figure needs axis labels.', 'No concerns about ethics.', a.report_submitted_at
       FROM review.assignments a WHERE a.state = 'report_submitted'`,
  );
  await pool.query(
    `INSERT INTO review.reviewer_numbers (submission_id, email_lower, number)
     SELECT submission_id, lower(reviewer_email), reviewer_number FROM review.assignments`,
  );
  await pool.query(
    `UPDATE review.submissions rs SET reviewers_count = c.n
       FROM (SELECT submission_id, count(*)::int AS n FROM review.assignments GROUP BY 1) c
      WHERE c.submission_id = rs.submission_id`,
  );
  // The family pool's read model (review migration 010): everyone invited, then the reviewers' profiles.
  await pool.query(
    `INSERT INTO review.pool_people (email_key, email, given_names, family_name, invited)
     SELECT DISTINCT ON (lower(reviewer_email)) lower(reviewer_email), reviewer_email, given_names, family_name,
            true
       FROM review.assignments ORDER BY lower(reviewer_email), invited_at DESC`,
  );
  await pool.query(
    `INSERT INTO review.pool_people (email_key, email, given_names, family_name, user_id, interests)
     SELECT DISTINCT ON (lower(email)) lower(email), email, given_names, family_name, user_id, interests
       FROM review.reviewer_profiles ORDER BY lower(email), version DESC
     ON CONFLICT (email_key) DO UPDATE SET email = EXCLUDED.email, given_names = EXCLUDED.given_names,
       family_name = EXCLUDED.family_name, user_id = EXCLUDED.user_id, interests = EXCLUDED.interests`,
  );
  // The admin service's copy (the list's review summary, the analytics' invitation figures).
  await pool.query(
    `INSERT INTO admin.review_assignments (assignment_id, submission_id, round, state, version, due_date)
     SELECT id, submission_id, round, state, 1, due_date FROM review.assignments`,
  );
  await pool.query(
    `INSERT INTO admin.analytics_invitations (assignment_id, submission_id, invited_at, responded_at, accepted,
            reported_at)
     SELECT id, submission_id, invited_at, responded_at,
            CASE WHEN state IN ('accepted', 'report_submitted') THEN true WHEN state = 'declined' THEN false END,
            report_submitted_at
       FROM review.assignments`,
  );
}
