import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { joinJournalTeam } from './support/journal-team';
import { mailsTo } from './support/site-mailbox';
import { submitTextPaper } from './support/submit-text-paper';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const OVERRIDING = 'applied-science';
const INHERITING = 'civil-engineering';
const PUBLISHER = '/api/admin/publisher';
const AUTHOR = { email: 'emmy@goettingen.example.de', givenNames: 'Emmy', familyName: 'Noether' };
const MARY = { email: 'mary@publisher.example.org', givenNames: 'Mary', familyName: 'Manager' };
const CARL = { email: 'carl@publisher.example.org', givenNames: 'Carl', familyName: 'Civil' };
const KEY = 'submission-confirmation';
const PUBLISHER_TEXT = {
  subject: 'The publisher has "{{paperTitle}}"',
  body: 'Dear {{name}},\n\nthe publisher thanks you for "{{paperTitle}}" ({{journalName}}).',
};
const JOURNAL_TEXT = {
  subject: 'Applied Science has "{{paperTitle}}"',
  body: 'Dear {{name}},\n\nApplied Science thanks you for "{{paperTitle}}".',
};

/**
 * Issue 44 item 3 through the gateway of the whole site (real Postgres and Redis): the administrator's
 * publisher-level mail templates, checklist, review form and pages reach every journal that has not
 * overridden them at once (read at read and send time), not an overriding one; DELETE of a journal's
 * override makes it inherit again; only the administrator writes the publisher level, a manager only
 * their own journal.
 */
