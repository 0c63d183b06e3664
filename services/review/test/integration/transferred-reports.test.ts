import { randomUUID } from 'node:crypto';
import { runMigrations } from '@journal/db';
import { createEvent } from '@journal/events';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { applyTransfer, transfersConsumer } from '../../src/consumers/transfers.handler';
import { listTransferredReports } from '../../src/repositories/transferred-reports.repository';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

const QUESTIONS = [
  { id: 'q-open', kind: 'text', label: 'Is the method sound?', required: true, visibleToAuthor: true },
  { id: 'q-secret', kind: 'text', label: 'Any misconduct?', required: false, visibleToAuthor: false },
];

/**
 * Issue 44 item 1: `submission.transferred.v1` copies the consenting reviewers' reports to the paper's new
 * submission, anonymous, once: a redelivered event, and a second event for the same transfer, add nothing.
 */
describeWith('postgres', 'review: reports passed on with a transfer', () => {
  let db: TestDatabase;
  const from = randomUUID();
  const to = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    await db.pool.query('INSERT INTO review.submissions (submission_id) VALUES ($1)', [from]);
    const reviewers = [
      { email: 'klara@review.example.net', number: 1, share: true, comments: 'Convincing flume tests.' },
      { email: 'walter@review.example.net', number: 2, share: false, comments: 'Omits the field campaigns.' },
    ];
    for (const r of reviewers) {
      const assignment = randomUUID();
      await db.pool.query(
        `INSERT INTO review.assignments (id, submission_id, round, reviewer_email, given_names, family_name,
           reviewer_number, state, due_date, expires_at, invited_by)
         VALUES ($1, $2, 1, $3, 'Given', 'Family', $4, 'report_submitted', '2026-12-31', now() + interval '30 days',
           'editor@journal.test')`,
        [assignment, from, r.email, r.number],
      );
      await db.pool.query(
        `INSERT INTO review.reports (id, assignment_id, submission_id, round, recommendation, comments_to_author,
           comments_to_editor, answers, questions, share_with_sister_journal)
         VALUES ($1, $2, $3, 1, 'minor_revisions', $4, 'Confidential to the editor.', $5, $6, $7)`,
        [
          randomUUID(),
          assignment,
          from,
          r.comments,
          JSON.stringify({ 'q-open': 'Yes', 'q-secret': 'I suspect salami slicing.' }),
          JSON.stringify(QUESTIONS),
          r.share,
        ],
      );
    }
  });
  afterAll(() => db?.drop());

  const transferred = (transferId: string) =>
    createEvent('submission.transferred.v1', to, 1, {
      transferId,
      fromSubmissionId: from,
      fromJournalId: 'applied-science',
      fromJournalName: 'Applied Science',
      toSubmissionId: to,
      toJournalId: 'civil-engineering',
      toJournalName: 'Civil Engineering',
      transferredAt: new Date().toISOString(),
    });

  it('copies only the consented report, without the reviewer or anything confidential, once', async () => {
    const recordedAs = { schema: SCHEMA, group: transfersConsumer.group };
    const handle = (event: ReturnType<typeof transferred>) => applyTransfer(db.pool, recordedAs, event);
    const transferId = randomUUID();
    const event = transferred(transferId);
    await handle(event);
    await handle(event);
    await handle(transferred(transferId));
    const reports = await listTransferredReports(db.pool, to);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      fromJournal: 'applied-science',
      reviewerLabel: 'Reviewer 1',
      recommendation: 'minor_revisions',
      commentsToAuthor: 'Convincing flume tests.',
      answers: { 'q-open': 'Yes' },
    });
    expect(reports[0]!.questions.map((q) => q.id)).toEqual(['q-open']);
    const stored = JSON.stringify(
      (await db.pool.query('SELECT * FROM review.transferred_reports WHERE submission_id = $1', [to])).rows,
    );
    for (const secret of ['klara@', 'walter@', 'Family', 'Confidential', 'salami', 'Omits the field']) {
      expect(stored).not.toContain(secret);
    }
  });
});
