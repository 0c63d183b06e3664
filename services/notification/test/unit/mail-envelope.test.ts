import { randomUUID } from 'node:crypto';
import { mailEnvelope, mailSubjectOf } from '../../src/domain/mail/mail-envelope';
import type { MailJob } from '../../src/repositories/mail-job';

const person = { eventId: randomUUID(), to: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'F' };
const status: MailJob = {
  ...person,
  kind: 'status-change',
  journalId: 'applied-science',
  submissionId: 'p1',
  paperTitle: 'T',
  journalName: 'Applied Science',
  oldStatus: 'submitted',
  newStatus: 'under_review',
  changedAt: new Date().toISOString(),
};
const verify: MailJob = { ...person, kind: 'verify-email', reason: 'registration', verificationRef: 'r' };
const editor = { name: 'Edith Editor', address: 'edith@journal.example.org' };
const office = { name: 'Office', address: 'office@journal.example.org' };
const SITE = 'help@example.org';

describe('mailEnvelope: From name and Reply-To', () => {
  it('a paper: its journal by name; the handling editor, else the contact, else the site', () => {
    const about = mailSubjectOf(status);
    expect(about).toEqual({
      journalId: 'applied-science',
      submissionId: 'p1',
      journalName: 'Applied Science',
    });
    expect(mailEnvelope(about, { handlingEditor: editor, journalContact: office }, SITE)).toEqual({
      fromName: 'Applied Science',
      replyTo: editor,
    });
    expect(mailEnvelope(about, { journalContact: office }, SITE).replyTo).toEqual(office);
    expect(mailEnvelope(about, {}, SITE).replyTo).toEqual({ address: SITE });
    expect(mailEnvelope(about, {}, undefined)).toEqual({ fromName: 'Applied Science' });
  });

  it("the journal's current name wins over the one its event carried", () => {
    expect(mailEnvelope(mailSubjectOf(status), { journalName: 'Applied Sciences' }, SITE).fromName).toBe(
      'Applied Sciences',
    );
  });

  it('no journal: the site contact, or nothing; the sender stays MAIL_FROM', () => {
    expect(mailSubjectOf(verify)).toBeUndefined();
    expect(mailEnvelope(undefined, {}, SITE)).toEqual({ replyTo: { address: SITE } });
    expect(mailEnvelope(undefined, {}, undefined)).toEqual({});
  });
});
