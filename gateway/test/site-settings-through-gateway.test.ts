import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressObject } from 'mailparser';
import os from 'node:os';
import path from 'node:path';
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
import { SEEDED_SITE } from '../../frontend/src/content/site.content';
import { mailsTo } from './support/site-mailbox';
import { submitTextPaper } from './support/submit-text-paper';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const AUTHOR = { email: 'ada@analytical.example.org', givenNames: 'Ada', familyName: 'Lovelace' };
const PASSWORD = 'a long enough password';
const HREF_MESSAGE = 'Please enter a site path or an https link';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Today's texts, seeded by the migration: a fresh install looks as SPEC.md says. */
const SEEDED = {
  name: 'Lumina Journals',
  tagline: 'Open-access academic publishing',
  contactEmail: 'editorial@luminajournals.org',
  logoUrl: null,
  heroTitle: 'Publishing research that everyone can read',
  primaryColour: '#1b3a5c',
};

/**
 * The site settings through the gateway of the whole site (real Postgres): the public read, the
 * administrator's changes and logo, every refusal, and a new name reaching mails and server-rendered
 * pages without a restart (journals.site_changed.v1).
 */
describeWith(['postgres'], 'Site settings through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let staticDir: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const current = async () => (await json('GET', '/api/site')).body.data.site;
  const uploadLogo = async (bytes: Buffer, token: string | null = admin, name = 'logo.png') => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}/api/admin/site/logo`, {
      method: 'PUT',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // A stand-in for the SPA build: the gateway names the site in its index.html.
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'site-settings-spa-'));
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Lumina Journals | Open-access academic publishing</title></head><body><div id="root"></div></body></html>',
    );
    site = await startSite({ databaseUrl: db.url, env: { STATIC_DIR: staticDir } });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
    if (staticDir) await rm(staticDir, { recursive: true, force: true });
  });

  it("answers today's texts on a fresh install, cached for a short while", async () => {
    const res = await fetch(`${site.baseUrl}/api/site`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const { site: settings } = ((await res.json()) as Body).data;
    expect(settings).toMatchObject(SEEDED);
    // The SPA paints these before the answer comes: both must be the same.
    expect(settings).toEqual(SEEDED_SITE);
    expect(settings).not.toHaveProperty('publishWithUsHref');
    expect(settings.homeCards.map((c: Body) => c.title)).toEqual([
      'Discover Open Access',
      'Publish with Us',
      'Track Your Research',
      'Featured Articles',
      'Browse by Subject',
      'About',
    ]);
    const links = settings.footer.columns.flatMap((c: Body) => c.links);
    expect(links.filter((l: Body) => l.href).map((l: Body) => l.href)).toEqual([
      '/authors',
      '/journals',
      '/books',
      '/platforms',
      '/databases',
      '/admin',
      '/terms',
      '/privacy',
      '/cookies',
      '/accessibility',
    ]);
    // SPEC.md's inert items: six footer links and every social icon.
    expect(links.filter((l: Body) => !l.href)).toHaveLength(6);
    expect(settings.footer.social.every((s: Body) => !('href' in s))).toBe(true);
    // The home page's HTML, before any script: today's title, and the site's name for link previews.
    const home = await (await fetch(`${site.baseUrl}/`)).text();
    expect(home).toContain('<title>Lumina Journals | Open-access academic publishing</title>');
    expect(home).toContain('<meta property="og:site_name" content="Lumina Journals" />');
  });

  it('refuses an anonymous change (401) and an author (403)', async () => {
    expect((await json('PUT', '/api/admin/site', undefined, { name: 'X' })).status).toBe(401);
    expect((await json('PUT', '/api/admin/site', author, { name: 'X' })).status).toBe(403);
    expect((await uploadLogo(PNG, null)).status).toBe(401);
    expect((await uploadLogo(PNG, author)).status).toBe(403);
    expect(await current()).toMatchObject(SEEDED);
  });

  it.each([
    [{ publishWithUsHref: 'javascript:alert(1)' }, 'publishWithUsHref', HREF_MESSAGE],
    [{ publishWithUsHref: 'http://example.org/' }, 'publishWithUsHref', HREF_MESSAGE],
    [{ publishWithUsHref: '//evil.example/' }, 'publishWithUsHref', HREF_MESSAGE],
    [{ contactEmail: 'not an address' }, 'contactEmail', 'Please enter a valid email address'],
    [{ primaryColour: 'navy' }, 'primaryColour', 'Please enter a colour as #rrggbb'],
    [{ primaryColour: '#12345' }, 'primaryColour', 'Please enter a colour as #rrggbb'],
    [{ name: '   ' }, 'name', 'Please enter the site name'],
    [
      {
        name: 'Changed in vain',
        footer: {
          description: 'd',
          columns: [
            {
              title: 'A',
              links: [
                { label: 'Ok', href: '/ok' },
                { label: 'Bad', href: 'ftp://x' },
              ],
            },
          ],
          social: [],
        },
      },
      'footer.columns.0.links.1.href',
      HREF_MESSAGE,
    ],
    [
      { footer: { description: 'd', columns: [], social: [{ network: 'X', href: 'data:text/html,x' }] } },
      'footer.social.0.href',
      HREF_MESSAGE,
    ],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field, message) => {
    const res = await json('PUT', '/api/admin/site', admin, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, message });
    expect(await current()).toMatchObject(SEEDED);
  });

  it('changes only the fields sent and answers the whole settings', async () => {
    const res = await json('PUT', '/api/admin/site', admin, {
      tagline: 'Research from the harbour',
      primaryColour: '#0A5C36',
      publishWithUsHref: '/pages/publish',
      heroTitle: 'Harbour research for everyone',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.site).toMatchObject({
      name: SEEDED.name,
      contactEmail: SEEDED.contactEmail,
      tagline: 'Research from the harbour',
      primaryColour: '#0a5c36',
      publishWithUsHref: '/pages/publish',
      heroTitle: 'Harbour research for everyone',
    });
    expect(await current()).toEqual(res.body.data.site);
    // An empty target makes the item inert again.
    const cleared = await json('PUT', '/api/admin/site', admin, { publishWithUsHref: '' });
    expect(cleared.body.data.site).not.toHaveProperty('publishWithUsHref');
  });

  describe('logo', () => {
    it('has none on a fresh install', async () => {
      expect((await fetch(`${site.baseUrl}/api/site/logo`)).status).toBe(404);
    });

    it('refuses a GIF, text and an image over 1 MB, and keeps none', async () => {
      const gif = await uploadLogo(Buffer.from('GIF89a\x01\x00\x01\x00'));
      expect(gif.status).toBe(400);
      expect(gif.body.message).toBe('The logo must be a PNG, JPEG, WebP or SVG image');
      expect((await uploadLogo(Buffer.from('plain text'), admin, 'logo.svg')).status).toBe(400);
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const tooBig = await uploadLogo(big);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe('The logo must be at most 1 MB');
      expect((await current()).logoUrl).toBeNull();
    });

    it('stores a PNG and serves it at a site-relative address', async () => {
      const res = await uploadLogo(PNG);
      expect(res.status).toBe(200);
      const { logoUrl } = res.body.data.site;
      expect(logoUrl).toMatch(/^\/api\/site\/logo\?v=\d+$/);
      const logo = await fetch(`${site.baseUrl}${logoUrl}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('stores an SVG without script, handlers or external references', async () => {
      const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<script>alert(2)</script><foreignObject><div>x</div></foreignObject>
<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
<rect width="10" height="10" fill="url(#g)" onclick="alert(3)"/>
<image href="https://tracker.example/p.png" width="1" height="1"/>
<use xlink:href="https://evil.example/s.svg#a"/><use href="#g"/>
<circle r="2" fill="url(https://evil.example/f)"/>
</svg>`;
      const res = await uploadLogo(Buffer.from(svg), admin, 'logo.svg');
      expect(res.status).toBe(200);
      const logo = await fetch(`${site.baseUrl}${res.body.data.site.logoUrl}`);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'");
      const stored = await logo.text();
      expect(stored).toMatch(/^<svg /);
      expect(stored).toContain('viewBox="0 0 10 10"');
      expect(stored).toContain('fill="url(#g)"');
      expect(stored).toContain('<use href="#g">');
      for (const gone of ['script', 'alert', 'onload', 'onclick', 'foreignObject', 'evil.example', 'tracker'])
        expect(stored).not.toContain(gone);
    });
  });

  describe('a new name reaches the other services without a restart', () => {
    const NAME = 'Harbour Press';
    const CONTACT = 'desk@harbour.example.org';

    beforeAll(async () => {
      const res = await json('PUT', '/api/admin/site', admin, { name: NAME, contactEmail: CONTACT });
      expect(res.status).toBe(200);
    });

    it('GET /api/site answers it at once', async () => {
      expect(await current()).toMatchObject({ name: NAME, contactEmail: CONTACT });
    });

    it('a server-rendered journal page names it in og:site_name and the title', async () => {
      const page = await readUntil(
        async () => (await fetch(`${site.baseUrl}/journals/applied-science/issues`)).text(),
        (html) => html.includes(`<meta property="og:site_name" content="${NAME}">`),
        'the new name on the issues page',
      );
      expect(page).toContain(`<title>Issues | Applied Science | ${NAME}</title>`);
    });

    it('the home page (the SPA the gateway serves) names it in its title and og:site_name', async () => {
      const home = await readUntil(
        async () => (await fetch(`${site.baseUrl}/`)).text(),
        (html) => html.includes(`<meta property="og:site_name" content="${NAME}" />`),
        'the new name on the home page',
      );
      expect(home).toContain(`<title>${NAME} | Research from the harbour</title>`);
    });

    it("a journal's mail is signed with it; a mail about no journal answers to the new contact", async () => {
      // The name reaches notification by the site's event: the paper is submitted once it is there.
      await readUntil(
        async () => (await db.pool.query('SELECT name FROM notification.site')).rows[0]?.name,
        (name) => name === NAME,
        'the new name in the notification service',
      );
      const submitted = await submitTextPaper(site, author, {
        userEmail: AUTHOR.email,
        journalName: 'Applied Science',
        paperTitle: 'Notes on the Analytical Engine',
      });
      expect(submitted.status).toBe(201);
      const receipt = (
        await readUntil(
          async () =>
            (await mailsTo(site, AUTHOR.email)).filter((m) => !!m.subject?.startsWith('Submission received')),
          (found) => found.length > 0,
          'the submission receipt',
        )
      )[0]!;
      expect(receipt.text?.trimEnd().endsWith(NAME)).toBe(true);
      expect(String(receipt.html)).toContain(NAME);
      // A second registration mail (about no journal) is sent after the change.
      await registerAuthor(site, {
        email: 'grace@navy.example.org',
        givenNames: 'Grace',
        familyName: 'Hopper',
        password: PASSWORD,
      });
      const verify = (
        await readUntil(
          async () =>
            (await mailsTo(site, 'grace@navy.example.org')).filter((m) => m.file.includes('verify')),
          (found) => found.length > 0,
          'the verification mail',
        )
      )[0]!;
      expect(verify.subject).toBe(`Verify your email address for ${NAME}`);
      const replyTo: AddressObject | undefined = Array.isArray(verify.replyTo)
        ? verify.replyTo[0]
        : verify.replyTo;
      expect(replyTo?.value.map((a) => a.address)).toEqual([CONTACT]);
    });
  });
});
