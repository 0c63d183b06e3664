// /help: the user's guide of docs/guide served by the gateway as HTML, with its pictures; nothing else
// under /help is served, and no address reaches a file outside the guide folder.
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger } from '@journal/logger';
import { createGatewayApp } from '../src/app';
import { DEFAULT_GUIDE_DIR } from '../src/routes/help.routes';
import { loadGuide } from '../src/routes/help-guide';

const logger = createLogger('gateway-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

let app: ReturnType<typeof createGatewayApp>['app'];

beforeAll(async () => {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'help-spa-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>SPA shell</title>');
  app = createGatewayApp({
    logger,
    staticDir,
    runtime,
    rateLimitPerMinute: 0,
    routing: { mode: 'in-process', instances: [] },
  }).app;
});

describe('/help through the gateway', () => {
  it('serves the guide index with a link to every page, and each page of docs/guide', async () => {
    const index = await request(app).get('/help');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.text).toMatch(/<h1>User.{1,6}s guide<\/h1>/);
    for (const page of ['publisher', 'manager', 'editor', 'reviewer', 'author']) {
      expect(index.text).toContain(`href="/help/${page}"`);
      const res = await request(app).get(`/help/${page}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<h1>For /);
      expect(res.text).toContain('aria-current="page"');
    }
  });

  it('rewrites pictures to /help/images and serves each picture the guide shows', async () => {
    const page = await request(app).get('/help/editor');
    const sources = [...page.text.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/help\/images\/[a-z0-9-]+\.png$/);
      const image = await request(app).get(source!);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('answers 404, never the SPA, for unknown pages and pictures', async () => {
    for (const address of [
      '/help/no-such-page',
      '/help/README',
      '/help/editor.md',
      '/help/images/no-such.png',
      '/help/images',
      '/help/editor/more',
    ]) {
      const res = await request(app).get(address);
      expect({ address, status: res.status }).toEqual({ address, status: 404 });
      expect(res.text).not.toContain('SPA shell');
    }
  });

  it('cannot be walked out of the guide folder', async () => {
    for (const address of [
      '/help/..%2f..%2fpackage.json',
      '/help/images/..%2f..%2f..%2fpackage.json',
      '/help/images/..%2freviewer.md',
      '/help/%2e%2e/%2e%2e/package.json',
      '/help/images/%2e%2e%2f%2e%2e%2fREADME.md',
      '/help/..%5c..%5cpackage.json',
    ]) {
      const res = await request(app).get(address);
      expect(res.status).not.toBe(200);
      expect(res.text).not.toContain('"workspaces"');
      expect(res.text).not.toContain('# For reviewers');
    }
  });
});

describe('the guide renderer', () => {
  it('drops raw HTML and links that leave the guide, keeps site paths and https links', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'help-guide-'));
    await mkdir(path.join(dir, 'images'));
    await writeFile(path.join(dir, 'images', 'shot.png'), 'png');
    await writeFile(
      path.join(dir, 'README.md'),
      [
        '# Index',
        '<script>alert(1)</script>',
        '[API](../api.md) [page](other.md#part) [site](/admin) [web](https://example.org) [js](javascript:alert(1))',
        '![shot](images/shot.png) ![missing](images/none.png) ![away](../../secret.png)',
      ].join('\n\n'),
    );
    await writeFile(path.join(dir, 'other.md'), '# Other');
    const guide = loadGuide(dir);
    const html = guide.pages.get('')!.html;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a>API</a>');
    expect(html).toContain('<a href="/help/other#part">page</a>');
    expect(html).toContain('<a href="/admin">site</a>');
    expect(html).toContain('<a href="https://example.org">web</a>');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain('<img src="/help/images/shot.png" alt="shot" />');
    expect(html).toContain(' missing away</p>');
    expect(html).not.toContain('none.png');
    expect(html).not.toContain('secret.png');
    expect(guide.pages.get('other')?.title).toBe('Other');
  });

  it('reads the repository guide, every page with a title', () => {
    const guide = loadGuide(DEFAULT_GUIDE_DIR);
    const files = readdirSync(DEFAULT_GUIDE_DIR).filter((f) => f.endsWith('.md'));
    expect(guide.pages.size).toBe(files.length);
    expect(guide.images.size).toBeGreaterThan(0);
  });
});
