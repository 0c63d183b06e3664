import type { Queryable } from '@journal/db';

// SQL over identity.orcid_states (sha256 of each OAuth state only; valid while unused and unexpired by the
// database's clock, the one every identity instance shares). A state names an account or, for a
// co-author without one, an invitation (identity.orcid_invitations).

export type StateOwner = { userId: string } | { invitationId: string };

export async function insert(
  db: Queryable,
  state: StateOwner & { stateHash: string; addWorks: boolean; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO identity.orcid_states (user_id, invitation_id, state_hash, add_works, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [
      'userId' in state ? state.userId : null,
      'invitationId' in state ? state.invitationId : null,
      state.stateHash,
      state.addWorks,
      state.ttlSeconds,
    ],
  );
}

export interface StartedSignIn {
  user_id: string | null;
  invitation_id: string | null;
  add_works: boolean;
}

/** Marks a valid state used and returns whom it names; undefined when unknown, used or expired. */
export async function consume(db: Queryable, stateHash: string): Promise<StartedSignIn | undefined> {
  const { rows } = await db.query<StartedSignIn>(
    `UPDATE identity.orcid_states SET used_at = now()
     WHERE state_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, invitation_id, add_works`,
    [stateHash],
  );
  return rows[0];
}
