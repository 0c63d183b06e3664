import type { UserRow } from '../repositories/users.repository';
import type { OrcidStatus } from './orcid-sign-in.service';
import type { AuthorSubmission } from './submissions-reader.port';

/**
 * Who a user is, as other services read it (GET /internal/users/:userId): the notification service holds
 * co-author notices of unverified authors (issue 26 item 7).
 */
export function userIdentity(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    given_names: user.given_names,
    family_name: user.family_name,
    email_verified: user.email_verified,
  };
}

/** The `user` of a login / Google sign-in answer (SPEC reads user.given_names). */
export function sessionUser(user: UserRow) {
  return {
    ...userIdentity(user),
    orcid: user.orcid,
    // Issue 29: the reviewing keywords (reviewer pool) and the editor mails turned off.
    reviewer_interests: user.reviewer_interests,
    muted_editor_mails: user.muted_editor_mails,
    // Issue 44 item 2: in the publisher's reviewer pool, and away until (YYYY-MM-DD or null).
    reviewer_pool_opt_in: user.reviewer_pool_opt_in,
    unavailable_until: user.unavailable_until,
  };
}

export interface ProfileUser extends ReturnType<typeof sessionUser>, OrcidStatus {
  created_at: string;
  institution: string | null;
  stats: { total_papers: number; published: number };
  individual_submissions: AuthorSubmission[];
}

export function profileUser(
  user: UserRow,
  submissions: { stats: ProfileUser['stats']; submissions: AuthorSubmission[] },
  orcid: OrcidStatus,
): ProfileUser {
  return {
    ...sessionUser(user),
    // Issue 43 item 6: whether the iD came from Sign in with ORCID (never any token).
    ...orcid,
    created_at: user.created_at.toISOString(),
    institution: user.institution,
    stats: submissions.stats,
    individual_submissions: submissions.submissions,
  };
}
