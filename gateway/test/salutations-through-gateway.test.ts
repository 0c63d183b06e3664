import { rm } from 'node:fs/promises';
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
import { mailsTo } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const TITLE = 'Seagrass Meadows of the Kiel Fjord';
const AUTHOR = { email: 'rosa@kiel.example.de', givenNames: 'Rosa', familyName: 'Hartmann' };
const JONAS = {
  givenNames: 'Jonas',
  familyName: 'Weber',
  email: 'jonas@kiel.example.de',
  affiliation: 'University of Kiel',
};
/** As editors write it: greeting the submitting author, whom the platform already greets. */
const MESSAGE = "Dear Dr Hartmann,\n\nThank you for your paper. Please answer the reviewers' points.";

/**
 * Through the gateway of the whole site: each copy of a letter sent to several people (the decision letter
 * to the author and a co-author) greets its own recipient, and no copy carries another recipient's greeting.
 */
describeWith('postgres', 'salutations through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let paperId = '';
  const decisionMail = async (email: string) => {
    const [mail, ...more] = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => m.subject === `Decision on "${TITLE}"`),
      (found) => found.length > 0,
      `the decision letter to ${email}`,
    );
    expect(more).toEqual([]);
    return mail!;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    const author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: TITLE,
      abstract: 'Seagrass in the fjord.',
      keywords: 'seagrass',
      coAuthors: JSON.stringify([JONAS]),
    }))
      form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'hartmann.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    paperId = ((await res.json()) as Body).submission.id;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it("the co-author's decision letter greets the co-author and never the submitting author", async () => {
    const decided = await siteJson<Body>(site, 'POST', `/api/admin/submissions/${paperId}/decision`, admin, {
      decision: 'revisions',
      message: MESSAGE,
    });
    expect(decided.status).toBe(201);
    const jonas = await decisionMail(JONAS.email);
    expect(jonas.text).toContain('Dear Jonas Weber,');
    expect(jonas.text).toContain("Thank you for your paper. Please answer the reviewers' points.");
    for (const part of [jonas.text, jonas.html || ''])
      for (const greeting of ['Dear Dr Hartmann', 'Dear Rosa', 'Dear Hartmann'])
        expect(part).not.toContain(greeting);

    const rosa = await decisionMail(AUTHOR.email);
    expect(rosa.text).toContain('Dear Rosa Hartmann,');
    expect(rosa.text).toContain('Thank you for your paper.');
    expect(rosa.text!.match(/Dear /g)).toHaveLength(1);
    expect(rosa.text).not.toContain('Jonas');
  });
});
