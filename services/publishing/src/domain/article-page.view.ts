import { utcDayOf } from '@journal/config';
import { articleDetailJson } from './article.json';
import { fullName, type Article } from '../repositories/article.types';
import type { FullText } from '../repositories/fulltext.types';
import { fullTextHtml } from './fulltext/fulltext.html';
import { doiUrl } from '../repositories/doi';
import { licenceUrl } from './licences';
import { pagesOf, sourceLine } from '../repositories/issue.types';
import { issnsOf } from '../repositories/journal.types';
import { escapeMarkup as e, scriptJson } from '../repositories/markup';
import { fullTextImagesPath, sitePaths, type PublicLinks } from '../public-links';
import { siteTitleTags } from './site-head';

const pad = (n: number) => String(n).padStart(2, '0');
/** `2026/11/24`, the date form Google Scholar asks for. */
export const scholarDate = (d: Date) =>
  `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;

const meta = (name: string, content: string) => `<meta name="${e(name)}" content="${e(content)}">`;

/** The journal as schema.org's Periodical; with an issue, PublicationIssue inside PublicationVolume inside it. */
function isPartOfJsonLd(article: Article, links: PublicLinks) {
  const periodical = {
    '@type': 'Periodical',
    name: article.journal.fullTitle,
    alternateName: article.journal.abbreviation,
    url: links.journal(article.journalId),
    ...(issnsOf(article.journal).length ? { issn: issnsOf(article.journal).map((i) => i.issn) } : {}),
  };
  if (!article.issue) return periodical;
  return {
    '@type': 'PublicationIssue',
    issueNumber: String(article.issue.number),
    datePublished: String(article.issue.year),
    url: links.issue(article.journalId, article.issue.volume, article.issue.number),
    isPartOf: {
      '@type': 'PublicationVolume',
      volumeNumber: String(article.issue.volume),
      isPartOf: periodical,
    },
  };
}

/** Scholar's volume, issue and pages; the article number is the first page when there are no pages. */
function placementTags(article: Article): string[] {
  const pages = pagesOf(article);
  return [
    ...(article.issue
      ? [
          meta('citation_volume', String(article.issue.volume)),
          meta('citation_issue', String(article.issue.number)),
        ]
      : []),
    ...(pages ? [meta('citation_firstpage', pages.first)] : []),
    ...(pages?.last ? [meta('citation_lastpage', pages.last)] : []),
  ];
}

/** schema.org ScholarlyArticle, the JSON-LD search engines read. */
export function scholarlyArticleJsonLd(article: Article, links: PublicLinks) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': doiUrl(article.doi),
    headline: article.title,
    name: article.title,
    url: links.article(article.id),
    sameAs: doiUrl(article.doi),
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: article.doi },
    author: article.authors.map((a) => ({
      '@type': 'Person',
      name: fullName(a),
      givenName: a.givenNames,
      familyName: a.familyName,
      ...(a.affiliation ? { affiliation: { '@type': 'Organization', name: a.affiliation } } : {}),
      ...(a.orcid ? { sameAs: orcidUrl(a.orcid) } : {}),
    })),
    datePublished: utcDayOf(article.publishedAt),
    dateModified: article.modifiedAt.toISOString(),
    isPartOf: isPartOfJsonLd(article, links),
    ...(article.firstPage !== null ? { pageStart: article.firstPage } : {}),
    ...(article.lastPage !== null ? { pageEnd: article.lastPage } : {}),
    ...(article.articleNumber ? { pagination: article.articleNumber } : {}),
    ...(article.abstract ? { abstract: article.abstract } : {}),
    ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
    license: licenceUrl(article.licence),
    isAccessibleForFree: true,
  };
}

/**
 * Everything crawlers and reference managers read from the head, in the order Google Scholar documents.
 * The journal is named by its full title and abbreviation; the publisher is the site's (PUBLISHER_NAME).
 */
export function articleHead(
  article: Article,
  links: PublicLinks,
  publisherName: string,
  hasFullText = false,
  /** The site's name (title and og:site_name); unset: the title names the journal only. */
  siteName?: string,
): string {
  const page = `${article.title} | ${article.journalName}`;
  const tags = [
    siteName === undefined ? `<title>${e(page)}</title>` : siteTitleTags(page, siteName),
    `<link rel="canonical" href="${e(links.article(article.id))}">`,
    meta('description', article.abstract || article.title),
    meta('citation_title', article.title),
  ];
  for (const author of article.authors) {
    tags.push(meta('citation_author', fullName(author)));
    if (author.affiliation) tags.push(meta('citation_author_institution', author.affiliation));
    if (author.orcid) tags.push(meta('citation_author_orcid', orcidUrl(author.orcid)));
  }
  tags.push(
    meta('citation_publication_date', scholarDate(article.publishedAt)),
    meta('citation_online_date', scholarDate(article.publishedAt)),
    meta('citation_journal_title', article.journal.fullTitle),
    meta('citation_journal_abbrev', article.journal.abbreviation),
    ...placementTags(article),
    ...issnsOf(article.journal).map((i) => meta('citation_issn', i.issn)),
    meta('citation_publisher', publisherName),
    meta('citation_doi', article.doi),
    meta('citation_abstract_html_url', links.article(article.id)),
  );
  if (article.abstract) tags.push(meta('citation_abstract', article.abstract));
  if (article.keywords.length) tags.push(meta('citation_keywords', article.keywords.join('; ')));
  if (article.galleyKey) tags.push(meta('citation_pdf_url', links.galley(article.id)));
  if (hasFullText) tags.push(meta('citation_fulltext_html_url', links.article(article.id)));
  tags.push(
    '<link rel="schema.DC" href="http://purl.org/dc/elements/1.1/">',
    meta('DC.title', article.title),
    ...article.authors.map((a) => meta('DC.creator', `${a.familyName}, ${a.givenNames}`)),
    meta('DC.date', utcDayOf(article.publishedAt)),
    meta('DC.identifier', `doi:${article.doi}`),
    meta('DC.identifier', links.article(article.id)),
    meta('DC.publisher', publisherName),
    meta('DC.source', sourceLine(article.journal.fullTitle, article)),
    meta('DC.type', 'Text'),
    // The section's JATS article type (issue 42): Scholar's tags have no field for it, Dublin Core does.
    ...(article.section ? [meta('DC.type', article.section.articleType)] : []),
    meta('DC.format', 'text/html'),
    meta('DC.language', 'en'),
    meta('DC.rights', article.licence),
    ...article.keywords.map((k) => meta('DC.subject', k)),
  );
  if (article.abstract) tags.push(meta('DC.description', article.abstract));
  tags.push(
    `<script type="application/ld+json">${scriptJson(scholarlyArticleJsonLd(article, links))}</script>`,
  );
  return tags.join('\n');
}

/** Views and downloads to date (COUNTER Total_Item_Investigations / Total_Item_Requests), as the SPA shows them. */
export interface PageCounts {
  investigations: number;
  requests: number;
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The page's own links are site paths (sitePaths): the reader stays on the host they came by. */
function articleBody(article: Article, counts: PageCounts | undefined, fullText: string): string {
  const authors = article.authors
    .map((a) => {
      const orcid = a.orcid ? ` <a href="${e(orcidUrl(a.orcid))}" rel="author">ORCID ${e(a.orcid)}</a>` : '';
      const affiliation = a.affiliation ? ` <span class="affiliation">(${e(a.affiliation)})</span>` : '';
      return `<li>${e(fullName(a))}${affiliation}${orcid}</li>`;
    })
    .join('');
  const dates = [
    `<dt>Received</dt><dd>${utcDayOf(article.receivedAt)}</dd>`,
    article.acceptedAt ? `<dt>Accepted</dt><dd>${utcDayOf(article.acceptedAt)}</dd>` : '',
    `<dt>Published</dt><dd>${utcDayOf(article.publishedAt)}</dd>`,
  ].join('');
  const cite = (['bibtex', 'ris', 'apa', 'csl'] as const)
    .map(
      (f) =>
        `<li><a href="${e(sitePaths.citation(article.id, f))}">${f === 'csl' ? 'CSL-JSON' : f.toUpperCase()}</a></li>`,
    )
    .join('');
  return `<main id="article">
