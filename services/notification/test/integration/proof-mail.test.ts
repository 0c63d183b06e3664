import { createEvent } from '@journal/events';
import { mailScenario } from '../support/mail-scenario';
import { waitFor } from '../support/wait-for';

const FROM = 'Test Academic Press <no-reply@example.org>';
const SUBMISSION = '2b7c1e0a-9d4f-4c51-8a3e-6f0d2c9b1a77';
const PAPER = {
  submissionId: SUBMISSION,
  generation: 1,
  title: 'Timber <frames>',
  journalId: 'applied-science',
  journalName: 'Applied Science',
};

/**
 * Issue 31: the proof mail to every author (once per address); the answer's mail to the handling editor,
 * else the journal's editors and managers, else (nobody known) the editor who chose the production file.
 */
describe('proof mails, in-process queue and bus', () => {
  const scenario = mailScenario('in-process', FROM, 'notif-proof');

  it('mails each author the preview link, then (no team known) the editor who chose the file the corrections', async () => {
    await scenario.publisher().publish([
      createEvent('publishing.proof_sent.v1', `proof:${SUBMISSION}`, 1, {
        ...PAPER,
        previewUrl: `https://journal.example.org/submissions/${SUBMISSION}/proof`,
        sentAt: '2026-05-06T12:00:00.000Z',
        recipients: [
          { givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' },
          { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' },
          { givenNames: 'Rosalind', familyName: 'Franklin', email: 'Rosalind@example.org' },
        ],
      }),
    ]);
    await waitFor('two proof mails', () => scenario.smtp().mails.length >= 2, 20_000);
    const grace =
      scenario.smtp().mails[scenario.smtp().recipients.findIndex((to) => to.includes('grace@example.org'))]!;
    expect(grace.subject).toBe('Proof ready: "Timber <frames>" in Applied Science');
    expect(grace.text).toContain('Dear Grace Hopper,');
    expect(grace.text).toContain(
      `Read the proof here: https://journal.example.org/submissions/${SUBMISSION}/proof`,
    );
    expect(grace.html).toContain('Timber &lt;frames&gt;');

    await scenario.publisher().publish([
      createEvent('publishing.proof_answered.v1', `proof:${SUBMISSION}`, 2, {
        ...PAPER,
        decision: 'corrections',
        corrections: 'Table 1: <b>0.04</b>, not 0.03.',
        answeredBy: 'rosalind@example.org',
        answeredAt: '2026-05-07T12:00:00.000Z',
        editorEmails: ['editor@journal.local'],
      }),
    ]);
    await waitFor('the editor mail', () => scenario.smtp().mails.length >= 3, 20_000);
    const editor =
      scenario.smtp().mails[
        scenario.smtp().recipients.findIndex((to) => to.includes('editor@journal.local'))
      ]!;
    expect(editor.subject).toBe('Proof corrections: "Timber <frames>" in Applied Science');
    expect(editor.text).toContain('rosalind@example.org asked for corrections');
    expect(editor.text).toContain('Table 1: <b>0.04</b>, not 0.03.');
    expect(editor.html).toContain('&lt;b&gt;0.04&lt;/b&gt;');
    expect(scenario.smtp().mails).toHaveLength(3);
  });

  const proofAnswers = () =>
    scenario
      .smtp()
      .mails.flatMap((mail, i) =>
        /^Proof (approved|corrections)/.test(mail.subject ?? '')
          ? [{ to: String(scenario.smtp().recipients[i]), subject: mail.subject }]
          : [],
      );
  const answer = (version: number, decision: 'approve' | 'corrections') =>
    createEvent('publishing.proof_answered.v1', `proof:${SUBMISSION}`, version, {
      ...PAPER,
      generation: version / 2,
      decision,
      ...(decision === 'corrections' ? { corrections: 'Figure 2 is upside down.' } : {}),
      answeredBy: 'rosalind@example.org',
      answeredAt: new Date().toISOString(),
      editorEmails: ['chooser@journal.local'],
    });

  it("mails the journal's editors and managers, then only the handling editor, never the file's chooser", async () => {
    const member = (userId: string, role: 'editor' | 'manager', email: string, givenNames: string) =>
      createEvent('journals.member_added.v1', `user:${userId}`, 1, {
        journalSlug: PAPER.journalId,
        userId,
        role,
        email,
        givenNames,
        familyName: 'Team',
        journalName: PAPER.journalName,
        addedAt: new Date().toISOString(),
      });
    await scenario
      .publisher()
      .publish([
        member('5a0c3a52-6d1e-4f0b-9a51-0e3c1f7b2d01', 'editor', 'ada@journal.local', 'Ada'),
        member('5a0c3a52-6d1e-4f0b-9a51-0e3c1f7b2d02', 'manager', 'max@journal.local', 'Max'),
      ]);
    await waitFor('the team in the editor directory', async () => {
      const { rows } = await scenario
        .db()
        .pool.query('SELECT 1 FROM notification.journal_editors WHERE journal_id = $1', [PAPER.journalId]);
      return rows.length === 2;
    });
    const before = proofAnswers().length;
    await scenario.publisher().publish([answer(4, 'corrections')]);
    await waitFor('both team mails', () => proofAnswers().length >= before + 2, 20_000);
    expect(
      proofAnswers()
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['ada@journal.local', 'max@journal.local']);

    await scenario.publisher().publish([
      createEvent('submission.handling_editor_assigned.v1', `submission:${SUBMISSION}`, 9, {
        submissionId: SUBMISSION,
        journalId: PAPER.journalId,
        handlingEditor: {
          userId: '5a0c3a52-6d1e-4f0b-9a51-0e3c1f7b2d01',
          name: 'Ada Team',
          email: 'ada@journal.local',
        },
        assignedBy: 'max@journal.local',
        assignedAt: new Date().toISOString(),
      }),
    ]);
    await waitFor('the handling editor in the directory', async () => {
      const { rows } = await scenario
        .db()
        .pool.query('SELECT 1 FROM notification.handling_editors WHERE submission_id = $1', [SUBMISSION]);
      return rows.length === 1;
    });
    const second = proofAnswers().length;
    await scenario.publisher().publish([answer(6, 'approve')]);
    await waitFor('the handling editor mail', () => proofAnswers().length > second, 20_000);
    // Give a wrong second mail the time to arrive before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(proofAnswers().slice(second)).toEqual([
      {
        to: 'ada@journal.local',
        subject: 'Proof approved: "Timber <frames>" in Applied Science',
      },
    ]);
    expect(proofAnswers().some((m) => m.to.includes('chooser@journal.local'))).toBe(false);
  });
});
