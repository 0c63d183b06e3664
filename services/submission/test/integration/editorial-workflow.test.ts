import request from 'supertest';
import type { EditorialJournal } from '@journal/auth';
import { describeWith } from '@journal/testing';
import {
  captureEvents,
  eventually,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
} from '../support/submission-harness';

/**
 * Issue 29 items 1 and 6 at the owner of statuses: a journal's editors follow the workflow (409s), the
 * administrator's SPEC call still sets any status and records `without_review`, a published paper comes
 * down only through a retraction or withdrawal with its reason, and a handling editor must be one of the
 * journal's editors.
 */
describeWith('postgres', 'submission: the editorial workflow (issue 29)', () => {
  let h: SubmissionHarness;
  const author = newAuthor();
  const editor = newAuthor({ givenNames: 'Edgar', familyName: 'Editor' });
  const outsider = newAuthor({ givenNames: 'Otto', familyName: 'Outsider' });
  const roles = new Map<string, EditorialJournal[]>([
    [editor.id, [{ slug: 'education', name: 'Education', role: 'editor' }]],
    [outsider.id, [{ slug: 'management', name: 'Management', role: 'manager' }]],
  ]);

  beforeAll(async () => {
    h = await startSubmissionHarness({ journalRoles: { journalsOf: async (id) => roles.get(id) ?? [] } });
    for (const person of [author, editor, outsider]) await h.registerAuthor(person);
  });
  afterAll(() => h.close());

  const submit = async (title: string): Promise<string> => {
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(author)}`)
      .send({ userEmail: author.email, journalName: 'Education', paperTitle: title });
    expect(res.status).toBe(201);
    return res.body.submission.id;
  };
  const send = (method: 'put' | 'post', route: string, body: object, token: string) =>
    request(h.app)[method](route).set('Authorization', `Bearer ${token}`).send(body);
  const setStatus = (id: string, status: string, token: string) =>
    send('put', `/api/admin/submissions/${id}/status`, { status }, token);
  const statusOf = async (id: string) =>
    (await h.db.pool.query('SELECT status FROM submission.submissions WHERE id = $1', [id])).rows[0].status;
  const lastHistory = async (id: string) =>
    (
      await h.db.pool.query(
        `SELECT to_status, changed_by, without_review, retraction_kind, retraction_reason
           FROM submission.status_history WHERE submission_id = $1 ORDER BY id DESC LIMIT 1`,
        [id],
      )
    ).rows[0];

  it('refuses an editor every change that skips the workflow (409), nothing changed', async () => {
    const id = await submit('Workflow refusals');
    const asEditor = h.tokenFor(editor);
    const cases: [string, string][] = [
      ['published', 'Only an accepted paper can be published'],
      ['accepted', 'Accepted and rejected are recorded through a decision'],
      ['rejected', 'Accepted and rejected are recorded through a decision'],
    ];
    for (const [status, message] of cases) {
      const res = await setStatus(id, status, asEditor);
      expect([status, res.status, res.body.message]).toEqual([status, 409, message]);
    }
    expect(await statusOf(id)).toBe('submitted');
    expect((await setStatus(id, 'under_review', asEditor)).status).toBe(200);
    const back = await setStatus(id, 'submitted', asEditor);
    expect([back.status, back.body.message]).toEqual([409, 'A paper cannot go back to submitted']);
    // Another journal's manager does not even see the paper.
    expect((await setStatus(id, 'withdrawn', h.tokenFor(outsider))).status).toBe(404);
    const withdrawn = await setStatus(id, 'withdrawn', asEditor);
    expect([withdrawn.status, withdrawn.body.submission.status]).toEqual([200, 'withdrawn']);
    expect(await lastHistory(id)).toMatchObject({ to_status: 'withdrawn', without_review: false });
  });

  it("keeps the administrator's any-to-any call, recording who skipped review", async () => {
    const id = await submit('Published by the administrator');
    const events = await captureEvents(h.bus, ['submission.status_changed.v1']);
    const published = await setStatus(id, 'published', h.adminToken('chief@journal.local'));
    expect([published.status, published.body.submission.status]).toEqual([200, 'published']);
    expect(await lastHistory(id)).toEqual({
      to_status: 'published',
      changed_by: 'chief@journal.local',
      without_review: true,
      retraction_kind: null,
      retraction_reason: null,
    });
    // Events leave through the outbox after the answer (ADR 0039).
    await eventually(() =>
      expect(events.map((e) => (e.payload as { withoutReview?: boolean }).withoutReview)).toEqual([true]),
    );
    // An editor may not take a published paper down by the dropdown either.
    const back = await setStatus(id, 'withdrawn', h.tokenFor(editor));
    expect([back.status, back.body.message]).toEqual([
      409,
      'A published paper is unpublished through a retraction or a withdrawal',
    ]);
  });

  it('lets an editor publish an accepted paper, and unpublish it only with a kind and a reason', async () => {
    const id = await submit('Retracted later');
    await setStatus(id, 'accepted', h.adminToken());
    const asEditor = h.tokenFor(editor);
    const retract = (body: object) => send('post', `/api/admin/submissions/${id}/retraction`, body, asEditor);
    const early = await retract({ kind: 'retraction', reason: 'Too early' });
    expect([early.status, early.body.message]).toEqual([
      409,
      'Only a published paper can be retracted or withdrawn',
    ]);
    expect((await setStatus(id, 'published', asEditor)).status).toBe(200);

    const events = await captureEvents(h.bus, ['submission.status_changed.v1']);
    for (const bad of [
      {},
      { kind: 'erratum', reason: 'x' },
      { kind: 'retraction', reason: '   ' },
      { kind: 'retraction', reason: 'x'.repeat(2001) },
    ])
      expect((await retract(bad)).status).toBe(400);
    expect(await statusOf(id)).toBe('published');

    const done = await retract({ kind: 'retraction', reason: ' Duplicated figures in section 3. ' });
    expect([done.status, done.body.submission.status]).toEqual([200, 'withdrawn']);
    expect(await lastHistory(id)).toEqual({
      to_status: 'withdrawn',
      changed_by: editor.email,
      without_review: false,
      retraction_kind: 'retraction',
      retraction_reason: 'Duplicated figures in section 3.',
    });
    // The publication's own event may still arrive after the capture began: only changes from published.
    const unpublished = () =>
      events
        .map((e) => e.payload as { oldStatus: string; retraction?: unknown })
        .filter((p) => p.oldStatus === 'published');
    await eventually(() =>
      expect(unpublished().map((p) => p.retraction)).toEqual([
        { kind: 'retraction', reason: 'Duplicated figures in section 3.' },
      ]),
    );
  });

  it("assigns a handling editor only among the journal's editors, and unassigns with null", async () => {
    const id = await submit('Handled paper');
    const events = await captureEvents(h.bus, ['submission.handling_editor_assigned.v1']);
    const assign = (body: object, token = h.adminToken()) =>
      send('put', `/api/admin/submissions/${id}/handling-editor`, body, token);
    for (const body of [{ userId: outsider.id }, { userId: author.id }, { userId: 'not-an-id' }]) {
      const res = await assign(body);
      expect([res.status, res.body.message]).toEqual([
        400,
        'The handling editor must be an editor of this journal',
      ]);
    }
    expect((await assign({})).status).toBe(400);
    expect(events).toHaveLength(0);

    const res = await assign({ userId: editor.id }, h.tokenFor(editor));
    expect(res.status).toBe(200);
    const handling = { userId: editor.id, name: 'Edgar Editor', email: editor.email };
    expect(res.body.data.submission).toEqual({ id, handling_editor: handling });
    const cleared = await assign({ userId: null });
    expect([cleared.status, cleared.body.data.submission.handling_editor]).toEqual([200, null]);
    await eventually(() =>
      expect(events.map((e) => (e.payload as { handlingEditor: unknown }).handlingEditor)).toEqual([
        handling,
        null,
      ]),
    );
    expect((await assign({ userId: editor.id }, h.tokenFor(outsider))).status).toBe(404);
  });
});