<p class="journal"><a href="${e(sitePaths.journal(article.journalId))}">${e(article.journalName)}</a></p>
${article.section ? `<p class="section">${e(article.section.title)}</p>\n` : ''}<h1>${e(article.title)}</h1>
<ul class="authors">${authors}</ul>
<p class="doi">DOI: <a href="${e(doiUrl(article.doi))}">${e(doiUrl(article.doi))}</a></p>
<dl class="dates">${dates}</dl>
${counts ? `<dl class="usage"><dt>Views</dt><dd>${count(counts.investigations)}</dd><dt>Downloads</dt><dd>${count(counts.requests)}</dd></dl>\n` : ''}<p class="licence">Licence: <a href="${e(licenceUrl(article.licence))}" rel="license">${e(article.licence)}</a></p>
${article.galleyKey ? `<p class="downloads"><a href="${e(sitePaths.galley(article.id))}" type="application/pdf">Download PDF</a></p>` : ''}
${
  article.abstract
    ? `<section><h2>Abstract</h2>${article.abstract
        .split(/\n+/)
        .map((p) => `<p>${e(p)}</p>`)
        .join('')}</section>`
    : ''
}
${article.keywords.length ? `<p class="keywords">Keywords: ${article.keywords.map(e).join(', ')}</p>` : ''}
${fullText}
${supplementaryList(article)}
<section><h2>Cite this article</h2><ul>${cite}</ul></section>
</main>`;
}

/** Issue 42 item 8: the supplementary files as plain links, for readers and crawlers without JavaScript. */
function supplementaryList(article: Article): string {
  const files = article.supplementaryFiles ?? [];
  if (files.length === 0) return '';
  const items = files
    .map(
      (f) =>
        `<li><a href="${e(sitePaths.supplementaryFile(article.id, f.id))}" type="${e(f.mediaType)}">${e(f.name)}</a> (${e(sizeLabel(f.size))})${f.description ? ` · ${e(f.description)}` : ''}</li>`,
    )
    .join('');
  return `<section class="supplementary"><h2>Supplementary files</h2><ul>${items}</ul></section>`;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The SPA's loader, served by the gateway from the SPA build (see gateway spa.routes.ts): a stable URL,
 * so this service needs nothing from that build. Without it (no build) the page still reads as it is.
 */
export const SPA_LOADER_PATH = '/spa-loader.js';

/**
 * The body sits in the SPA's `#root`, whose content `createRoot` replaces once the SPA has loaded;
 * `data` (the article JSON) sits after it, out of React's way, so the SPA renders without a request.
 */
