import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger } from '@journal/logger';
import { createGatewayApp } from '../src/app';
import { spaAssetsOf } from '../src/routes/spa-loader';

const logger = createLogger('gateway-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

// The shape Vite writes: entry module script, preloaded vendor chunk, one stylesheet.
const BUILT_INDEX = `<!doctype html><html lang="en"><head>
<meta charset="UTF-8" /><title>Lumina Journals</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-react-XyZ.js">
<link rel="stylesheet" crossorigin href="/assets/index-Def456.css">
</head><body><div id="root"></div></body></html>`;

const gatewayServing = (staticDir: string) =>
  createGatewayApp({
    logger,
    staticDir,
    runtime,
    rateLimitPerMinute: 0,
    routing: { mode: 'in-process', instances: [] },
  }).app;

describe('spa-loader.js', () => {
  it('reads the hashed entry, preloads and stylesheets out of the built index.html', () => {
    expect(spaAssetsOf(BUILT_INDEX)).toEqual({
      stylesheets: ['/assets/index-Def456.css'],
      modulePreloads: ['/assets/vendor-react-XyZ.js'],
      entryScripts: ['/assets/index-AbC123.js'],
    });
  });

  it('serves a loader for the current build: no-cache, ETag, 304, and a CSP that lets it run', async () => {
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'spa-loader-'));
    await writeFile(path.join(staticDir, 'index.html'), BUILT_INDEX);
    const app = gatewayServing(staticDir);
    const res = await request(app).get('/spa-loader.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`addLink('stylesheet', href)`);
    expect(res.text).toContain('["/assets/index-Def456.css"]');
    expect(res.text).toContain('["/assets/vendor-react-XyZ.js"]');
    expect(res.text).toContain('await import("/assets/index-AbC123.js");');
    // The article page loads it as a same-origin module; the CSP must allow exactly that.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app).get('/spa-loader.js').set('if-none-match', etag);
    expect(again.status).toBe(304);

    // A new build (new hashes) is picked up at once: the URL stays, the content and ETag change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(path.join(staticDir, 'index.html'), BUILT_INDEX.replaceAll('AbC123', 'New789'));
    const rebuilt = await request(app).get('/spa-loader.js').set('if-none-match', etag);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.text).toContain('await import("/assets/index-New789.js");');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });

  it('answers 404 (not the SPA shell) when the SPA has not been built', async () => {
    const app = gatewayServing(await mkdtemp(path.join(os.tmpdir(), 'no-spa-')));
    const res = await request(app).get('/spa-loader.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });
});
