import type { Article } from './article.types';
import { doiUrl } from './doi';

export const CITATION_FORMATS = ['bibtex', 'ris', 'apa', 'csl'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** Content type and file extension of each format (RIS and BibTeX are what reference managers import). */
export const CITATION_MEDIA: Record<CitationFormat, { type: string; extension: string }> = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  apa: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  csl: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};

/** CSL-JSON, the interchange form citation processors (citation-js, Zotero) read. */
export function cslJson(article: Article, articleUrl: string) {
  const d = article.publishedAt;
  return {
    id: article.doi,
    type: 'article-journal',
    title: article.title,
    'container-title': article.journalName,
    author: article.authors.map((a) => ({ given: a.givenNames, family: a.familyName })),
    issued: { 'date-parts': [[d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]] },
    DOI: article.doi,
    URL: articleUrl,
    abstract: article.abstract || undefined,
    keyword: article.keywords.length ? article.keywords.join(', ') : undefined,
    license: article.licence,
  };
}

/** BibTeX braces protect capitals; backslashes, braces and specials are escaped. */
function bibtexValue(text: string): string {
  return text.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/([&%$#_])/g, '\\$1');
}

function bibtexKey(article: Article): string {
  const family = (article.authors[0]?.familyName ?? 'article').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  return `${family || 'article'}${article.publishedAt.getUTCFullYear()}`;
}

export function bibtex(article: Article, articleUrl: string): string {
  const fields: [string, string][] = [
    ['title', `{${bibtexValue(article.title)}}`],
    [
      'author',
      article.authors.map((a) => `${bibtexValue(a.familyName)}, ${bibtexValue(a.givenNames)}`).join(' and '),
    ],
    ['journal', bibtexValue(article.journalName)],
    ['year', String(article.publishedAt.getUTCFullYear())],
    ['month', String(article.publishedAt.getUTCMonth() + 1)],
    ['doi', article.doi],
    ['url', articleUrl],
  ];
  if (article.abstract) fields.push(['abstract', bibtexValue(article.abstract)]);
  if (article.keywords.length) fields.push(['keywords', bibtexValue(article.keywords.join(', '))]);
  const body = fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n');
  return `@article{${bibtexKey(article)},\n${body}\n}\n`;
}

/** RIS: one tag per line, `TAG  - value`, CRLF line ends as the format's readers expect. */
export function ris(article: Article, articleUrl: string): string {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const d = article.publishedAt;
  const lines: [string, string][] = [
    ['TY', 'JOUR'],
    ['TI', oneLine(article.title)],
    ...article.authors.map((a): [string, string] => ['AU', `${a.familyName}, ${a.givenNames}`]),
    ['JO', article.journalName],
    ['PY', String(d.getUTCFullYear())],
    [
      'DA',
      `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`,
    ],
    ['DO', article.doi],
    ['UR', articleUrl],
    ...(article.abstract ? [['AB', oneLine(article.abstract)] as [string, string]] : []),
    ...article.keywords.map((k): [string, string] => ['KW', k]),
    ['ER', ''],
  ];
  return `${lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\r\n')}\r\n`;
}

/** APA 7: initials of given names, "&" before the last of up to 20 authors. */
export function apa(article: Article): string {
  const initials = (given: string) =>
    given
      .split(/[\s]+/)
      .filter(Boolean)
      .map((part) =>
        part
          .split('-')
          .map((p) => `${p[0]!.toUpperCase()}.`)
          .join('-'),
      )
      .join(' ');
  const names = article.authors.map((a) => `${a.familyName}, ${initials(a.givenNames)}`);
  const authors =
    names.length <= 1
      ? (names[0] ?? '')
      : names.length <= 20
        ? `${names.slice(0, -1).join(', ')}, & ${names.at(-1)}`
        : `${names.slice(0, 19).join(', ')}, . . . ${names.at(-1)}`;
  const title = article.title.replace(/[.?!]$/, '');
  return `${authors} (${article.publishedAt.getUTCFullYear()}). ${title}. ${article.journalName}. ${doiUrl(article.doi)}`;
}

export function formatCitation(format: CitationFormat, article: Article, articleUrl: string): string {
  switch (format) {
    case 'bibtex':
      return bibtex(article, articleUrl);
    case 'ris':
      return ris(article, articleUrl);
    case 'apa':
      return `${apa(article)}\n`;
    case 'csl':
      return JSON.stringify([cslJson(article, articleUrl)], null, 2);
  }
}
