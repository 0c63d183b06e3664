import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';
import { editorialFigures, type Period } from '../../src/domain/analytics/editorial-figures';
import { editorialFiguresOfRow, publisherFiguresOfRow } from '../../src/domain/analytics/figures-of-rows';
import { publisherFigures, yearPeriod } from '../../src/domain/analytics/publisher-figures';
import { paperFacts, transfersOutOf } from '../../src/repositories/analytics-facts.repository';
import { figuresRows } from '../../src/repositories/analytics-figures.repository';

const JOURNALS = ['civil-engineering', 'mechanical-engineering', 'electronics-engineering'];
const DAY = 86_400_000;

/** A small deterministic generator (the same history on every run). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/**
 * Issue 45: the SQL figures equal the Node fold (`editorialFigures`, `publisherFigures`, the readable
 * definition), figure for figure, on a generated history with the awkward cases: decisions at the same
 * instant, accepts and rejects both by decision and by status change, invitations missing their
 * invitation time or answer, reports before and after the decision, transfers, times on the last and
 * first millisecond of a month and of the period.
 */
describeWith('postgres', 'admin: the SQL figures equal the Node fold', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const g = generator(45);
    const origin = Date.UTC(2024, 10, 1);
    const papers: unknown[][] = [];
    const decisionRows: unknown[][] = [];
    const invitationRows: unknown[][] = [];
    // Some instants sit on a boundary: the last millisecond of a month, midnight of the next.
    const instant = (base: number) =>
      g.chance(0.1) ? Date.UTC(2025, Math.floor(g.next() * 12) + 1, 1) - (g.chance(0.5) ? 1 : 0) : base;
    for (let n = 0; n < 400; n += 1) {
      const id = randomUUID();
      const journal = g.pick(JOURNALS);
      const submitted = instant(origin + Math.floor(g.next() * 500 * DAY));
      const from = g.chance(0.1) ? g.pick(JOURNALS.filter((j) => j !== journal)) : null;
      const published = g.chance(0.3) ? submitted + Math.floor(g.next() * 200 * DAY) : null;
      papers.push([
        id,
        journal,
        new Date(submitted),
        published === null ? null : new Date(published),
        from,
        published !== null && g.chance(0.7) ? g.pick(['CC BY 4.0', 'CC0 1.0']) : null,
      ]);
      let t = submitted;
      const decisions = Math.floor(g.next() * 4);
      for (let d = 0; d < decisions; d += 1) {
        // A third of the decisions share the instant of the one before.
        if (d === 0 || !g.chance(0.33)) t = instant(t + Math.floor(g.next() * 60 * DAY));
        const kind = g.pick(['accept', 'reject', 'revisions'] as const);
        const source = kind !== 'revisions' && g.chance(0.4) ? 'status' : 'decision';
        decisionRows.push([source, randomUUID(), id, kind, new Date(t)]);
        // The status change that follows an editor's accept or reject.
        if (source === 'decision' && kind !== 'revisions' && g.chance(0.5)) {
          decisionRows.push(['status', randomUUID(), id, kind, new Date(t + (g.chance(0.5) ? 0 : 1000))]);
        }
      }
      const invitations = Math.floor(g.next() * 4);
      for (let i = 0; i < invitations; i += 1) {
        const invited = g.chance(0.9) ? submitted + Math.floor(g.next() * 30 * DAY) : null;
        const answered = g.chance(0.8) ? (invited ?? submitted) + Math.floor(g.next() * 10 * DAY) : null;
        const accepted = answered === null ? null : g.chance(0.9) ? g.chance(0.6) : null;
        const reported =
          accepted && g.chance(0.7) ? (answered ?? submitted) + Math.floor(g.next() * 40 * DAY) : null;
        invitationRows.push([
          randomUUID(),
          id,
          invited === null ? null : new Date(invited),
          answered === null ? null : new Date(answered),
          accepted,
          reported === null ? null : new Date(reported),
        ]);
      }
    }
    // One statement per table (the columns as arrays), as seed:scale loads them.
    const columns = (rows: unknown[][]) => rows[0]!.map((_, c) => rows.map((r) => r[c]));
    await db.pool.query(
      `INSERT INTO admin.analytics_submissions
         (submission_id, journal_id, submitted_at, published_at, transferred_from_journal, licence)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::text[])`,
      columns(papers),
    );
    await db.pool.query(
      `INSERT INTO admin.analytics_decisions (source, source_id, submission_id, kind, decided_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::timestamptz[])`,
      columns(decisionRows),
    );
    await db.pool.query(
      `INSERT INTO admin.analytics_invitations
         (assignment_id, submission_id, invited_at, responded_at, accepted, reported_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::boolean[],
                            $6::timestamptz[])`,
      columns(invitationRows),
    );
  });
  afterAll(async () => {
    await db?.drop();
  });

  const periods: Period[] = [
    yearPeriod(2025),
    yearPeriod(2024),
    { from: '2025-03-01', to: '2025-03-31' },
    { from: '2024-12-15', to: '2025-07-14' },
    { from: '2030-01-01', to: '2030-12-31' },
  ];

  it.each(periods)('gives the same figures from $from to $to', async (period) => {
    const start = new Date(`${period.from}T00:00:00.000Z`);
    const end = new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + DAY);
    for (const chosen of [JOURNALS, [JOURNALS[1]!], []]) {
      const rows = await figuresRows(db.pool, chosen, start, end);
      const papers = await paperFacts(db.pool, chosen);
      const outs = await transfersOutOf(db.pool, chosen);
      const within = (d: Date) => {
        const day = d.toISOString().slice(0, 10);
        return day >= period.from && day <= period.to;
      };
      for (const journal of [...chosen, null]) {
        const row = rows.find((r) => r.journalId === journal)!;
        const mine = papers.filter((p) => journal === null || p.journalId === journal);
        const transfers = {
          transferredIn: mine.filter((p) => p.transferredFrom && within(p.submittedAt)).length,
          transferredOut: outs.filter((o) => within(o.at) && (journal === null || o.fromJournal === journal))
            .length,
        };
        const sql = {
          editorial: editorialFiguresOfRow(row, period),
          publisher: publisherFiguresOfRow(row, period),
        };
        const fold = {
          editorial: editorialFigures(mine, period),
          publisher: publisherFigures(mine, period, transfers),
        };
        // toEqual would accept an undefined field for a missing one; the figures must match exactly.
        if (!isDeepStrictEqual(sql, fold)) expect(sql).toEqual(fold);
        expect(isDeepStrictEqual(sql, fold)).toBe(true);
      }
    }
  });
});
