import { randomUUID } from 'node:crypto';
import {
  createEvent,
  emptySubmissionMetadata,
  type CoAuthorPayload,
  type SubmissionStatus,
} from '@journal/events';
import type { AuthorVerified } from '../../src/clients/identity-author-verified';
import type { VerificationTokens } from '../../src/clients/identity-verification-tokens';
import type { TestUser } from './tokens';

const JOURNAL = {
  journalId: 'computer-science-engineering',
  journalName: 'Journal of Computer Science & Engineering',
  journalIcon: 'cpu',
};

/**
 * Identity's side of verification mails in these tests: events carry a reference, and this answers the
 * token registered for it (undefined = no longer pending), as POST /internal/email-verifications does.
 */
const pendingVerifications = new Map<string, string>();
export const testVerificationTokens: VerificationTokens = async (reference) =>
  pendingVerifications.get(reference);
/** What the mail worker of a test instance asks for link tokens (no review links: none in these tests). */
export const testMailLinks = { verificationTokens: testVerificationTokens };
function pendingVerification(token: string): string {
  const reference = randomUUID();
  pendingVerifications.set(reference, token);
  return reference;
}

/**
 * Identity's answer to "is this author's address verified" (GET /internal/users/:id). Authors of these tests
 * are verified unless a test says otherwise (issue 26 item 7 holds the co-author notices of the others).
 */
const unverifiedAuthors = new Set<string>();
export const testAuthorVerified: AuthorVerified = async (userId) => {
  await identityProbe?.();
  return !unverifiedAuthors.has(userId);
};
/** Runs as identity is asked, so a test can look at Postgres at that moment. */
let identityProbe: (() => Promise<void>) | undefined;
export function onIdentityAsked(probe: (() => Promise<void>) | undefined): void {
  identityProbe = probe;
}
export function setAuthorVerified(userId: string, verified: boolean): void {
  if (verified) unverifiedAuthors.delete(userId);
  else unverifiedAuthors.add(userId);
}

export function emailVerifiedEvent(user: TestUser, version = 2) {
  return createEvent('identity.user.email_verified.v1', user.sub, version, {
    userId: user.sub,
    email: user.email,
    verifiedAt: new Date().toISOString(),
  });
}

export function registeredEvent(user: TestUser, verificationToken = `vt_${randomUUID()}`) {
  return createEvent('identity.user.registered.v1', user.sub, 1, {
    userId: user.sub,
    email: user.email,
    givenNames: user.givenNames,
    familyName: user.familyName,
    verificationRef: pendingVerification(verificationToken),
  });
}

export function profileUpdatedEvent(user: TestUser, change: { newEmail?: string; version?: number } = {}) {
  const emailChanged = change.newEmail !== undefined;
  return createEvent('identity.user.profile_updated.v1', user.sub, change.version ?? 2, {
    userId: user.sub,
    email: change.newEmail ?? user.email,
    givenNames: user.givenNames,
    familyName: user.familyName,
    emailChanged,
    ...(emailChanged ? { previousEmail: user.email } : {}),
  });
}

export function emailChangeRequestedEvent(
  user: TestUser,
  newEmail: string,
  verificationToken = `vt_${randomUUID()}`,
) {
  return createEvent('identity.user.email_change_requested.v1', user.sub, 2, {
    userId: user.sub,
    email: user.email,
    newEmail,
    givenNames: user.givenNames,
    familyName: user.familyName,
    verificationRef: pendingVerification(verificationToken),
  });
}

export function submissionCreatedEvent(
  user: TestUser,
  paperTitle: string,
  submissionId = randomUUID(),
  coAuthors: CoAuthorPayload[] = [],
) {
  const now = new Date().toISOString();
  return createEvent('submission.created.v1', submissionId, 1, {
    submissionId,
    authorId: user.sub,
    authorEmail: user.email,
    givenNames: user.givenNames,
    familyName: user.familyName,
    paperTitle,
    ...JOURNAL,
    ...emptySubmissionMetadata(),
    coAuthors,
    status: 'submitted',
    file: null,
    submittedAt: now,
    updatedAt: now,
  });
}

export function statusChangedEvent(
  user: TestUser,
  options: {
    submissionId?: string;
    paperTitle?: string;
    oldStatus?: SubmissionStatus;
    newStatus?: SubmissionStatus;
    actorEmail?: string;
    version?: number;
    coAuthors?: CoAuthorPayload[];
    decisionId?: string;
  } = {},
) {
  const submissionId = options.submissionId ?? randomUUID();
  return createEvent('submission.status_changed.v1', submissionId, options.version ?? 2, {
    submissionId,
    authorId: user.sub,
    authorEmail: user.email,
    givenNames: user.givenNames,
    familyName: user.familyName,
    paperTitle: options.paperTitle ?? `Paper ${submissionId.slice(0, 8)}`,
    ...JOURNAL,
    ...emptySubmissionMetadata(),
    coAuthors: options.coAuthors ?? [],
    oldStatus: options.oldStatus ?? 'submitted',
    newStatus: options.newStatus ?? 'under_review',
    actorEmail: options.actorEmail ?? 'editor@example.org',
    ...(options.decisionId ? { decisionId: options.decisionId } : {}),
    changedAt: new Date().toISOString(),
  });
}

export const TEST_JOURNAL = JOURNAL;
