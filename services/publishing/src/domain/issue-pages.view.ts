import { htmlPage } from './article-page.view';
import { fullName } from '../repositories/article.types';
import { doiUrl } from '../repositories/doi';
import type { Issue } from '../repositories/issue.types';
import type { Journal } from '../repositories/journal.types';
import { escapeMarkup as e } from '../repositories/markup';
import { sitePaths, type PublicLinks } from '../public-links';
import type { IssueArticle } from '../repositories/placements.repository';
import { siteTitleTags } from './site-head';
import { sectionsOfContents } from './toc-sections';

/** "Vol. 3, No. 2 (2026)", with the issue's title after a colon when it has one. */
export const issueLabel = (i: Pick<Issue, 'volume' | 'number' | 'year' | 'title'>) =>
  `Vol. ${i.volume}, No. ${i.number} (${i.year})${i.title ? `: ${i.title}` : ''}`;

const head = (
  title: string,
  siteName: string | undefined,
  canonical: string,
  description: string,
  feed?: string,
) =>
  [
    siteName === undefined ? `<title>${e(title)}</title>` : siteTitleTags(title, siteName),
    `<link rel="canonical" href="${e(canonical)}">`,
    `<meta name="description" content="${e(description)}">`,
    ...(feed
      ? [`<link rel="alternate" type="application/atom+xml" title="Atom feed" href="${e(feed)}">`]
      : []),
  ].join('\n');

// The canonical link is absolute (PUBLIC_URL); every other link is a site path (sitePaths), so the
// reader stays on the host they came by.

/** `/journals/{slug}/issues`: the published issues, newest first, as crawlers read them before the SPA. */
export function issuesPage(
  journal: Pick<Journal, 'slug' | 'name' | 'fullTitle'>,
  issues: (Issue & { articleCount: number })[],
  links: PublicLinks,
  /** The site's name (title and og:site_name). */
  siteName?: string,
): string {
  const items = issues
    .map(
      (i) =>
        `<li><a href="${e(sitePaths.issue(journal.slug, i.volume, i.number))}">${e(issueLabel(i))}</a> · ${i.articleCount} ${i.articleCount === 1 ? 'article' : 'articles'}</li>`,
    )
    .join('');
  const body = `<main id="issues">
<p><a href="${e(sitePaths.journal(journal.slug))}">${e(journal.name)}</a></p>
<h1>Issues</h1>
${issues.length ? `<ol class="issues">${items}</ol>` : '<p>No issues have been published in this journal yet.</p>'}
</main>`;
  return htmlPage(
    head(
      `Issues | ${journal.name}`,
      siteName,
      links.issues(journal.slug),
      `The issues of ${journal.fullTitle}`,
    ),
    body,
  );
}

/** An issue's table of contents: each article with its authors, pages or number, and DOI. */
export function issueTocPage(
  journal: Pick<Journal, 'slug' | 'name' | 'fullTitle'>,
  issue: Issue,
  articles: IssueArticle[],
  links: PublicLinks,
  siteName?: string,
): string {
  const entry = (a: IssueArticle, heading: 'h2' | 'h3') => {
    const pages =
      a.firstPage !== null
        ? `pp. ${a.firstPage}${a.lastPage !== null && a.lastPage !== a.firstPage ? `-${a.lastPage}` : ''}`
        : (a.articleNumber ?? '');
    return `<li><${heading}><a href="${e(sitePaths.article(a.id))}">${e(a.title)}</a></${heading}>
<p>${e(a.authors.map(fullName).join(', '))}</p>
<p>${pages ? `${e(pages)} · ` : ''}DOI <a href="${e(doiUrl(a.doi))}">${e(a.doi)}</a></p></li>`;
  };
  // Under section headings in the sections' order (issue 42; the articles come in that order already),
  // when the issue has more than one section: one section reads as the single list it was before.
  const sections = sectionsOfContents(articles);
  const entries =
    sections.length > 1
      ? [
          ...sections.map(
            (s) =>
              `<section class="toc-section"><h2>${e(s.title)}</h2>\n<ol class="toc">${articles
                .filter((a) => a.section?.id === s.id)
                .map((a) => entry(a, 'h3'))
                .join('\n')}</ol></section>`,
          ),
          ...(articles.some((a) => !a.section)
            ? [
                `<ol class="toc">${articles
                  .filter((a) => !a.section)
                  .map((a) => entry(a, 'h3'))
                  .join('\n')}</ol>`,
              ]
            : []),
        ].join('\n')
      : `<ol class="toc">${articles.map((a) => entry(a, 'h2')).join('\n')}</ol>`;
  const label = issueLabel(issue);
  const feed = sitePaths.issueFeed(journal.slug, issue.volume, issue.number);
  const body = `<main id="issue">
<p><a href="${e(sitePaths.journal(journal.slug))}">${e(journal.name)}</a> · <a href="${e(sitePaths.issues(journal.slug))}">Issues</a></p>
<h1>${e(label)}</h1>
${
  issue.description
    ? issue.description
        .split(/\n+/)
        .map((p) => `<p>${e(p)}</p>`)
        .join('')
    : ''
}
${entries}
<p><a href="${e(feed)}" type="application/atom+xml">Atom feed</a> of this issue</p>
</main>`;
  return htmlPage(
    head(
      `${label} | ${journal.name}`,
      siteName,
      links.issue(journal.slug, issue.volume, issue.number),
      `${journal.fullTitle}, ${label}`,
      feed,
    ),
    body,
  );
}
