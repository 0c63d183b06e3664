import type { Issue } from '../repositories/issue.types';
import type { Journal } from '../repositories/journal.types';
import { escapeMarkup as e } from '../repositories/markup';
import { issueLabel } from './issue-pages.view';
import { sitePaths, type PublicLinks } from '../public-links';
import { siteTitleTags } from './site-head';

/** The statements LOCKSS and CLOCKSS crawlers look for, word for word, before they collect anything. */
export const LOCKSS_PERMISSION =
  'LOCKSS system has permission to collect, preserve, and serve this Archival Unit.';
export const CLOCKSS_PERMISSION =
  'CLOCKSS system has permission to ingest, preserve, and serve this Archival Unit.';

/**
 * `/journals/{slug}/lockss`: the permission page a LOCKSS or CLOCKSS box starts its crawl from, with the
 * journal's titles and ISSNs and a link to every published issue's table of contents. A page of its own,
 * without the SPA's loader: crawlers run no script, and the SPA has no such page to take over.
 */
export function lockssPage(
  journal: Pick<Journal, 'slug' | 'name' | 'fullTitle' | 'issnPrint' | 'issnOnline'>,
  issues: readonly Issue[],
  links: PublicLinks,
  publisherName: string,
  siteName: string,
): string {
  const issns = [
    ...(journal.issnPrint ? [`ISSN ${e(journal.issnPrint)} (print)`] : []),
    ...(journal.issnOnline ? [`ISSN ${e(journal.issnOnline)} (online)`] : []),
  ];
  const items = issues
    .map(
      (i) =>
        `<li><a href="${e(sitePaths.issue(journal.slug, i.volume, i.number))}">${e(issueLabel(i))}</a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${siteTitleTags(`Preservation | ${journal.name}`, siteName)}
<link rel="canonical" href="${e(links.lockss(journal.slug))}">
<meta name="description" content="${e(`Archiving permission for ${journal.fullTitle}`)}">
</head>
<body>
<main id="lockss">
<p><a href="${e(sitePaths.journal(journal.slug))}">${e(journal.name)}</a></p>
<h1>${e(journal.fullTitle)}</h1>
${issns.length ? `<p class="issn">${issns.join(' · ')}</p>\n` : ''}<p>Published by ${e(publisherName)}</p>
<h2>Preservation</h2>
<p>${LOCKSS_PERMISSION}</p>
<p>${CLOCKSS_PERMISSION}</p>
<h2>Issues</h2>
${issues.length ? `<ul class="issues">\n${items}\n</ul>` : '<p>No issues have been published in this journal yet.</p>'}
</main>
</body>
</html>
`;
}
