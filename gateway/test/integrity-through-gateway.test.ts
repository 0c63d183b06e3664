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

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const ROSA = { email: 'rosa@kiel.example.de', givenNames: 'Rosa', familyName: 'Hartmann' };
const JONAS = { email: 'jonas@kiel.example.de', givenNames: 'Jonas', familyName: 'Weber' };
const MIA = { email: 'mia@kiel.example.de', givenNames: 'Mia', familyName: 'Schulz' };
const EDDIE = { email: 'eddie@integrity.example.org', givenNames: 'Eddie', familyName: 'Editor' };
const BEA = { email: 'bea@integrity.example.org', givenNames: 'Bea', familyName: 'Bauer' };
const coAuthor = (p: typeof ROSA) => ({ ...p, affiliation: 'Kiel University' });

const ORIGINAL_TITLE = 'Seagrass Meadows of the Kiel Fjord as Carbon Sinks';
const SEAGRASS_TEXT = [
  'Seagrass meadows along the western Baltic coast store organic carbon in their sediments for centuries.',
  'We mapped the meadows of the Kiel Fjord with side-scan sonar in the summers of 2021 and 2022 and took',
  'forty sediment cores at depths between two and eight metres. The cores were sliced every two centimetres',
  'and their organic carbon measured by elemental analysis after acidification. Meadow area shrank by a',
  'fifth between the two surveys, mostly where boat moorings scar the seabed near the marinas. Carbon stocks',
  'were highest in dense Zostera marina stands on muddy sand and lowest on the exposed gravel of the outer',
  'fjord. Extrapolated to the whole fjord, the meadows hold about twelve thousand tonnes of organic carbon,',
  'a stock that eelgrass loss releases within a decade as the sediments erode. We argue that mooring',
  'buoys which do not drag chains over the bottom would protect most of the remaining meadows at little cost,',
  'and we give the positions of the meadows most at risk so that the harbour authority can act first there.',
].join(' ');
const SEAGRASS_ABSTRACT =
  'We mapped seagrass meadows in the Kiel Fjord by sonar and measured the organic carbon of forty sediment cores; ' +
  'the meadows shrank by a fifth in a year and hold about twelve thousand tonnes of carbon.';

/** Papers through the submission form as the signed-in author, with a plain-text manuscript the service reads. */
async function submit(
  site: RunningSite,
  token: string,
  fields: {
    userEmail: string;
    journalName: string;
    paperTitle: string;
    abstract: string;
    keywords: string;
    coAuthors: unknown[];
    text: string;
  },
): Promise<string> {
  const form = new FormData();
  const { text, coAuthors, ...rest } = fields;
  for (const [key, value] of Object.entries(rest)) form.set(key, value);
  form.set('coAuthors', JSON.stringify(coAuthors));
  form.set('paperFile', new Blob([Buffer.from(text, 'utf8')]), 'paper.txt');
  const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as Body;
  expect([res.status, body.message]).toEqual([201, expect.anything()]);
  return body.submission.id as string;
}

/**
 * Issue 44 item 4 through the gateway of the whole site (real Postgres with pg_trgm): a paper sent to two
 * journals of the family under a new title, with its authors reordered and its abstract reworded, is flagged
 * to both journals' editors after the background check; another paper by the same authors is not; an editor
 * sees the other journal's name, dates, status and similarities but never its title or people unless they
 * edit there too; the author 403, another journal's editor 404.
 */
