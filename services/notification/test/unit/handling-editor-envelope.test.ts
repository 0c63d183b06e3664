import { randomUUID } from 'node:crypto';
import { mailEnvelope, mailSubjectOf } from '../../src/domain/mail/mail-envelope';
import type { MailJob } from '../../src/repositories/mail-job';

const assigned: MailJob = {
  kind: 'handling-editor-assigned',
  eventId: randomUUID(),
  to: 'edith@journal.example.org',
  givenNames: 'Edith Editor',
  familyName: '',
  journalId: 'applied-science',
  submissionId: 'p1',
  paperTitle: 'T',
  journalName: 'Applied Science',
  assignedBy: 'mary@journal.example.org',
};

describe("the handling editor's assignment mail", () => {
  it('answers to the editor who assigned them, not to themself', () => {
    const handlingEditor = { name: 'Edith Editor', address: 'edith@journal.example.org' };
    expect(mailEnvelope(mailSubjectOf(assigned), { handlingEditor }, 'help@example.org')).toEqual({
      fromName: 'Applied Science',
      replyTo: { address: 'mary@journal.example.org' },
    });
  });
});
