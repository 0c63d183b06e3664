import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createEvent, type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  captureEvents,
  eventually,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

function profileUpdated(author: TestAuthor, version: number, changes: Partial<TestAuthor>): EventEnvelope {
  const next = { ...author, ...changes };
  const emailChanged = next.email !== author.email;
  return createEvent('identity.user.profile_updated.v1', author.id, version, {
    userId: author.id,
    email: next.email,
    givenNames: next.givenNames,
    familyName: next.familyName,
    emailChanged,
    ...(emailChanged ? { previousEmail: author.email } : {}),
  });
}

describeWith('postgres', 'submission: identity events -> authors projection', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;
  let ids: string[];

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor({ givenNames: 'Mary', familyName: 'Somerville' });
    await h.registerAuthor(author);
    ids = [];
    for (const title of ['One', 'Two']) {
      const res = await request(h.app)
        .post('/api/registration/submit-paper')
        .set('Authorization', `Bearer ${h.tokenFor(author)}`)
        .send({ userEmail: author.email, journalName: 'Applied Science', paperTitle: title });
      ids.push(res.body.submission.id);
    }
  });
  afterAll(() => h.close());

  const rows = async () =>
    (
      await h.db.pool.query(
        'SELECT id, author_email, given_names, family_name, version FROM submission.submissions WHERE author_id = $1 ORDER BY paper_title',
        [author.id],
      )
    ).rows;

  it('copies a profile update onto the submissions once, and emits submission.author_updated.v1 per submission', async () => {
    const events = await captureEvents(h.bus, ['submission.author_updated.v1']);
    const update = profileUpdated(author, 2, { givenNames: 'Mary F.', email: 'mary@newmail.org' });
    await h.bus.publish([update]);
    await eventually(async () =>
      expect((await rows())[0]).toMatchObject({
        given_names: 'Mary F.',
        author_email: 'mary@newmail.org',
        version: 2,
      }),
    );

    await h.bus.publish([update]); // the same event again: at-least-once delivery
    const stranger = profileUpdated(author, 1, { givenNames: 'Stale' }); // an older version
    await h.bus.publish([stranger]);
    const marker = newAuthor();
    await h.registerAuthor(marker); // consumed after the two above (one group, in order)

    expect((await rows()).map((r) => r.version)).toEqual([2, 2]);
    expect((await rows()).every((r) => r.given_names === 'Mary F.')).toBe(true);
    const author_row = await h.db.pool.query(
      'SELECT given_names, email, version FROM submission.authors WHERE user_id = $1',
      [author.id],
    );
    expect(author_row.rows[0]).toEqual({ given_names: 'Mary F.', email: 'mary@newmail.org', version: 2 });

    await eventually(() => expect(events).toHaveLength(2));
    expect(events.map((e) => e.aggregateId).sort()).toEqual([...ids].sort());
    for (const event of events)
      expect(event).toMatchObject({
        version: 2,
        payload: { givenNames: 'Mary F.', familyName: 'Somerville', authorEmail: 'mary@newmail.org' },
      });
  });

  it('changes nothing (and emits nothing) when a newer version repeats the same names', async () => {
    const events = await captureEvents(h.bus, ['submission.author_updated.v1']);
    await h.bus.publish([
      profileUpdated({ ...author, email: 'mary@newmail.org', givenNames: 'Mary F.' }, 3, {}),
    ]);
    await h.registerAuthor(newAuthor());
    expect((await rows()).map((r) => r.version)).toEqual([2, 2]);
    expect(events).toHaveLength(0);
  });

  it("a submission made with a token from before an email change records the account's current address", async () => {
    const mover = newAuthor({ givenNames: 'Ada', familyName: 'King' });
    await h.registerAuthor(mover);
    const oldToken = h.tokenFor(mover);
    await h.bus.publish([profileUpdated(mover, 2, { email: `moved.${randomUUID()}@example.org` })]);
    const moved = async () =>
      (await h.db.pool.query('SELECT email FROM submission.authors WHERE user_id = $1', [mover.id])).rows[0]
        ?.email as string;
    await eventually(async () => expect(await moved()).not.toBe(mover.email));
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${oldToken}`)
      .send({ userEmail: mover.email, journalName: 'Applied Science', paperTitle: 'After the move' });
    expect(res.status).toBe(201);
    const { rows } = await h.db.pool.query('SELECT author_email FROM submission.submissions WHERE id = $1', [
      res.body.submission.id,
    ]);
    // Status mails about it go to the account's address, not to whoever registers the old one later.
    expect(rows[0].author_email).toBe(await moved());
  });
});

describeWith('postgres', "submission: the submitting author's affiliation and ORCID iD (issue 30)", () => {
  let h: SubmissionHarness;
  beforeAll(async () => {
    h = await startSubmissionHarness();
  });
  afterAll(() => h.close());

  it("takes the profile's institution and ORCID iD at submission, carries them in events, and lets the author edit them", async () => {
    const author = newAuthor({ givenNames: 'Rosalind', familyName: 'Franklin' });
    await h.registerAuthor(author);
    const events = await captureEvents(h.bus, ['submission.created.v1', 'submission.metadata_updated.v1']);
    await h.bus.publish([
      createEvent('identity.user.profile_updated.v1', author.id, 2, {
        userId: author.id,
        email: author.email,
        givenNames: author.givenNames,
        familyName: author.familyName,
        emailChanged: false,
        institution: "King's College London",
        orcid: '0000-0002-1825-0097',
      }),
    ]);
    await eventually(async () => {
      const { rows } = await h.db.pool.query(
        'SELECT institution, orcid FROM submission.authors WHERE user_id = $1',
        [author.id],
      );
      expect(rows[0]).toEqual({ institution: "King's College London", orcid: '0000-0002-1825-0097' });
    });
    const token = h.tokenFor(author);
    const submitted = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .send({ userEmail: author.email, journalName: 'Applied Science', paperTitle: 'Photo 51' });
    expect(submitted.status).toBe(201);
    expect(submitted.body.submission).toMatchObject({
      author_affiliation: "King's College London",
      author_orcid: '0000-0002-1825-0097',
    });
    const id = submitted.body.submission.id as string;
    await eventually(() => expect(events.filter((e) => e.type === 'submission.created.v1')).toHaveLength(1));
    expect(events[0]!.payload).toMatchObject({
      authorAffiliation: "King's College London",
      authorOrcid: '0000-0002-1825-0097',
    });

    const edit = (body: object) =>
      request(h.app)
        .put(`/api/registration/submissions/${id}/metadata`)
        .set('Authorization', `Bearer ${token}`)
        .send(body);
    const refused = await edit({ authorOrcid: '0000-0002-1825-0098' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter a valid ORCID iD');
    const tooLong = await edit({ authorAffiliation: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The affiliation must be at most 300 characters');

    const edited = await edit({
      authorAffiliation: 'Birkbeck College',
      authorOrcid: 'https://orcid.org/0000-0001-5109-3700',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.submission).toMatchObject({
      author_affiliation: 'Birkbeck College',
      author_orcid: '0000-0001-5109-3700',
    });
    await eventually(() =>
      expect(events.filter((e) => e.type === 'submission.metadata_updated.v1')).toHaveLength(1),
    );
    expect(events.find((e) => e.type === 'submission.metadata_updated.v1')!.payload).toMatchObject({
      authorAffiliation: 'Birkbeck College',
      authorOrcid: '0000-0001-5109-3700',
    });
    // '' clears the iD; the affiliation stays as it was.
    const cleared = await edit({ authorOrcid: '' });
    expect(cleared.body.submission).toMatchObject({
      author_affiliation: 'Birkbeck College',
      author_orcid: null,
    });
  });
});
