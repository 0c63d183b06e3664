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
  validatorSchema,
  xmllintAllAgainst,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { startOrcidStandIn, type OrcidStandIn } from './support/orcid-stand-in';
import { publishingKnows } from './support/publishing-knows';
import { mailsTo, verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
/** Jonas typed someone else's iD; ORCID says his is Carberry's test iD. */
const JONAS = {
  givenNames: 'Jonas',
  familyName: 'Weber',
  email: 'jonas@example.org',
  affiliation: 'University of Kiel',
  orcid: 'https://orcid.org/0000-0001-5109-3700',
};
const JONAS_AT_ORCID = { orcid: '0000-0002-1825-0097', name: 'Jonas Weber' };
/** Mira never answers: her typed iD stays unauthenticated. */
const MIRA = {
  givenNames: 'Mira',
  familyName: 'Olsen',
  email: 'mira@example.org',
  orcid: 'https://orcid.org/0000-0002-1694-233X',
};
const LINK = /https?:\/\/[^\s"<>]+\/orcid-invitation\/([A-Za-z0-9_-]{43})/;

/**
 * Issue 43 item 6 over real HTTP through the gateway of the whole site (embedded, real Postgres), against a
 * stand-in of ORCID's OAuth server written from ORCID's documentation (support/orcid-stand-in.ts; ORCID
 * itself cannot be reached from the tests): on acceptance each co-author is mailed an invitation to
 * authenticate their ORCID iD; the link works without an account and only for that paper; the iD ORCID
 * answers replaces the typed one on the paper; Crossref's deposit then says authenticated="true" for it
 * and only for it.
 */
describeWith(['postgres', 'xmllint'], 'co-authors ORCID invitations through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let orcid: OrcidStandIn;
  let admin: string;
  let id: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const invitationTo = async (email: string) => {
    const [mail] = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => m.subject?.startsWith('Connect your ORCID iD')),
      (all) => all.length === 1,
      `the ORCID invitation to ${email}`,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\n${site
          .output()
          .split('\n')
          .filter((l) => /orcid|mail|error|warn/i.test(l))
          .slice(-40)
          .join('\n')}`,
      );
    });
    return { mail: mail!, token: LINK.exec(`${mail!.text}`)?.[1] };
  };
  /** The browser's trip: the site's authorize address, ORCID's redirect back, the site's redirect. */
  async function connectAtOrcid(token: string) {
    const started = await json('POST', `/api/orcid/invitations/${token}/authorize`, undefined, {
      addWorks: true,
    });
    expect(started.status).toBe(200);
    const authorizeUrl = new URL(started.body.data.url);
    const atOrcid = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atOrcid.status).toBe(302);
    const back = new URL(atOrcid.headers.get('location')!);
    const landed = await fetch(`${site.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    return { authorizeUrl, status: landed.status, location: landed.headers.get('location') };
  }

  beforeAll(async () => {
    orcid = await startOrcidStandIn();
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: {
        ORCID_CLIENT_ID: orcid.clientId,
        ORCID_CLIENT_SECRET: orcid.clientSecret,
        ORCID_BASE_URL: orcid.baseUrl,
      },
    });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    const author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    await verifyByMail(site, AUTHOR.email);
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', 'Carbon in Baltic seagrass meadows');
    form.set('abstract', 'Seagrass meadows of the Baltic store carbon.');
    form.set('keywords', 'seagrass, blue carbon');
    form.set('coAuthors', JSON.stringify([JONAS, MIRA]));
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as Body).submission.id;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    await orcid?.close();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('invites no one before acceptance, then each co-author with a link of their own, never the author', async () => {
    const setStatus = (status: string) =>
      json('PUT', `/api/admin/submissions/${id}/status`, admin, { status, email: site.adminEmail });
    expect((await setStatus('under_review')).status).toBe(200);
    await readUntil(
      async () => (await mailsTo(site, JONAS.email)).filter((m) => m.subject?.startsWith('Co-author notice')),
      (all) => all.length > 0,
      'the under-review notice to Jonas',
    );
    expect(
      (await mailsTo(site, JONAS.email)).filter((m) => m.subject?.startsWith('Connect your ORCID iD')),
    ).toEqual([]);
    expect((await setStatus('accepted')).status).toBe(200);
    const jonas = await invitationTo(JONAS.email);
    const mira = await invitationTo(MIRA.email);
    expect(jonas.token).toBeDefined();
    expect(mira.token).toBeDefined();
    expect(jonas.token).not.toBe(mira.token);
    expect(jonas.mail.text).toContain('Dear Jonas Weber,');
    expect(jonas.mail.text).toContain('"Carbon in Baltic seagrass meadows"');
    expect(jonas.mail.text).not.toContain('/login');
    expect(
      (await mailsTo(site, AUTHOR.email)).filter((m) => m.subject?.startsWith('Connect your ORCID iD')),
    ).toEqual([]);

    const page = await json('GET', `/api/orcid/invitations/${jonas.token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      paperTitle: 'Carbon in Baltic seagrass meadows',
      name: 'Jonas Weber',
      connected: false,
      orcid: null,
    });
    expect(JSON.stringify(page.body)).not.toContain(JONAS.email);
    // A tampered or made-up link is refused and starts nothing.
    const tampered = `${jonas.token!.slice(0, -1)}${jonas.token!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x'.repeat(43)]) {
      const refused = await json('GET', `/api/orcid/invitations/${bad}`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('This ORCID invitation is not valid or has expired.');
      expect((await json('POST', `/api/orcid/invitations/${bad}/authorize`)).status).toBe(404);
    }
    expect((await json('GET', '/api/orcid/invitations/%3Cscript%3E')).status).toBe(400);
  });

  it("puts the iD ORCID answers on the paper's co-author, and Crossref and JATS say authenticated only for it", async () => {
    const { token } = await invitationTo(JONAS.email);
    orcid.nextResearcher = JONAS_AT_ORCID;
    const trip = await connectAtOrcid(token!);
    expect(trip.authorizeUrl.searchParams.get('scope')).toBe('/authenticate /activities/update');
    expect(trip).toMatchObject({ status: 303, location: '/orcid-invitation?orcid=connected' });
    // The link now says so, and cannot start another sign-in.
    expect((await json('GET', `/api/orcid/invitations/${token}`)).body.data).toMatchObject({
      connected: true,
      orcid: JONAS_AT_ORCID.orcid,
    });
    const again = await json('POST', `/api/orcid/invitations/${token}/authorize`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An ORCID iD is already connected for this paper.');

    // The paper's co-author carries the authenticated iD in place of the typed one.
    const coAuthors = await readUntil(
      async () =>
        (await json('GET', `/api/admin/submissions/${id}/metadata`, admin)).body.data.metadata.coAuthors,
      (list: Body[]) => list.find((c) => c.email === JONAS.email)?.orcid?.includes(JONAS_AT_ORCID.orcid),
      "Jonas's authenticated iD on the paper",
    );
    expect(coAuthors.find((c: Body) => c.email === MIRA.email).orcid).toContain('0000-0002-1694-233X');

    await publishingKnows(site, admin, id, 'accepted');
    const published = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'published',
      email: site.adminEmail,
    });
    expect(published.status).toBe(200);
    const xml = await readUntil(
      async () => {
        const res = await fetch(`${site.baseUrl}/api/admin/articles/${id}/crossref.xml`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        return res.status === 200 ? res.text() : '';
      },
      (text) => text.includes(`https://orcid.org/${JONAS_AT_ORCID.orcid}`),
      'the Crossref XML with Jonas',
    );
    expect(xml).toContain(`<ORCID authenticated="true">https://orcid.org/${JONAS_AT_ORCID.orcid}</ORCID>`);
    expect(xml).toContain('<ORCID authenticated="false">https://orcid.org/0000-0002-1694-233X</ORCID>');
    expect(xml).not.toContain('0000-0001-5109-3700');
    const checked = await xmllintAllAgainst(validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), { xml });
    expect(checked.xml).toMatchObject({ valid: true });
    // JATS says the same of each iD: the article's own file and its OAI-PMH record.
    const jats = await (await fetch(`${site.baseUrl}/articles/${id}/jats.xml`)).text();
    const oaiRecord = await (
      await fetch(
        `${site.baseUrl}/oai?verb=GetRecord&metadataPrefix=jats&identifier=${encodeURIComponent(`oai:localhost:${id}`)}`,
      )
    ).text();
    for (const document of [jats, oaiRecord]) {
      expect(document).toContain(
        `<contrib-id contrib-id-type="orcid" authenticated="true">https://orcid.org/${JONAS_AT_ORCID.orcid}</contrib-id>`,
      );
      expect(document).toContain(
        '<contrib-id contrib-id-type="orcid">https://orcid.org/0000-0002-1694-233X</contrib-id>',
      );
    }
    const jatsChecked = await xmllintAllAgainst(
      validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd'),
      {
        jats,
      },
    );
    expect(jatsChecked.jats).toMatchObject({ valid: true });
    // No answer of the site carries ORCID's tokens.
    for (const issued of orcid.issuedTokens)
      for (const answer of [xml, jats]) expect(answer).not.toContain(issued);
  });

  it('a co-author who denies access at ORCID keeps their typed iD and can try again', async () => {
    const { token } = await invitationTo(MIRA.email);
    orcid.denyNext = true;
    const trip = await connectAtOrcid(token!);
    expect(trip).toMatchObject({ status: 303, location: '/orcid-invitation?orcid=denied' });
    expect((await json('GET', `/api/orcid/invitations/${token}`)).body.data.connected).toBe(false);
    expect((await json('POST', `/api/orcid/invitations/${token}/authorize`)).status).toBe(200);
  });
});
