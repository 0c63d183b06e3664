import path from 'node:path';
import { Router, type Response } from 'express';
import { escapeHtml } from '@journal/errors';
import { helpPath, loadGuide, type Guide, type GuidePage } from './help-guide';

/** docs/guide of the repository (the image copies it to the same place beside gateway/). */
export const DEFAULT_GUIDE_DIR = path.resolve(__dirname, '../../../docs/guide');

// Self-contained (the SPA's stylesheet has a hashed name): readable line length, pictures that fit.
const STYLE = `body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f7f8fa}
.help-bar{background:#1e3a5f;color:#fff;padding:.75rem 1.25rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.help-bar a{color:#fff}.help-bar strong{margin-right:auto}
nav.help-pages{padding:.5rem 1.25rem;background:#fff;border-bottom:1px solid #d9dee5;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1.25rem 3rem;background:#fff}
img{max-width:100%;height:auto;border:1px solid #d9dee5;border-radius:4px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d9dee5;padding:.4rem .6rem;text-align:left}
code{background:#eef1f5;padding:0 .25rem;border-radius:3px;overflow-wrap:anywhere}
a{color:#1d4ed8}a:not([href]){color:inherit}a[aria-current=page]{font-weight:700}`;

function pageHtml(guide: Guide, page: GuidePage): string {
  const links = [...guide.pages.values()]
    .sort((a, b) => (a.name === '' ? -1 : b.name === '' ? 1 : a.name.localeCompare(b.name)))
    .map((p) => {
      const current = p.name === page.name ? ' aria-current="page"' : '';
      return `<a href="${helpPath(p.name)}"${current}>${escapeHtml(p.title)}</a>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | Help</title><style>${STYLE}</style></head>
<body><header class="help-bar"><strong>Help</strong><a href="/admin">Dashboard</a><a href="/">Home</a></header>
<nav class="help-pages" aria-label="Guide pages">${links}</nav>
<main>${page.html}</main></body></html>`;
}

function notFound(res: Response): void {
  res
    .status(404)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found | Help</title></head>` +
        `<body><main><h1>This page of the guide does not exist</h1><p><a href="/help">The guide's contents</a></p></main></body></html>`,
    );
}

/**
 * /help: the user's guide as HTML pages and its pictures, read and rendered once at start-up. Only the
 * guide's own page and picture names are served (looked up in what the folder held), so no address
 * reaches another file; every other /help address is a 404 rather than the SPA.
 */
export function helpRoutes(dir: string = DEFAULT_GUIDE_DIR): Router {
  const guide = loadGuide(dir);
  const router = Router();
  const send = (res: Response, name: string) => {
    const page = guide.pages.get(name);
    if (!page) return notFound(res);
    res.set('Cache-Control', 'public, max-age=300');
    res.type('html').send(pageHtml(guide, page));
  };
  router.get('/help', (_req, res) => send(res, ''));
  router.get('/help/images/:file', (req, res) => {
    const file = guide.images.get(req.params.file);
    if (!file) return notFound(res);
    res.sendFile(file, { maxAge: '1h' });
  });
  router.get('/help/:page', (req, res) => send(res, req.params.page));
  router.use('/help', (_req, res) => notFound(res));
  return router;
}
