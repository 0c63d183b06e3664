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

/** Issue 31: the proof mail to every author (once per address), the answer's mail to the editor. */
describe('proof mails, in-process queue and bus', () => {
  const scenario = mailScenario('in-process', FROM, 'notif-proof');

  it('mails each author the preview link, then the editor the corrections', async () => {
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
});
