import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { withTransaction } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { NO_COMPETING } from './support/review-answers';
import { joinJournalTeam } from './support/journal-team';
import { mailsTo } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const TITLE = 'Sedimentation of Polymers in the Ultracentrifuge';
const AUTHOR = { email: 'theodor@upsala.example.se', givenNames: 'Theodor', familyName: 'Svedberg' };
const EDDIE = { email: 'eddie@journal.example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@journal.example.org', givenNames: 'Mary', familyName: 'Manager' };
/** An editor who turned two kinds off. */
const MO = { email: 'mo@journal.example.org', givenNames: 'Mo', familyName: 'Muted' };
const MUTED = ['reviewer_declined', 'all_reports_in'];
const reviewer = (name: string) => ({
  reviewerEmail: `${name.toLowerCase()}@reviewers.example.net`,
  givenNames: name,
  familyName: 'Reviewer',
});

/**
 * Issue 29, item 3 through the gateway of the whole site (real Postgres and Redis): the journal's editors
 * and managers get each editor mail exactly once, not the kinds they turned off, each linking to the
 * paper's editorial page; a handling editor gets them alone.
 */
describeWith(['postgres', 'redis'], 'editor mails through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let paperId = '';
  const due = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  /** The mails to `email` whose subject starts with `subject` (and names the paper). */
  const mails = async (email: string, subject: string) =>
    (await mailsTo(site, email)).filter((m) => m.subject === `${subject}: "${TITLE}"`);
  const arrives = (email: string, subject: string) =>
    readUntil(
      () => mails(email, subject),
      (found) => found.length > 0,
      `"${subject}" to ${email}`,
    );
  const linkOf = async (email: string, needle: string) => {
    const found = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => m.text?.includes(needle)),
      (list) => list.length > 0,
      `invitation of ${email}`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(found[0]!.text ?? '')![1]!;
  };
  async function invite(name: string): Promise<{ id: string; link: string }> {
    const res = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, admin, {
      ...reviewer(name),
      dueDate: due,
    });
    expect(res.status).toBe(201);
    return { id: res.body.assignment.id, link: await linkOf(reviewer(name).reviewerEmail, TITLE) };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `editor-mails-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    for (const [person, role] of [
      [EDDIE, 'editor'],
      [MARY, 'manager'],
      [MO, 'editor'],
    ] as const) {
      const token = await joinJournalTeam(site, db, admin, JOURNAL, { ...person, password: PASSWORD }, role);
      if (person === MO) {
        const muted = await json('PUT', '/api/registration/update-profile', token, {
          mutedEditorMails: MUTED,
        });
        expect([muted.status, muted.body.data.user.muted_editor_mails]).toEqual([200, MUTED]);
      }
    }
    // The mails are routed from the events: wait until the team and the mutes have reached notification.
    await readUntil(
      async () =>
        (
          await db.pool.query(
            `SELECT (SELECT count(*)::int FROM notification.journal_editors WHERE journal_id = $1) AS team,
                    (SELECT count(*)::int FROM notification.muted_editor_mails WHERE cardinality(kinds) = 2) AS muted`,
            [JOURNAL],
          )
        ).rows[0],
      (row) => row.team === 3 && row.muted === 1,
      'the team in the notification service',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('refuses unknown kinds to mute (400) and keeps the list', async () => {
    const token = await registerAuthor(site, {
      email: 'nobody@example.org',
      givenNames: 'No',
      familyName: 'Body',
      password: PASSWORD,
    });
    const bad = await json('PUT', '/api/registration/update-profile', token, {
      mutedEditorMails: ['everything'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Muted editor mails must be among new_submission, /);
    const notList = await json('PUT', '/api/registration/update-profile', token, { mutedEditorMails: 'all' });
    expect([notList.status, notList.body.message]).toEqual([400, 'Muted editor mails must be a list']);
  });

  it('a new submission: one mail to each editor and manager, linking to the editorial page', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: TITLE,
      abstract: 'Molecular weights from sedimentation.',
      keywords: 'proteins',
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'svedberg.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    paperId = ((await res.json()) as Body).submission.id;
    for (const person of [EDDIE, MARY, MO]) {
      const [mail] = await arrives(person.email, 'New submission');
      expect(mail!.text).toContain(`/admin/submissions/${paperId}`);
    }
  });

  it('reviewers accept, decline (with the reason) and report; the report that completes the round says all reports are in', async () => {
    const one = await invite('One');
    const two = await invite('Two');
    const three = await invite('Three');
    expect((await json('POST', `/api/reviews/${one.link}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    for (const person of [EDDIE, MARY, MO]) await arrives(person.email, 'Reviewer accepted');
    const declined = await json('POST', `/api/reviews/${two.link}/decline`, undefined, {
      reason: 'On sabbatical until June.',
    });
    expect(declined.status).toBe(200);
    for (const person of [EDDIE, MARY]) {
      const [mail] = await arrives(person.email, 'Reviewer declined');
      expect(mail!.text).toContain('Their reason: On sabbatical until June.');
    }
    const report = { recommendation: 'minor_revisions', commentsToAuthor: 'Sound work.' };
    expect((await json('POST', `/api/reviews/${one.link}/report`, undefined, report)).status).toBe(201);
    for (const person of [EDDIE, MARY, MO]) {
      const [mail] = await arrives(person.email, 'Report submitted');
      expect(mail!.text).toContain('One Reviewer submitted a report');
      expect(mail!.text).toContain('Recommendation: Minor revisions');
    }
    // Three is cancelled; Four's report completes the round: 'All reports in' instead of 'Report submitted'.
    expect(
      (await json('DELETE', `/api/admin/submissions/${paperId}/reviewers/${three.id}`, admin)).status,
    ).toBe(200);
    const four = await invite('Four');
    expect((await json('POST', `/api/reviews/${four.link}/accept`, undefined, NO_COMPETING)).status).toBe(
      200,
    );
    expect((await json('POST', `/api/reviews/${four.link}/report`, undefined, report)).status).toBe(201);
    for (const person of [EDDIE, MARY]) {
      const [mail] = await arrives(person.email, 'All reports in');
      expect(mail!.text).toContain('Every report of round 1');
    }
  });

  it('an overdue review and a revised version: one mail each to every editor and manager', async () => {
    const five = await invite('Five');
    expect((await json('POST', `/api/reviews/${five.link}/accept`, undefined, NO_COMPETING)).status).toBe(
      200,
    );
    // The overdue reminder, as review's reminder job writes it when the due date passes (a delayed job).
    await withTransaction(db.pool, async (client) => {
      await writeOutbox(client, 'review', [
        createEvent('review.reminder_due.v1', paperId, 1000, {
          assignmentId: five.id,
          submissionId: paperId,
          round: 1,
          reviewerEmail: reviewer('Five').reviewerEmail,
          reviewerGivenNames: 'Five',
          reviewerFamilyName: 'Reviewer',
          paperTitle: TITLE,
          journalName: 'Applied Science',
          dueDate: due,
          kind: 'overdue',
        }),
      ]);
    });
    for (const person of [EDDIE, MARY, MO]) {
      const [mail] = await arrives(person.email, 'Review overdue');
      expect(mail!.text).toContain(
        `Five Reviewer's report on "${TITLE}" (Applied Science) was due on ${due}`,
      );
      expect(mail!.text).toContain(`/admin/submissions/${paperId}`);
    }

    const decided = await json('POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'revisions',
      message: 'Please answer the reviewers.',
    });
    expect(decided.status).toBe(201);
    const form = new FormData();
    form.set('responseToReviewers', 'We answered every point.');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(700))]), 'svedberg-v2.txt');
    const revised = await fetch(`${site.baseUrl}/api/registration/submissions/${paperId}/revisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(revised.status).toBe(201);
    // The revision_received notice is the revision-received letter, to the team and the editor who asked.
    for (const email of [EDDIE.email, MARY.email, MO.email, site.adminEmail]) {
      const [mail] = await readUntil(
        async () =>
          (await mailsTo(site, email)).filter((m) => m.subject === `Revised version of "${TITLE}" received`),
        (found) => found.length > 0,
        `revision mail to ${email}`,
      );
      expect(mail!.text).toContain('The author uploaded version 2');
      expect(mail!.text).toContain(`/admin/submissions/${paperId}`);
    }
    const { rows } = await db.pool.query(
      `SELECT recipient, count(*)::int AS n FROM notification.mails WHERE kind = 'revision-received'
        GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual(
      [EDDIE.email, MARY.email, MO.email, site.adminEmail].sort().map((recipient) => ({ recipient, n: 1 })),
    );
  });

  it('a handling editor alone hears of the withdrawal', async () => {
    // The handling editor arrives as issue 29's event (the assignment endpoint is another part's).
    const { rows } = await db.pool.query('SELECT user_id FROM journals.users WHERE email = $1', [
      EDDIE.email,
    ]);
    await withTransaction(db.pool, async (client) => {
      await writeOutbox(client, 'submission', [
        createEvent('submission.handling_editor_assigned.v1', paperId, 1000, {
          submissionId: paperId,
          journalId: JOURNAL,
          handlingEditor: { userId: rows[0].user_id, name: 'Eddie Editor', email: EDDIE.email },
          assignedBy: site.adminEmail,
          assignedAt: new Date().toISOString(),
        }),
      ]);
    });
    await readUntil(
      async () =>
        (
          await db.pool.query('SELECT email FROM notification.handling_editors WHERE submission_id = $1', [
            paperId,
          ])
        ).rows,
      (found) => found.length === 1,
      'the handling editor in the notification service',
    );
    const withdrawn = await json('POST', `/api/registration/submissions/${paperId}/withdraw`, author);
    expect(withdrawn.status).toBe(200);
    await arrives(EDDIE.email, 'Paper withdrawn');
  });

  it('wrote each editor mail exactly once, and none of the kinds turned off', async () => {
    const expected: Record<string, string[]> = {
      [EDDIE.email]: [
        'new_submission',
        'reviewer_accepted',
        'reviewer_declined',
        'report_submitted',
        'reviewer_accepted',
        'all_reports_in',
        'reviewer_accepted',
        'review_overdue',
        'author_withdrew',
      ],
      [MARY.email]: [
        'new_submission',
        'reviewer_accepted',
        'reviewer_declined',
        'report_submitted',
        'reviewer_accepted',
        'all_reports_in',
        'reviewer_accepted',
        'review_overdue',
      ],
      [MO.email]: [
        'new_submission',
        'reviewer_accepted',
        'report_submitted',
        'reviewer_accepted',
        'reviewer_accepted',
        'review_overdue',
      ],
    };
    // Mary's second acceptance mail and Mo's are the last to travel: wait for them before counting.
    await readUntil(
      () => mails(MO.email, 'Reviewer accepted'),
      (found) => found.length === 3,
      'the three acceptances',
    );
    const { rows } = await db.pool.query(
      `SELECT recipient, content->>'notice' AS notice FROM notification.mails
        WHERE kind = 'editor-notice' ORDER BY created_at`,
    );
    for (const [email, notices] of Object.entries(expected)) {
      const written = rows.filter((r) => r.recipient === email).map((r) => r.notice);
      expect(written.sort()).toEqual([...notices].sort());
      const files = (await mailsTo(site, email)).filter((m) => m.subject?.endsWith(`"${TITLE}"`));
      expect(files).toHaveLength(notices.length);
    }
  });
});
