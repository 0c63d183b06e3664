import type { Request } from 'express';
import { escapeHtml } from '@journal/errors';

/** What the SPA's index.html names the site by: the site settings' name and tagline. */
interface SiteNames {
  name: string;
  tagline: string;
}

const FRESH_MS = 2_000;
const ASK_TIMEOUT_MS = 1_000;

/**
 * index.html with the site's name in its title and og:site_name (issue 41), so the home page and every
 * other SPA page name the site as the Site page says before any script runs (crawlers, link previews).
 * The names come from the site's own `GET /api/site`, asked through the port the request came in on
 * (in-process or proxied alike), at most every 2 s; when it cannot answer, index.html goes out as built.
 */
export function siteHead() {
  let known: { names: SiteNames; at: number } | undefined;
  let asking: Promise<SiteNames | undefined> | undefined;

  async function ask(req: Request): Promise<SiteNames | undefined> {
    const port = req.socket.localPort;
    if (!port) return undefined;
    const res = await fetch(`http://127.0.0.1:${port}/api/site`, {
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (!res.ok) return undefined;
    const site = ((await res.json()) as { data?: { site?: Partial<SiteNames> } }).data?.site;
    return typeof site?.name === 'string' && typeof site.tagline === 'string'
      ? { name: site.name, tagline: site.tagline }
      : undefined;
  }

  async function names(req: Request): Promise<SiteNames | undefined> {
    if (known && Date.now() - known.at < FRESH_MS) return known.names;
    asking ??= ask(req)
      .catch(() => undefined)
      .finally(() => (asking = undefined));
    const found = await asking;
    if (found) known = { names: found, at: Date.now() };
    return found ?? known?.names;
  }

  return async (req: Request, indexHtml: string): Promise<string> => {
    const site = await names(req);
    if (!site) return indexHtml;
    const head = `<title>${escapeHtml(`${site.name} | ${site.tagline}`)}</title>\n    <meta property="og:site_name" content="${escapeHtml(site.name)}" />`;
    return indexHtml.replace(/<title>[^<]*<\/title>/, head);
  };
}
