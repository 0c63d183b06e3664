import { existsSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import express, { Router, type RequestHandler } from 'express';
import { spaLoaderRoute } from './spa-loader';
import type { siteHead } from './spa-site-head';

/**
 * The build writes a gzip -9 copy of every script and stylesheet (`x.js.gz`); send it when the browser
 * accepts gzip, so compression costs nothing per request.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/[\w.-]+\.(?:js|css)$/.test(req.path))
      return next();
    res.vary('Accept-Encoding');
    const compressed = path.join(assetsDir, `${req.path.slice(1)}.gz`);
    if (!req.acceptsEncodings('gzip') || !existsSync(compressed)) return next();
    res.set('Content-Encoding', 'gzip');
    res.type(path.extname(req.path));
    res.sendFile(compressed, { maxAge: '365d', immutable: true });
  };
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Journal platform</title></head>
<body><main><h1>The site is running</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, the loader other
 * services' pages start the SPA with, and any non-API GET falls back to index.html so client-side
 * routes survive a reload.
 */
export function spaRoutes(staticDir: string, withSiteHead?: ReturnType<typeof siteHead>): Router {
  const router = Router();
  const indexFile = path.join(staticDir, 'index.html');
  // Server-rendered pages of other services (the article page) start the SPA through this stable URL.
  router.get('/spa-loader.js', spaLoaderRoute(indexFile));
  router.use('/assets', precompressedAssets(path.join(staticDir, 'assets')));
  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(api|internal|socket\.io)(\/|$)).*/, async (req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) return void res.type('html').send(PLACEHOLDER);
    if (!withSiteHead) return res.sendFile(indexFile);
    try {
      res.type('html').send(await withSiteHead(req, await readFile(indexFile, 'utf8')));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
