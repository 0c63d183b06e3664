import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { runMigrations } from '@journal/db';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import type { SubmissionClient } from '../../src/clients/submission.client';
import { insertAssignment, updateAssignmentState } from '../../src/repositories/assignments.repository';
import { insertDecision } from '../../src/repositories/decisions.repository';
import { lockAndBumpVersion } from '../../src/repositories/review-submissions.repository';
import { createReminderQueue, type ReminderQueue } from '../../src/jobs/reminder-queue';
import { ReminderService } from '../../src/workers/reminder.service';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

const logger = createLogger('review-reminders-test', { level: 'silent' });
const DAY = 86_400_000;
const DUE = '2030-06-20';
const BEFORE_DUE = new Date('2030-06-17T00:00:00Z').getTime();
const OVERDUE = new Date('2030-06-21T00:00:00Z').getTime();

/** The paper as the submission service would describe it (title, journal, and that it is in review). */
const submissions = {
  snapshot: async (id: string) => ({
    id,
    paper_title: 'Helices',
    journal_name: 'Applied Science',
    status: 'under_review',
    current_version: 1,
  }),
} as unknown as SubmissionClient;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reviewer reminders with a controllable clock, on real Postgres (and Redis for BullMQ): exactly one
 * before the due date and one after it, none once the report is in or the invitation is cancelled, and
 * none twice across a restart (a new queue and service planning the same assignments again).
 */
describeWith('postgres', 'review reminders', () => {
  let db: TestDatabase;
  let now = 0;
  const clock = () => new Date(now);

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function assignment(state: 'invited' | 'accepted' | 'report_submitted' | 'cancelled' = 'invited') {
    const submissionId = randomUUID();
    await lockAndBumpVersion(db.pool, submissionId);
    const created = await insertAssignment(db.pool, {
      id: randomUUID(),
      submissionId,
      round: 1,
      reviewerEmail: 'maurice@example.net',
      givenNames: 'Maurice',
      familyName: 'Wilkins',
      reviewerNumber: 1,
      dueDate: DUE,
      expiresAt: new Date(OVERDUE + 30 * DAY),
      invitedBy: 'admin@example.org',
    });
    if (state !== 'invited') await updateAssignmentState(db.pool, created.id, 'accepted');
    if (state === 'report_submitted' || state === 'cancelled')
      await updateAssignmentState(db.pool, created.id, state);
    return { ...created, invitedAt: new Date('2030-06-01T00:00:00Z'), state };
  }

  async function reminders(assignmentId: string): Promise<string[]> {
    const { rows } = await db.pool.query<{ kind: string }>(
      `SELECT payload->>'kind' AS kind FROM review.outbox
        WHERE type = 'review.reminder_due.v1' AND payload->>'assignmentId' = $1 ORDER BY seq`,
      [assignmentId],
    );
    return rows.map((r) => r.kind);
  }

  async function until(read: () => Promise<string[]>, length: number) {
    for (let i = 0; i < 100; i++) {
      if ((await read()).length >= length) return;
      await sleep(50);
    }
  }

  const service = (queue: ReminderQueue) =>
    new ReminderService({
      pool: db.pool,
      queue,
      submissions,
      reminderDays: 3,
      logger,
      afterCommit: () => undefined,
    });

  it('in-process timers: one before, one overdue, none twice across a restart, none after the report', async () => {
    const open = await assignment('accepted');
    const reported = await assignment('accepted');

    now = BEFORE_DUE - 150; // the before-due reminder is 150 ms away, the overdue one four days
    const first = service(createReminderQueue({ clock, logger }));
    await first.start();
    await until(() => reminders(open.id), 1);
    await sleep(300);
    expect(await reminders(open.id)).toEqual(['before_due']);
    expect(await reminders(reported.id)).toEqual(['before_due']);
    await first.stop();

    // The report is in; then the site restarts after the due date: the new timers see the past jobs at once.
    await updateAssignmentState(db.pool, reported.id, 'report_submitted');
    now = OVERDUE + 1000;
    const second = service(createReminderQueue({ clock, logger }));
    await second.start();
    await until(() => reminders(open.id), 2);
    await sleep(300);
    expect(await reminders(open.id)).toEqual(['before_due', 'overdue']);
    expect(await reminders(reported.id)).toEqual(['before_due']);
    await second.stop();

    // Another restart: everything already went, nothing goes again.
    const third = service(createReminderQueue({ clock, logger }));
    await third.start();
    await sleep(400);
    expect(await reminders(open.id)).toEqual(['before_due', 'overdue']);
    await third.stop();
  });

  it('sends nothing for a cancelled invitation, even when a job fires', async () => {
    const cancelled = await assignment('cancelled');
    now = OVERDUE + 1000;
    const reminderService = service(createReminderQueue({ clock, logger }));
    expect(
      await reminderService.fire({ assignmentId: cancelled.id, kind: 'overdue', at: new Date(OVERDUE) }),
    ).toBe(false);
    expect(await reminders(cancelled.id)).toEqual([]);
  });

  it('sends nothing once the round is decided (issue 26): the link would only say the round is closed', async () => {
    const open = await assignment('accepted');
    await insertDecision(db.pool, {
      id: randomUUID(),
      submissionId: open.submissionId,
      round: 1,
      decision: 'revisions',
      message: 'Please revise.',
      decidedBy: 'admin@example.org',
      comments: [],
    });
    now = OVERDUE + 1000;
    const reminderService = service(createReminderQueue({ clock, logger }));
    expect(
      await reminderService.fire({ assignmentId: open.id, kind: 'overdue', at: new Date(OVERDUE) }),
    ).toBe(false);
    expect(await reminders(open.id)).toEqual([]);
  });

  describeWith('redis', 'as BullMQ delayed jobs', () => {
    let redis: Redis;
    const prefix = `review-reminders-test-${randomUUID()}`;
    beforeAll(() => {
      redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it('a delayed job sends the reminder once; jobs planned again after a restart send nothing more', async () => {
      const open = await assignment('invited');
      now = BEFORE_DUE - 300;
      const first = service(createReminderQueue({ redis, prefix, clock, logger }));
      await first.start();
      await until(() => reminders(open.id), 1);
      expect(await reminders(open.id)).toEqual(['before_due']);
      await first.stop();

      const second = service(createReminderQueue({ redis, prefix, clock, logger }));
      await second.start(); // plans the same jobs again: same ids, so BullMQ keeps one of each
      await sleep(800);
      expect(await reminders(open.id)).toEqual(['before_due']);
      const delayed = await redis.zcard(`${prefix}:review-reminders:delayed`);
      expect(delayed).toBeGreaterThanOrEqual(1); // the overdue job waits for its day
      await second.stop();
    });
  });
});