describeWith('postgres', 'integrity checks through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let rosa: string;
  let jonas: string;
  let eddie: string;
  let bea: string;
  let original = '';
  let duplicate = '';
  let other = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const integrity = (id: string, token: string) =>
    json('GET', `/api/admin/submissions/${id}/integrity`, token);
  /** The answer once the background check of the paper's current version has run. */
  const checked = (id: string, token: string) =>
    readUntil(
      () => integrity(id, token),
      (res) => res.status === 200 && res.body.data.pending === false,
      `the integrity check of ${id}`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    admin = await signInAdmin(site);
    rosa = await registerAuthor(site, { ...ROSA, password: PASSWORD });
    jonas = await registerAuthor(site, { ...JONAS, password: PASSWORD });
    eddie = await joinJournalTeam(
      site,
      db,
      admin,
      'applied-science',
      { ...EDDIE, password: PASSWORD },
      'editor',
    );
    bea = await joinJournalTeam(
      site,
      db,
      admin,
      'civil-engineering',
      { ...BEA, password: PASSWORD },
      'editor',
    );

    original = await submit(site, rosa, {
      userEmail: ROSA.email,
      journalName: 'Applied Science',
      paperTitle: ORIGINAL_TITLE,
      abstract: SEAGRASS_ABSTRACT,
      keywords: 'seagrass, blue carbon, Baltic Sea',
      coAuthors: [coAuthor(JONAS), coAuthor(MIA)],
      text: SEAGRASS_TEXT,
    });
    await checked(original, admin);
    // The same paper a week later at a sister journal: new title, authors reordered, abstract reworded.
    duplicate = await submit(site, jonas, {
      userEmail: JONAS.email,
      journalName: 'Civil Engineering',
      paperTitle: 'Mooring Scars and the Loss of Blue Carbon in a Baltic Fjord',
      abstract:
        'Sonar maps of the Kiel Fjord and the organic carbon of forty sediment cores show that its seagrass ' +
        'meadows lost a fifth of their area within one year; they keep some twelve thousand tonnes of carbon.',
      keywords: 'moorings, seagrass, carbon',
      coAuthors: [coAuthor(MIA), coAuthor(ROSA)],
      text: SEAGRASS_TEXT.replace('Seagrass meadows along', 'The seagrass beds along').replace(
        'We argue that',
        'We propose that',
      ),
    });
    // Another paper of the same three authors, on another subject.
    other = await submit(site, rosa, {
      userEmail: ROSA.email,
      journalName: 'Civil Engineering',
      paperTitle: 'Fatigue Cracks in Welded Steel Bridge Decks',
      abstract:
        'Orthotropic steel decks crack at the rib-to-deck welds under heavy lorries; strain gauges on two ' +
        'motorway bridges recorded a million load cycles, which we compare with the design codes.',
      keywords: 'fatigue, welding, bridges',
      coAuthors: [coAuthor(MIA), coAuthor(JONAS)],
      text:
        'Orthotropic steel bridge decks are light and quick to build, yet fatigue cracks appear at the welds ' +
        'between the longitudinal ribs and the deck plate after a few decades of heavy traffic. We fixed ' +
        'thirty-two strain gauges to two motorway bridges near Hamburg and logged every axle for six months. ' +
        'Rain-flow counting of the stress ranges gives damage sums well above those of the Eurocode fatigue ' +
        'load model, mostly from overloaded lorries in the slow lane. Thicker deck plates and full penetration ' +
        'welds would halve the damage; we give the detail categories to use when decks are renewed.',
    });
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('flags the duplicate to journal B as under review elsewhere, without anything of journal A beyond the allowed fields', async () => {
    const res = await checked(duplicate, bea);
    expect(res.body.data.textSource).toBe('manuscript');
    expect(res.body.data.checkedAt).toEqual(expect.any(String));
    expect(res.body.data.matches).toEqual([
      {
        journal: 'applied-science',
        journalName: 'Applied Science',
        submittedAt: expect.any(String),
        status: 'submitted',
        statusSince: expect.any(String),
        kind: 'under_review_elsewhere',
        similarity: { title: expect.any(Number), abstract: expect.any(Number), text: expect.any(Number) },
        sharedAuthors: 3,
      },
    ]);
    expect(res.body.data.matches[0].similarity.text).toBeGreaterThan(0.9);
    // Nothing of the other paper an editor of journal B does not edit: no title, no people, no id.
    const text = JSON.stringify(res.body);
    for (const secret of [ORIGINAL_TITLE, original, ROSA.email, 'Hartmann', 'Kiel Fjord as Carbon'])
      expect(text).not.toContain(secret);
  });

  it("shows journal A's editor the later paper at journal B too, and the administrator the other's title", async () => {
    const atA = await checked(original, eddie);
    expect(atA.body.data.matches).toEqual([
      expect.objectContaining({
        journal: 'civil-engineering',
        kind: 'under_review_elsewhere',
        sharedAuthors: 3,
      }),
    ]);
    expect(atA.body.data.matches[0].title).toBeUndefined();
    expect(JSON.stringify(atA.body)).not.toContain('Mooring Scars');
    const byAdmin = await checked(duplicate, admin);
    expect(byAdmin.body.data.matches[0].title).toBe(ORIGINAL_TITLE);
  });

  it('does not flag another paper by the same authors', async () => {
    const res = await checked(other, bea);
    expect(res.body.data.matches).toEqual([]);
  });

  it("reads the kind from the other paper's status now: rejected by journal A", async () => {
    const rejected = await json('PUT', `/api/admin/submissions/${original}/status`, admin, {
      status: 'rejected',
      email: site.adminEmail,
    });
    expect(rejected.status).toBe(200);
    const res = await checked(duplicate, bea);
    expect(res.body.data.matches).toEqual([
      expect.objectContaining({
        journal: 'applied-science',
        status: 'rejected',
        kind: 'similar_to_rejected',
      }),
    ]);
  });

  it('checks a paper sent without a file at once, by its title, abstract and authors', async () => {
    // The JSON form has no file; its check must not wait for the minutely retry (readUntil gives up at 30 s).
    const sent = await json('POST', '/api/registration/submit-paper', rosa, {
      userEmail: ROSA.email,
      journalName: 'Civil Engineering',
      paperTitle: 'Seagrass Meadows of the Kiel Fjord Hold Carbon',
      abstract: SEAGRASS_ABSTRACT,
      keywords: 'seagrass',
      coAuthors: [coAuthor(JONAS), coAuthor(MIA)],
    });
    expect(sent.status).toBe(201);
    const res = await checked(sent.body.submission.id as string, admin);
    expect(res.body.data.matches).toEqual(
      expect.arrayContaining([expect.objectContaining({ journal: 'applied-science', sharedAuthors: 3 })]),
    );
  });

  it('refuses the author (403), an editor of another journal (404) and no token (401)', async () => {
    const byAuthor = await integrity(duplicate, jonas);
    expect([byAuthor.status, byAuthor.body.message]).toEqual([403, 'Administrator access required']);
    const byOther = await integrity(duplicate, eddie);
    expect([byOther.status, byOther.body.message]).toEqual([404, 'Submission not found']);
    const anonymous = await json('GET', `/api/admin/submissions/${duplicate}/integrity`);
    expect(anonymous.status).toBe(401);
  });
});
