// Initial JavaScript of the built SPA: what the browser loads for `/` before any lazy route chunk (the
// module script and modulepreload links of dist/index.html, plus their static imports), gzip level 9, and
// what each route chunk adds on top of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteChunk {
  route: string;
  /** The route's own chunk file (assets/...). */
  file: string;
  /** Gzip bytes of the chunk plus the static imports it brings that the initial load did not. */
  extraGzip: number;
  files: string[];
}

export interface BundleReport {
  initialFiles: { file: string; raw: number; gzip: number }[];
  initialGzip: number;
  initialRaw: number;
  /** Render-blocking stylesheets of index.html, gzip. */
  initialCssGzip: number;
  routes: RouteChunk[];
  /** Problems with the split (a route chunk missing or loaded up front). */
  splitProblems: string[];
}

/** Lazy routes measured; admin, profile and submit must be chunks of their own. */
const ROUTES: { route: string; pattern: RegExp; mustSplit: boolean }[] = [
  { route: '/ (home page chunk)', pattern: /^home\.page-[\w-]+\.js$/, mustSplit: false },
  { route: '/journals/:id', pattern: /^journal\.page-[\w-]+\.js$/, mustSplit: false },
  { route: '/login', pattern: /^login\.page-[\w-]+\.js$/, mustSplit: false },
  { route: '/admin', pattern: /^page-admin-admin-dashboard-[\w-]+\.js$/, mustSplit: true },
  { route: '/admin-login', pattern: /^page-admin-admin-login-[\w-]+\.js$/, mustSplit: true },
  { route: '/profile', pattern: /^page-profile-profile-[\w-]+\.js$/, mustSplit: true },
  { route: '/submit', pattern: /^page-submit-submit-[\w-]+\.js$/, mustSplit: true },
];

const gzipBytes = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g))
    attrs[match[1]!.toLowerCase()] = match[2] ?? '';
  return attrs;
}

/** Asset paths (relative to dist) of the module scripts, modulepreloads and stylesheets of index.html. */
export function parseIndexHtml(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.replace(/^<\w+/, ''));
    if (tag.toLowerCase().startsWith('<script') && attrs.type === 'module' && attrs.src)
      scripts.push(attrs.src);
    if (attrs.rel === 'modulepreload' && attrs.href) scripts.push(attrs.href);
    if (attrs.rel === 'stylesheet' && attrs.href) stylesheets.push(attrs.href);
  }
  const local = (href: string) => href.replace(/^\//, '');
  return { scripts: scripts.map(local), stylesheets: stylesheets.map(local) };
}

/** Static `import ... from "./x.js"` / `import "./x.js"` of a built chunk (dynamic imports are lazy). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `assets/${m[1]}`);
}

export function measureBundle(distDir: string): BundleReport {
  const read = (file: string) => readFileSync(path.join(distDir, file));
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(read(file).toString('utf8')));
    }
    return seen;
  };

  const index = parseIndexHtml(read('index.html').toString('utf8'));
  if (index.scripts.length === 0) throw new Error('dist/index.html has no module script');
  const initial = closure(index.scripts);
  const initialFiles = [...initial].map((file) => {
    const data = read(file);
    return { file, raw: data.length, gzip: gzipBytes(data) };
  });
  const splitProblems = [...initial]
    .filter((file) => !index.scripts.includes(file))
    .map((file) => `${file} is imported up front but not modulepreloaded`);

  const assets = readdirSync(path.join(distDir, 'assets'));
  const routes: RouteChunk[] = [];
  for (const { route, pattern, mustSplit } of ROUTES) {
    const file = assets.find((name) => pattern.test(name));
    if (!file) {
      if (mustSplit) splitProblems.push(`${route}: no chunk of its own matching ${pattern}`);
      continue;
    }
    const chunk = `assets/${file}`;
    if (initial.has(chunk)) splitProblems.push(`${route}: ${chunk} is part of the initial load`);
    const files = [...closure([chunk])].filter((f) => !initial.has(f));
    routes.push({
      route,
      file: chunk,
      files,
      extraGzip: files.reduce((sum, f) => sum + gzipBytes(read(f)), 0),
    });
  }

  return {
    initialFiles,
    initialGzip: initialFiles.reduce((sum, f) => sum + f.gzip, 0),
    initialRaw: initialFiles.reduce((sum, f) => sum + f.raw, 0),
    initialCssGzip: index.stylesheets.reduce((sum, f) => sum + gzipBytes(read(f)), 0),
    routes,
    splitProblems,
  };
}
