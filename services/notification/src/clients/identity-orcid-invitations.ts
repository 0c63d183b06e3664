import { AppError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/**
 * A fresh link for one co-author's ORCID invitation mail (issue 43 item 6); undefined when there is nothing
 * to invite to (ORCID not set up on the site, or the co-author already connected an iD for the paper).
 */
export type OrcidInvitationLinks = (request: {
  submissionId: string;
  email: string;
  givenNames: string;
  familyName: string;
  paperTitle: string;
}) => Promise<string | undefined>;

/** Asks identity (POST /internal/orcid/invitations); 404 is "no mail", anything else retries. */
export function identityOrcidInvitations(identity: Pick<InternalClient, 'json'>): OrcidInvitationLinks {
  return async (request) => {
    try {
      const { url } = await identity.json<{ url: string }>('POST', '/orcid/invitations', request);
      return url;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
}
