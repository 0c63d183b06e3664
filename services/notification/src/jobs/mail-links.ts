import type { OrcidInvitationLinks } from '../clients/identity-orcid-invitations';
import type { ProofLinks } from '../clients/publishing-proof-links';
import type { ReviewLinkTokens } from '../clients/review-link-tokens';
import type { VerificationTokens } from '../clients/identity-verification-tokens';
import type { MailJob, RenderableMail } from '../repositories/mail-job';

/** Where the mail worker gets the link tokens of the mails it sends (identity, review). */
export interface MailLinkSources {
  verificationTokens: VerificationTokens;
  /** Without it reviewers' mails are not sent (no review service to ask). */
  reviewLinks?: ReviewLinkTokens;
  /** Co-authors' proof links (issue 42); without it every proof mail keeps the signed-in page. */
  proofLinks?: ProofLinks;
  /** Co-authors' ORCID invitations (issue 43); without it no invitation is mailed. */
  orcidInvitations?: OrcidInvitationLinks;
}

/**
 * The mail with its link token, asked for just before the send, outside any transaction (issue 27): the
 * event's consumer only wrote what the token is fetched by. null when the link is no longer valid (the
 * verification or reset used or superseded, the invitation cancelled or expired): nothing to send. A failing call
 * throws, and the attempt is retried like a refused send.
 */
export async function withLinkToken(job: MailJob, sources: MailLinkSources): Promise<RenderableMail | null> {
  switch (job.kind) {
    case 'verify-email': {
      const verificationToken =
        job.verificationToken ?? (await sources.verificationTokens(job.verificationRef!));
      return verificationToken ? { ...job, verificationToken } : null;
    }
    case 'password-reset': {
      const resetToken = await sources.verificationTokens(job.resetRef, 'password-reset');
      return resetToken ? { ...job, resetToken } : null;
    }
    case 'review-invitation':
    case 'review-reminder': {
      const linkToken = job.linkToken ?? (await sources.reviewLinks?.(job.assignmentId!));
      return linkToken ? { ...job, linkToken } : null;
    }
    case 'proof-ready': {
      // A co-author gets a link that works without an account, never the signed-in page (issue 42).
      if (job.generation === undefined || !sources.proofLinks) return job;
      const { submissionId, generation, to: email } = job;
      const link = await sources.proofLinks({ submissionId, generation, email });
      if (link === undefined) return null;
      return link === null ? job : { ...job, previewUrl: link };
    }
    case 'discussion-message': {
      // Only the reviewer's mail links to their review page, through a fresh token.
      if (job.recipientSide !== 'reviewer') return job;
      const linkToken = await sources.reviewLinks?.(job.assignmentId!);
      return linkToken ? { ...job, linkToken } : null;
    }
    case 'orcid-invitation': {
      const { submissionId, to: email, givenNames, familyName, paperTitle } = job;
      const invitationUrl = await sources.orcidInvitations?.({
        submissionId,
        email,
        givenNames,
        familyName,
        paperTitle,
      });
      return invitationUrl ? { ...job, invitationUrl } : null;
    }
    default:
      return job;
  }
}