describeWith(['postgres', 'redis'], 'publisher-level templates and policies through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let mary: string; // manager of the overriding journal
  let carl: string; // manager of the inheriting journal
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const templateOf = async (journal: string, token: string) =>
    (
      (await json('GET', `/api/admin/journals/${journal}/mail-templates`, token)).body.data
        .templates as Body[]
    ).find((t) => t.key === KEY);
  const confirmationFor = async (journalName: string, title: string) => {
    expect(
      (await submitTextPaper(site, author, { userEmail: AUTHOR.email, journalName, paperTitle: title }))
        .status,
    ).toBe(201);
    const [mail] = await readUntil(
      async () => (await mailsTo(site, AUTHOR.email)).filter((m) => m.text?.includes(title)),
      (found) => found.length > 0,
      `the confirmation of ${title}`,
    );
    return mail!;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `publisher-templates-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    mary = await joinJournalTeam(site, db, admin, OVERRIDING, { ...MARY, password: PASSWORD }, 'manager');
    carl = await joinJournalTeam(site, db, admin, INHERITING, { ...CARL, password: PASSWORD }, 'manager');
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('only the administrator reads and writes the publisher level (403 for a manager, 401 without a token)', async () => {
    for (const [method, route, body] of [
      ['GET', `${PUBLISHER}/mail-templates`, undefined],
      ['PUT', `${PUBLISHER}/mail-templates/${KEY}`, PUBLISHER_TEXT],
      ['DELETE', `${PUBLISHER}/mail-templates/${KEY}`, undefined],
      ['PUT', `${PUBLISHER}/checklist`, { items: [{ text: 'Not yours' }] }],
      ['PUT', `${PUBLISHER}/review-form`, { questions: [] }],
      ['PUT', `${PUBLISHER}/pages/policies`, { title: 'Policies', body: 'Not yours' }],
    ] as const) {
      expect([method, route, (await json(method, route, mary, body)).status]).toEqual([method, route, 403]);
      expect([method, route, (await json(method, route, undefined, body)).status]).toEqual([
        method,
        route,
        401,
      ]);
    }
    expect((await json('GET', `${PUBLISHER}/checklist`, admin)).body.data.items).toEqual([]); // nothing changed
    expect((await json('GET', `${PUBLISHER}/pages`, admin)).body.data.pages).toEqual([]);
    expect((await templateOf(INHERITING, carl)).subject).toBe('Submission received: "{{paperTitle}}"');
    // A manager of one journal does not write another's.
    const other = await json(
      'PUT',
      `/api/admin/journals/${OVERRIDING}/mail-templates/${KEY}`,
      carl,
      JOURNAL_TEXT,
    );
    expect(other.status).toBe(404);
    expect(
      (await json('PUT', `/api/admin/journals/${OVERRIDING}/checklist`, carl, { items: [] })).status,
    ).toBe(403);
  });

  it('refuses a publisher template naming an unknown variable (400) and changes nothing', async () => {
    const bad = await json('PUT', `${PUBLISHER}/mail-templates/${KEY}`, admin, {
      ...PUBLISHER_TEXT,
      body: '{{doi}}',
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Unknown variable {{doi}}']);
    expect(
      (await json('PUT', `${PUBLISHER}/mail-templates/no-such-mail`, admin, PUBLISHER_TEXT)).status,
    ).toBe(404);
    expect((await templateOf(INHERITING, carl)).inherited).toBe(true);
    expect((await templateOf(INHERITING, carl)).subject).toBe('Submission received: "{{paperTitle}}"');
  });

  it("a publisher template edit reaches the inheriting journal's list and next mail, not the overriding one's", async () => {
    expect(
      (await json('PUT', `/api/admin/journals/${OVERRIDING}/mail-templates/${KEY}`, mary, JOURNAL_TEXT))
        .status,
    ).toBe(200);
    const saved = await json('PUT', `${PUBLISHER}/mail-templates/${KEY}`, admin, PUBLISHER_TEXT);
    expect(saved.status).toBe(200);
    const publisherList = (await json('GET', `${PUBLISHER}/mail-templates`, admin)).body.data
      .templates as Body[];
    expect(publisherList.find((t) => t.key === KEY)).toMatchObject({ ...PUBLISHER_TEXT, isDefault: false });

    expect(await templateOf(INHERITING, carl)).toMatchObject({
      ...PUBLISHER_TEXT,
      inherited: true,
      publisher: PUBLISHER_TEXT,
    });
    expect(await templateOf(OVERRIDING, mary)).toMatchObject({
      ...JOURNAL_TEXT,
      inherited: false,
      publisher: PUBLISHER_TEXT,
    });

    const civil = await confirmationFor('Civil Engineering', 'Invariant Variation Problems');
    expect(civil.subject).toBe('The publisher has "Invariant Variation Problems"');
    expect(civil.text).toContain(
      'the publisher thanks you for "Invariant Variation Problems" (Civil Engineering).',
    );
    const applied = await confirmationFor('Applied Science', 'Ideal Theory in Rings');
    expect(applied.subject).toBe('Applied Science has "Ideal Theory in Rings"');
  });

  it('DELETE of a journal override makes the journal inherit the publisher wording again', async () => {
    const dropped = await json('DELETE', `/api/admin/journals/${OVERRIDING}/mail-templates/${KEY}`, mary);
    expect(dropped.status).toBe(200);
    expect(dropped.body.data.template).toMatchObject({ ...PUBLISHER_TEXT, inherited: true });
    expect(await templateOf(OVERRIDING, mary)).toMatchObject({ ...PUBLISHER_TEXT, inherited: true });
    const applied = await confirmationFor('Applied Science', 'Abstract Theory of Groups');
    expect(applied.subject).toBe('The publisher has "Abstract Theory of Groups"');
    // The publisher's reset brings every inheriting journal back to the built-in text.
    expect((await json('DELETE', `${PUBLISHER}/mail-templates/${KEY}`, admin)).status).toBe(200);
    expect((await templateOf(INHERITING, carl)).subject).toBe('Submission received: "{{paperTitle}}"');
  });

  it('the checklist: publisher items reach inheriting journals (public and admin reads), an override keeps its own', async () => {
    const own = await json('PUT', `/api/admin/journals/${OVERRIDING}/checklist`, mary, {
      items: [{ id: 'own', text: 'Applied Science asks this' }],
    });
    expect(own.status).toBe(200);
    const put = await json('PUT', `${PUBLISHER}/checklist`, admin, {
      items: [{ id: 'ethics', text: 'I followed the ethics policy' }],
    });
    expect(put.status).toBe(200);
    const bad = await json('PUT', `${PUBLISHER}/checklist`, admin, { items: [{ text: '' }] });
    expect(bad.status).toBe(400);
    expect((await json('GET', `${PUBLISHER}/checklist`, admin)).body.data.items).toEqual([
      { id: 'ethics', text: 'I followed the ethics policy' },
    ]);
    const publisherItems = [{ id: 'ethics', text: 'I followed the ethics policy' }];
    expect((await json('GET', `/api/journals/${INHERITING}/checklist`)).body.data.items).toEqual(
      publisherItems,
    );
    expect((await json('GET', `/api/admin/journals/${INHERITING}/checklist`, carl)).body.data).toEqual({
      items: publisherItems,
      inherited: true,
      publisher: publisherItems,
    });
    expect((await json('GET', `/api/admin/journals/${OVERRIDING}/checklist`, mary)).body.data).toMatchObject({
      items: [{ id: 'own', text: 'Applied Science asks this' }],
      inherited: false,
    });
    // The submission service checks the author's ticks against the inherited list too.
    await readUntil(
      async () =>
        (await db.pool.query(`SELECT checklist FROM submission.journals WHERE slug = $1`, [INHERITING]))
          .rows[0]?.checklist,
      (items) => JSON.stringify(items) === JSON.stringify(publisherItems),
      'the inherited checklist in the submission read model',
    );
    const dropped = await json('DELETE', `/api/admin/journals/${OVERRIDING}/checklist`, mary);
    expect(dropped.body.data).toMatchObject({ items: publisherItems, inherited: true });
    expect((await json('GET', `/api/journals/${OVERRIDING}/checklist`)).body.data.items).toEqual(
      publisherItems,
    );
  });

  it('the review form: the publisher form is the inheriting journal form; DELETE of an override inherits again', async () => {
    const question = {
      kind: 'yes-no',
      label: 'Are the conclusions supported?',
      required: true,
      visibleToAuthor: true,
    };
    const ownQuestion = {
      kind: 'text',
      label: 'What would Applied Science readers gain?',
      required: false,
      visibleToAuthor: false,
    };
    expect(
      (await json('PUT', `/api/admin/journals/${OVERRIDING}/review-form`, mary, { questions: [ownQuestion] }))
        .status,
    ).toBe(200);
    const put = await json('PUT', `${PUBLISHER}/review-form`, admin, { questions: [question] });
    expect(put.status).toBe(200);
    expect((await json('PUT', `${PUBLISHER}/review-form`, admin, { questions: 'none' })).status).toBe(400);
    const inherited = (await json('GET', `/api/admin/journals/${INHERITING}/review-form`, carl)).body.data;
    expect(inherited.inherited).toBe(true);
    expect(inherited.questions).toMatchObject([question]);
    const overriding = (await json('GET', `/api/admin/journals/${OVERRIDING}/review-form`, mary)).body.data;
    expect([overriding.inherited, overriding.questions[0].label, overriding.publisher[0].label]).toEqual([
      false,
      ownQuestion.label,
      question.label,
    ]);
    expect((await json('DELETE', `/api/admin/journals/${OVERRIDING}/review-form`, carl)).status).toBe(404);
    const dropped = await json('DELETE', `/api/admin/journals/${OVERRIDING}/review-form`, mary);
    expect(dropped.status).toBe(200);
    expect([dropped.body.data.inherited, dropped.body.data.questions[0].label]).toEqual([
      true,
      question.label,
    ]);
  });

  it("a publisher page (policies) shows on every journal without its own; a journal's page of that address overrides it", async () => {
    const page = { title: 'Policies', body: 'Our **open-access** policy.' };
    const saved = await json('PUT', `${PUBLISHER}/pages/policies`, admin, page);
    expect(saved.status).toBe(200);
    expect((await json('PUT', `${PUBLISHER}/pages/policies`, admin, { title: '', body: 'x' })).status).toBe(
      400,
    );
    expect((await json('GET', `${PUBLISHER}/pages/policies`, admin)).body.data.page).toMatchObject(page);
    const shown = await json('GET', `/api/journals/${INHERITING}/pages/policies`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.page).toMatchObject({ ...page, inherited: true });
    expect(shown.body.data.page.html).toContain('<strong>open-access</strong>');
    const tabs = (await json('GET', `/api/journals/${INHERITING}/pages`)).body.data.pages;
    expect(tabs).toEqual([{ slug: 'policies', title: 'Policies', inherited: true }]);

    const own = { title: 'Policies', body: 'Applied Science policy.' };
    const overridden = await json('PUT', `/api/admin/journals/${OVERRIDING}/pages/policies`, mary, own);
    expect(overridden.status).toBe(200);
    expect(overridden.body.data.page).toEqual({
      slug: 'policies',
      ...own,
      html: '<p>Applied Science policy.</p>\n',
      inherited: false,
      publisher: page,
    });
    const read = (await json('GET', `/api/journals/${OVERRIDING}/pages/policies`)).body.data.page;
    expect([read.body, read.inherited, read.publisher]).toEqual([own.body, false, page]);
    // The journal's list tells the override (inherited: false) from a page of its own alone (no mark).
    const ownPage = { slug: 'ethics', title: 'Ethics', body: 'Applied Science ethics.' };
    expect((await json('POST', `/api/admin/journals/${OVERRIDING}/pages`, mary, ownPage)).status).toBe(201);
    expect((await json('GET', `/api/journals/${OVERRIDING}/pages`)).body.data.pages).toEqual([
      { slug: 'policies', title: 'Policies', inherited: false },
      { slug: 'ethics', title: 'Ethics' },
    ]);
    expect((await json('PUT', `/api/admin/journals/${OVERRIDING}/pages/policies`, carl, own)).status).toBe(
      403,
    );

    // A publisher edit reaches the inheriting journal at once, not the overriding one.
    await json('PUT', `${PUBLISHER}/pages/policies`, admin, { ...page, body: 'Revised policy.' });
    expect((await json('GET', `/api/journals/${INHERITING}/pages/policies`)).body.data.page.body).toBe(
      'Revised policy.',
    );
    expect((await json('GET', `/api/journals/${OVERRIDING}/pages/policies`)).body.data.page.body).toBe(
      own.body,
    );

    expect((await json('DELETE', `/api/admin/journals/${OVERRIDING}/pages/policies`, mary)).status).toBe(200);
    expect((await json('GET', `/api/journals/${OVERRIDING}/pages/policies`)).body.data.page).toMatchObject({
      body: 'Revised policy.',
      inherited: true,
    });
  });
});
