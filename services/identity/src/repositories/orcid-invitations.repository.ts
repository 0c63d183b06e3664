import type { Queryable } from '@journal/db';

// SQL over identity.orcid_invitations: one per (paper, co-author address). Each mail gets a fresh link (the
// row's token_hash is replaced); the grant ORCID gives is written here and read only by what calls ORCID's
// member API; the view below never selects the tokens.

export interface InvitationView {
  id: string;
  submission_id: string;
  email: string;
  given_names: string;
  family_name: string;
  paper_title: string;
  orcid: string | null;
  connected_at: Date | null;
}

const VIEW = `id, submission_id, email, given_names, family_name, paper_title, orcid, connected_at`;

/**
 * The invitation of this co-author for this paper with a new link (the previous link stops working);
 * undefined when the co-author has already connected an iD for it (no new mail).
 */
export async function renewLink(
  db: Queryable,
  invitation: {
    submissionId: string;
    email: string;
    givenNames: string;
    familyName: string;
    paperTitle: string;
    tokenHash: string;
    ttlSeconds: number;
  },
): Promise<InvitationView | undefined> {
  const { rows } = await db.query<InvitationView>(
    `INSERT INTO identity.orcid_invitations
       (submission_id, email, given_names, family_name, paper_title, token_hash, expires_at)
     VALUES ($1, lower($2), $3, $4, $5, $6, now() + make_interval(secs => $7))
     ON CONFLICT (submission_id, email) DO UPDATE SET
       token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
       given_names = EXCLUDED.given_names, family_name = EXCLUDED.family_name,
       paper_title = EXCLUDED.paper_title
     WHERE identity.orcid_invitations.connected_at IS NULL
     RETURNING ${VIEW}`,
    [
      invitation.submissionId,
      invitation.email,
      invitation.givenNames,
      invitation.familyName,
      invitation.paperTitle,
      invitation.tokenHash,
      invitation.ttlSeconds,
    ],
  );
  return rows[0];
}

/** The invitation a link names while it is unexpired (a connected one stays readable to say so). */
export async function findByToken(db: Queryable, tokenHash: string): Promise<InvitationView | undefined> {
  const { rows } = await db.query<InvitationView>(
    `SELECT ${VIEW} FROM identity.orcid_invitations WHERE token_hash = $1 AND expires_at > now()`,
    [tokenHash],
  );
  return rows[0];
}

export async function findById(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationView | undefined> {
  const { rows } = await db.query<InvitationView>(
    `SELECT ${VIEW} FROM identity.orcid_invitations WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Keeps what ORCID granted for the invitation (its link then only says so). */
export async function connect(
  db: Queryable,
  id: string,
  grant: {
    orcid: string;
    scopes: string[];
    accessToken: string;
    refreshToken: string | null;
    expiresAt: Date | null;
  },
): Promise<InvitationView> {
  const { rows } = await db.query<InvitationView>(
    `UPDATE identity.orcid_invitations SET orcid = $2, scopes = $3, access_token = $4, refresh_token = $5,
       token_expires_at = $6, connected_at = now()
     WHERE id = $1 RETURNING ${VIEW}`,
    [id, grant.orcid, grant.scopes, grant.accessToken, grant.refreshToken, grant.expiresAt],
  );
  return rows[0]!;
}
