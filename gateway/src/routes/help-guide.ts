// The user's guide (docs/guide/*.md and its pictures) read once and rendered to HTML pages for /help.
// Markdown through the site's one renderer (services/journals/src/domain/markdown.ts: markdown-it with raw
// HTML off, then sanitize-html), so even a careless edit of the guide cannot put a script on the site's
// origin. Links between guide pages and to its pictures are rewritten to their /help addresses; a relative
// link that leaves the guide folder (docs/api.md) has no copy on a running site and keeps its text without
// a link.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderMarkdown } from '@journal/journals-service';

/** Page names and picture names the guide may use; anything else is never served. */
const PAGE_FILE = /^([a-z0-9-]+)\.md$/;
const IMAGE_FILE = /^[a-z0-9-]+\.(?:png|jpe?g|webp)$/;
/** README.md is the guide's index, served at /help itself. */
const INDEX_PAGE = 'README';

export interface GuidePage {
  /** The address under /help ('' for the index). */
  name: string;
  title: string;
  html: string;
}

export interface Guide {
  /** Pages by their address under /help ('' is the index). */
  pages: Map<string, GuidePage>;
  /** Picture file names (under images/) mapped to their absolute paths. */
  images: Map<string, string>;
}

/** 'editor.md' -> 'editor', 'README.md' -> 'README'; undefined for any other name. */
function pageNameOf(file: string): string | undefined {
  return file === `${INDEX_PAGE}.md` ? INDEX_PAGE : PAGE_FILE.exec(file)?.[1];
}

export const helpPath = (page: string) => (page === '' ? '/help' : `/help/${page}`);

/** Where a link or picture of the guide points on the site; null: nowhere (its text stays). */
function siteAddress(target: string, pages: Set<string>, images: Set<string>): string | null {
  if (/^(?:https?:|mailto:)/i.test(target) || /^\/(?!\/)/.test(target) || target.startsWith('#'))
    return target;
  const [file = '', anchor] = target.split('#');
  const page = pageNameOf(file);
  if (page && pages.has(page))
    return `${helpPath(page === INDEX_PAGE ? '' : page)}${anchor ? `#${anchor}` : ''}`;
  const image = /^images\/(.+)$/.exec(file)?.[1];
  if (image && images.has(image)) return `/help/images/${image}`;
  return null;
}

/** The first level-one heading's text, else the page's name. */
function titleOf(source: string, fallback: string): string {
  return /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? fallback;
}

/** Reads the guide folder; a missing folder is an empty guide (every /help address answers 404). */
export function loadGuide(dir: string): Guide {
  const pages = new Map<string, GuidePage>();
  const images = new Map<string, string>();
  if (!existsSync(dir)) return { pages, images };
  const imagesDir = path.join(dir, 'images');
  if (existsSync(imagesDir))
    for (const file of readdirSync(imagesDir))
      if (IMAGE_FILE.test(file)) images.set(file, path.join(imagesDir, file));
  const sources = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const name = pageNameOf(file);
    if (name) sources.set(name, readFileSync(path.join(dir, file), 'utf8'));
  }
  const names = new Set(sources.keys());
  const pictures = new Set(images.keys());
  const rewrite = (target: string) => siteAddress(target, names, pictures);
  for (const [name, source] of sources) {
    const address = name === INDEX_PAGE ? '' : name;
    pages.set(address, {
      name: address,
      title: titleOf(source, name),
      html: renderMarkdown(source, { address: rewrite }),
    });
  }
  return { pages, images };
}
