import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describeWith } from '@journal/testing';
import { makeDoc, makeDocx, makeTxt, makeZip } from '@journal/testing';
import {
  captureEvents,
  eventually,
  filesUnder,
  newAuthor,
  startSubmissionHarness,
  type SubmissionHarness,
  type TestAuthor,
} from '../support/submission-harness';

const SUCCESS = 'Paper submitted successfully! You will receive a confirmation email shortly.';
const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describeWith('postgres', 'POST /api/registration/submit-paper', () => {
  let h: SubmissionHarness;
  let author: TestAuthor;
  let token: string;

  beforeAll(async () => {
    h = await startSubmissionHarness();
    author = newAuthor({ givenNames: 'Grace', familyName: 'Hopper' });
    await h.registerAuthor(author);
    token = h.tokenFor(author);
  });
  afterAll(() => h.close());

  function upload(file: Buffer, fileName: string, fields: Record<string, string> = {}, bearer = token) {
    const req = request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${bearer}`);
    const form = {
      userEmail: author.email,
      journalName: 'Civil Engineering',
      journalIcon: 'x',
      paperTitle: 'A Paper',
      ...fields,
    };
    for (const [name, value] of Object.entries(form)) req.field(name, value);
    return req.attach('paperFile', file, fileName);
  }

  async function rowCount(): Promise<number> {
    const { rows } = await h.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM submission.submissions',
    );
    return rows[0]!.n;
  }

  /** Committed objects only: temp files of uploads still being written or cleaned up live in `.incoming`. */
  async function storedObjects(): Promise<string[]> {
    return (await filesUnder(h.filesDir)).filter(
      (file) => !file.includes(`${'/'}.meta${'/'}`) && !file.includes(`${'/'}.incoming${'/'}`),
    );
  }

  it.each([
    ['paper.doc', makeDoc(4096), 'application/msword'],
    [
      'paper.DOCX',
      makeDocx('Structures'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['notes.txt', makeTxt(5000), 'text/plain; charset=utf-8'],
  ])(
    'accepts %s, stores the same bytes under a generated key and emits submission.created.v1',
    async (name, bytes, type) => {
      const events = await captureEvents(h.bus, ['submission.created.v1']);
      const res = await upload(bytes, name, { paperTitle: `  Title of ${name}  ` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: SUCCESS });
      const sub = res.body.submission;
      expect(sub).toMatchObject({
        paper_title: `Title of ${name}`,
        journal_id: 'civil-engineering',
        journal_name: 'Civil Engineering',
        journal_icon: '🏗️',
        status: 'submitted',
        file: { name, size: bytes.length, type },
      });

      const { rows } = await h.db.pool.query('SELECT * FROM submission.submissions WHERE id = $1', [sub.id]);
      const row = rows[0];
      expect(row).toMatchObject({
        author_id: author.id,
        author_email: author.email,
        given_names: 'Grace',
        family_name: 'Hopper',
        version: 1,
      });
      expect(row.file_key).toMatch(/^papers\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(doc|docx|txt)$/);
      expect(row.file_key.split('/').pop()).not.toContain(name.split('.')[0]);
      const stored = await h.storage.get(row.file_key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));

      const event = await eventually(() => {
        const found = events.find((e) => e.aggregateId === sub.id);
        if (!found) throw new Error('no event yet');
        return found;
      });
      expect(event).toMatchObject({
        type: 'submission.created.v1',
        version: 1,
        payload: {
          submissionId: sub.id,
          authorId: author.id,
          authorEmail: author.email,
          givenNames: 'Grace',
          familyName: 'Hopper',
          paperTitle: `Title of ${name}`,
          journalId: 'civil-engineering',
          journalName: 'Civil Engineering',
          journalIcon: '🏗️',
          status: 'submitted',
          file: { key: row.file_key, size: bytes.length, contentType: type, originalName: name },
        },
      });
    },
  );

  it('accepts a JSON submission without a file, and the journal by id', async () => {
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .send({ userEmail: author.email, journalName: 'ai-ml-data-science', paperTitle: 'Only metadata' });
    expect(res.status).toBe(201);
    expect(res.body.submission).toMatchObject({
      journal_name: 'AI, ML & Data Science',
      file: null,
      paper_title: 'Only metadata',
    });
  });

  it('matches the journal display name case-insensitively and takes the title from the file name when none is sent', async () => {
    const res = await upload(makeTxt(100), 'My Findings.v2.txt', {
      journalName: 'law & social SCIENCE',
      paperTitle: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.submission).toMatchObject({
      journal_id: 'law-social-science',
      paper_title: 'My Findings.v2',
    });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload(makeTxt(10 * MB), 'exact.txt');
    expect(res.status).toBe(201);
    expect(res.body.submission.file.size).toBe(10 * MB);
  });

  it('refuses 10.5 MB with 413 while streaming: no row, nothing stored', async () => {
    const before = { rows: await rowCount(), objects: (await storedObjects()).length };
    const res = await upload(makeTxt(10.5 * MB), 'big.txt');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'File size must be less than 10MB' });
    expect(await rowCount()).toBe(before.rows);
    expect((await storedObjects()).length).toBe(before.objects);
    expect(await filesUnder(`${h.filesDir}/.incoming`)).toEqual([]);
  });

  it.each([
    [
      'a text file renamed .docx',
      makeTxt(3000),
      'renamed.docx',
      'The file content does not match its .docx extension',
    ],
    [
      'a text file renamed .doc',
      makeTxt(3000),
      'renamed.doc',
      'The file content does not match its .doc extension',
    ],
    [
      'a zip without word/document.xml',
      makeZip([{ name: 'readme.md', data: Buffer.from('# hi') }]),
      'fake.docx',
      'The file content does not match its .docx extension',
    ],
    [
      'a binary renamed .txt',
      makeDoc(100),
      'binary.txt',
      'The file content does not match its .txt extension',
    ],
    ['a .pdf', Buffer.from('%PDF-1.7\n'), 'paper.pdf', 'Please upload only , DOC, DOCX, or TXT files'],
    ['a file without extension', makeTxt(10), 'paper', 'Please upload only , DOC, DOCX, or TXT files'],
    ['an empty .txt', Buffer.alloc(0), 'empty.txt', 'The uploaded file is empty'],
  ])('refuses %s with 400 and keeps nothing', async (_label, bytes, name, message) => {
    const before = { rows: await rowCount(), objects: (await storedObjects()).length };
    const res = await upload(bytes, name);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await rowCount()).toBe(before.rows);
    expect((await storedObjects()).length).toBe(before.objects);
  });

  it('refuses a submission for another author (403) and removes the uploaded file', async () => {
    const before = { rows: await rowCount(), objects: (await storedObjects()).length };
    const res = await upload(makeDocx(), 'mine.docx', { userEmail: 'someone.else@example.org' });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await rowCount()).toBe(before.rows);
    expect((await storedObjects()).length).toBe(before.objects);
  });

  it('refuses an unknown journal with the SPEC message and removes the uploaded file', async () => {
    const before = (await storedObjects()).length;
    const res = await upload(makeTxt(), 'x.txt', { journalName: 'Astrology' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a journal category');
    expect((await storedObjects()).length).toBe(before);
  });

  it('refuses a multipart form without a file, a title over 300 characters, and calls without a token', async () => {
    const noFile = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${token}`)
      .field('userEmail', author.email)
      .field('journalName', 'Education')
      .field('paperTitle', 'T');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please upload your paper document');

    const long = await upload(makeTxt(), 'x.txt', { paperTitle: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The paper title must be at most 300 characters');

    const anonymous = await request(h.app)
      .post('/api/registration/submit-paper')
      .attach('paperFile', makeTxt(), 'x.txt');
    expect(anonymous.status).toBe(401);
  });

  it('refuses an admin token (only authors submit)', async () => {
    const res = await upload(
      makeTxt(),
      'x.txt',
      { userEmail: 'admin@journal.local' },
      h.adminToken('admin@journal.local'),
    );
    expect(res.status).toBe(403);
  });

  it('refuses a second file part', async () => {
    const res = await upload(makeTxt(), 'a.txt').attach('paperFile', makeTxt(), 'b.txt');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please upload one file only');
  });

  it('leaves nothing behind when the client disconnects mid-upload', async () => {
    // Earlier rejected uploads remove their temp files just after answering; start from a quiet folder.
    await eventually(async () => expect(await filesUnder(`${h.filesDir}/.incoming`)).toEqual([]));
    const before = { rows: await rowCount(), objects: (await storedObjects()).length };
    const server = h.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const boundary = 'xxabortxx';
    const req = httpRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      method: 'POST',
      path: '/api/registration/submit-paper',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 5 * MB,
      },
    });
    req.on('error', () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="journalName"\r\n\r\nEducation\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="paperFile"; filename="cut.txt"\r\n\r\n`,
    );
    req.write(makeTxt(MB));
    await eventually(async () => expect((await filesUnder(`${h.filesDir}/.incoming`)).length).toBe(1));
    req.destroy();
    await eventually(async () => expect(await filesUnder(`${h.filesDir}/.incoming`)).toEqual([]));
    await new Promise((resolve) => server.close(resolve));
    expect(await rowCount()).toBe(before.rows);
    expect((await storedObjects()).length).toBe(before.objects);
  });

  it('takes the author from the token when the registration event has not arrived yet', async () => {
    const late = newAuthor({ givenNames: 'Katherine', familyName: 'Johnson' });
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set('Authorization', `Bearer ${h.tokenFor(late)}`)
      .send({ userEmail: late.email, journalName: 'Management', paperTitle: 'Orbits' });
    expect(res.status).toBe(201);
    const { rows } = await h.db.pool.query(
      'SELECT given_names, family_name FROM submission.submissions WHERE id = $1',
      [res.body.submission.id],
    );
    expect(rows[0]).toEqual({ given_names: 'Katherine', family_name: 'Johnson' });
    // Remembered at version 0: identity's events still apply on top of it.
    const author = await h.db.pool.query(
      'SELECT given_names, version FROM submission.authors WHERE user_id = $1',
      [late.id],
    );
    expect(author.rows[0]).toEqual({ given_names: 'Katherine', version: 0 });
  });

  it('answers 401 to a token without names for an author it has not met (the SPA refreshes it)', async () => {
    const stranger = newAuthor();
    const res = await request(h.app)
      .post('/api/registration/submit-paper')
      .set(
        'Authorization',
        `Bearer ${h.signer.sign({ sub: stranger.id, email: stranger.email, role: 'author' })}`,
      )
      .send({ userEmail: stranger.email, journalName: 'Management', paperTitle: 'Orbits' });
    expect(res.status).toBe(401);
    const { rows } = await h.db.pool.query(
      'SELECT count(*)::int AS n FROM submission.submissions WHERE author_id = $1',
      [stranger.id],
    );
    expect(rows[0].n).toBe(0);
  });
});