export const htmlPage = (head: string, body: string, data?: unknown) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n${head}\n</head>\n<body>\n<div id="root">\n${body}\n</div>\n${
    data === undefined
      ? ''
      : `<script id="article-data" type="application/json">${scriptJson(data)}</script>\n`
  }<script type="module" src="${SPA_LOADER_PATH}"></script>\n</body>\n</html>\n`;

/**
 * The article page; with a converted full text (issue 31) its sections, figures, tables and references
 * follow the abstract, once: the SPA keeps them from the page before it renders (frontend server-fulltext.ts).
 */
export function articlePage(
  article: Article,
  links: PublicLinks,
  publisherName: string,
  /** Views and downloads; undefined while the statistics service cannot tell (then the list is left out). */
  counts: PageCounts | undefined,
  fullText: FullText | null = null,
  siteName?: string,
): string {
  const html = fullText ? fullTextHtml(fullText, fullTextImagesPath(article.id)) : '';
  return htmlPage(
    articleHead(article, links, publisherName, Boolean(fullText), siteName),
    articleBody(
      article,
      counts,
      html ? `<section class="article-fulltext"><h2>Full text</h2>${html}</section>` : '',
    ),
    articleDetailJson(article, links),
  );
}

export const WITHDRAWN_NOTICE = 'This article has been withdrawn and is no longer available.';
export const RETRACTED_NOTICE = 'This article has been retracted.';
export const UNPUBLISHED_NOTICE =
  'The issue of this article has been unpublished; the article will be available again when the issue is republished.';

/** The notice's sentence: a retraction or an unpublished issue says so; every other take-down is a withdrawal. */
export function withdrawalNotice(article: Pick<Article, 'withdrawal'>): string {
  if (article.withdrawal?.kind === 'retraction') return RETRACTED_NOTICE;
  return article.withdrawal?.kind === 'unpublished' ? UNPUBLISHED_NOTICE : WITHDRAWN_NOTICE;
}

/** The 410 page: the notice, the citation facts that stay true (title, DOI), no metadata for indexers. */
export function withdrawnPage(article: Article, links: PublicLinks, siteName?: string): string {
  const page = `Withdrawn: ${article.title} | ${article.journalName}`;
  const head = [
    siteName === undefined ? `<title>${e(page)}</title>` : siteTitleTags(page, siteName),
    `<link rel="canonical" href="${e(links.article(article.id))}">`,
    meta('robots', 'noindex'),
  ].join('\n');
  const body = `<main id="article" class="withdrawn">
<h1>${e(article.title)}</h1>
<p role="alert" class="notice">${withdrawalNotice(article)}</p>${
    article.withdrawal?.reason ? `\n<p class="reason">Reason: ${e(article.withdrawal.reason)}</p>` : ''
  }
<p>Withdrawn on ${utcDayOf(article.withdrawnAt ?? article.modifiedAt)}. DOI: ${e(article.doi)}</p>
<p><a href="${e(sitePaths.journal(article.journalId))}">${e(article.journalName)}</a></p>
</main>`;
  return htmlPage(head, body);
}

export const ARTICLE_NOT_FOUND = 'Article not found.';

export function notFoundPage(): string {
  return htmlPage(
    `<title>${ARTICLE_NOT_FOUND}</title>\n${meta('robots', 'noindex')}`,
    `<main><h1>${ARTICLE_NOT_FOUND}</h1></main>`,
  );
}
