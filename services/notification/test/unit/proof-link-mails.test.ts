import { randomUUID } from 'node:crypto';
import { createEvent, type KnownEvent } from '@journal/events';
import { mailJobSchema } from '../../src/repositories/mail-job';
import { mailJobsForEvent } from '../../src/domain/mail/mail-jobs-for-event';
import { renderMail } from '../../src/domain/mail/render-mail';
import { withLinkToken } from '../../src/jobs/mail-links';

const ctx = { publisherName: 'Lumina Journals', publicUrl: 'https://journals.example.org' };
const noVerification = async () => undefined;
const submissionId = randomUUID();
const signedIn = `https://journals.example.org/submissions/${submissionId}/proof`;
const coAuthorLink = `https://journals.example.org/proofs/${'T'.repeat(43)}`;
const proofSent = createEvent('publishing.proof_sent.v1', `proof:${submissionId}`, 3, {
  submissionId,
  generation: 2,
  title: 'Carbon in seagrass',
  journalId: 'applied-science',
  journalName: 'Applied Science',
  previewUrl: signedIn,
  sentAt: '2026-05-06T12:00:00.000Z',
  recipients: [
    { givenNames: 'Rosa', familyName: 'Hartmann', email: 'rosa@example.org' },
    { givenNames: 'Jonas', familyName: 'Weber', email: 'jonas@example.org' },
  ],
}) as unknown as KnownEvent;

describe("co-authors' proof links in the Proof ready mail (issue 42)", () => {
  it("asks publishing for each recipient's link when sending; a co-author gets it, never /login", async () => {
    const asked: unknown[] = [];
    const proofLinks = async (request: { submissionId: string; generation: number; email: string }) => {
      asked.push(request);
      return request.email === 'jonas@example.org' ? coAuthorLink : null;
    };
    const [rosa, jonas] = mailJobsForEvent(proofSent);
    // The queued job names the proof's generation, never a token.
    expect(mailJobSchema.parse(jonas)).toEqual(jonas);
    expect(jonas).toMatchObject({ kind: 'proof-ready', generation: 2, previewUrl: signedIn });
    const sources = { verificationTokens: noVerification, proofLinks };

    const coAuthorMail = renderMail((await withLinkToken(jonas!, sources))!, ctx);
    expect(coAuthorMail.text).toContain(`Read the proof here: ${coAuthorLink}`);
    expect(coAuthorMail.html).toContain(coAuthorLink);
    expect(`${coAuthorMail.text}${coAuthorMail.html}`).not.toContain('/login');
    expect(`${coAuthorMail.text}${coAuthorMail.html}`).not.toContain(signedIn);

    const authorMail = renderMail((await withLinkToken(rosa!, sources))!, ctx);
    expect(authorMail.text).toContain(`Read the proof here: ${signedIn}`);
    expect(asked).toEqual([
      { submissionId, generation: 2, email: 'jonas@example.org' },
      { submissionId, generation: 2, email: 'rosa@example.org' },
    ]);
  });

  it('sends no mail once the proof no longer waits for an answer', async () => {
    const [, jonas] = mailJobsForEvent(proofSent);
    const sources = { verificationTokens: noVerification, proofLinks: async () => undefined };
    expect(await withLinkToken(jonas!, sources)).toBeNull();
  });

  it('keeps the signed-in link for a job queued before proof links (no generation)', async () => {
    const [, jonas] = mailJobsForEvent(proofSent);
    const { generation: _generation, ...older } = jonas as typeof jonas & { generation?: number };
    const proofLinks = jest.fn();
    expect(
      await withLinkToken(older as typeof jonas & object, { verificationTokens: noVerification, proofLinks }),
    ).toEqual(older);
    expect(proofLinks).not.toHaveBeenCalled();
  });
});
