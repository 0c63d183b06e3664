import { utcDayOf } from '@journal/config';
import type { Article } from '../../repositories/article.types';
import { orcidUrl } from '../article-page.view';
import { issnsOf } from '../../repositories/journal.types';
import type { XmlId } from './jats-body';
import { permissions } from './jats-permissions';
import { textElement as leaf, type XmlNode as Node } from '../xml-document';

/** Issue 30's placement of an article, read when present (contract.md: optional for everyone else). */
export interface ArticlePlacement {
  articleNumber?: string | null;
  issue?: { volume: string | number | null; number: string | number | null; year?: number | null } | null;
  firstPage?: number | null;
  lastPage?: number | null;
}

export type JatsArticle = Article & ArticlePlacement;

const pad = (n: number) => String(n).padStart(2, '0');

/** A JATS date element's children: day, month, year (UTC), with the ISO form as its attribute. */
function date(parent: Node, name: string, attributes: Record<string, string>, at: Date) {
  const el = parent.ele(name, { ...attributes, 'iso-8601-date': utcDayOf(at) });
  leaf(el, 'day', pad(at.getUTCDate()));
  leaf(el, 'month', pad(at.getUTCMonth() + 1));
  leaf(el, 'year', at.getUTCFullYear());
}

function journalMeta(front: Node, article: JatsArticle, publisherName: string) {
  const meta = front.ele('journal-meta');
  leaf(meta, 'journal-id', article.journalId, { 'journal-id-type': 'publisher-id' });
  const titles = meta.ele('journal-title-group');
  leaf(titles, 'journal-title', article.journal.fullTitle);
  leaf(titles, 'abbrev-journal-title', article.journal.abbreviation, { 'abbrev-type': 'publisher' });
  const issns = issnsOf(article.journal);
  // The schema requires an issn; a journal without one yet gets an empty element (product-decisions.md).
  if (!issns.length) meta.ele('issn', { 'publication-format': 'electronic' });
  for (const { issn, media } of issns) leaf(meta, 'issn', issn, { 'publication-format': media });
  leaf(meta.ele('publisher'), 'publisher-name', publisherName);
}

function contributors(
  meta: Node,
  article: JatsArticle,
  xmlId: XmlId,
  authenticatedOrcids: ReadonlySet<string>,
) {
  const group = meta.ele('contrib-group');
  const affiliations = [
    ...new Set(article.authors.map((a) => a.affiliation).filter((a): a is string => !!a)),
  ];
  article.authors.forEach((author, index) => {
    // The submitting author (first in citation order) is the corresponding author.
    const contrib = group.ele('contrib', {
      'contrib-type': 'author',
      corresp: index === 0 ? 'yes' : undefined,
    });
    // authenticated="true" only for an iD that came from ORCID's OAuth (issue 43 item 6), as in Crossref.
    if (author.orcid)
      leaf(contrib, 'contrib-id', orcidUrl(author.orcid), {
        'contrib-id-type': 'orcid',
        authenticated: authenticatedOrcids.has(author.orcid) ? 'true' : undefined,
      });
    const name = contrib.ele('name', { 'name-style': 'western' });
    leaf(name, 'surname', author.familyName);
    leaf(name, 'given-names', author.givenNames);
    if (author.affiliation)
      contrib.ele('xref', {
        'ref-type': 'aff',
        rid: xmlId(`aff-${affiliations.indexOf(author.affiliation) + 1}`),
      });
  });
  // An affiliation's ROR id (issue 42 item 8), from the first author who gave one for it (JATS4R affiliations).
  const rorOf = (affiliation: string) =>
    article.authors.find((a) => a.affiliation === affiliation && a.rorId)?.rorId ?? null;
  affiliations.forEach((affiliation, i) => {
    const aff = group.ele('aff', { id: xmlId(`aff-${i + 1}`) });
    const ror = rorOf(affiliation);
    if (!ror) return void leaf(aff, 'institution', affiliation);
    const wrap = aff.ele('institution-wrap');
    leaf(wrap, 'institution-id', ror, { 'institution-id-type': 'ror' });
    leaf(wrap, 'institution', affiliation);
  });
}

/**
 * `<funding-group>` (issue 42 item 8, JATS4R funding): one `<award-group>` per funder, its name and ROR id
 * in `<funding-source><institution-wrap>`, each award number an `<award-id>`.
 */
function funding(meta: Node, article: JatsArticle) {
  const funders = article.funding ?? [];
  if (!funders.length) return;
  const group = meta.ele('funding-group');
  for (const funder of funders) {
    const award = group.ele('award-group');
    const wrap = award.ele('funding-source').ele('institution-wrap');
    leaf(wrap, 'institution', funder.funderName);
    if (funder.funderRorId)
      leaf(wrap, 'institution-id', funder.funderRorId, { 'institution-id-type': 'ror' });
    for (const id of funder.awardIds) leaf(award, 'award-id', id);
  }
}

function placement(meta: Node, article: JatsArticle) {
  if (article.issue?.volume != null) leaf(meta, 'volume', article.issue.volume);
  if (article.issue?.number != null) leaf(meta, 'issue', article.issue.number);
  if (article.firstPage != null) {
    leaf(meta, 'fpage', article.firstPage);
    if (article.lastPage != null) leaf(meta, 'lpage', article.lastPage);
  } else if (article.articleNumber) leaf(meta, 'elocation-id', article.articleNumber);
}

/**
 * One `<supplementary-material>` per supplementary file (issue 42 item 8), where JATS 1.3 puts them in
 * article-meta (after the pages, before history): the link, the media type split as JATS wants it, the
 * file's name as the caption's title and its description as a paragraph.
 */
function supplementaryMaterial(
  meta: Node,
  article: JatsArticle,
  href: (fileId: string, index: number) => string,
) {
  for (const [index, file] of (article.supplementaryFiles ?? []).entries()) {
    const [type, subtype] = file.mediaType.split(';')[0]!.trim().split('/');
    const material = meta.ele('supplementary-material', {
      'xlink:href': href(file.id, index),
      ...(type && subtype ? { mimetype: type, 'mime-subtype': subtype } : {}),
    });
    const caption = material.ele('caption');
    leaf(caption, 'title', file.name);
    if (file.description) leaf(caption, 'p', file.description);
  }
}

/** `<front>`: journal-meta and article-meta in the order the JATS 1.3 schema asks. */
export function jatsFront(
  root: Node,
  article: JatsArticle,
  options: {
    publisherName: string;
    articleUrl: string;
    xmlId: XmlId;
    /** Where a supplementary file's `xlink:href` points (the public download, or a bag's own copy). */
    supplementaryHref: (fileId: string, index: number) => string;
    /** The authors' iDs that came from ORCID's OAuth; none when unset. */
    authenticatedOrcids?: ReadonlySet<string>;
  },
) {
  const front = root.ele('front');
  journalMeta(front, article, options.publisherName);
  const meta = front.ele('article-meta');
  leaf(meta, 'article-id', article.doi, { 'pub-id-type': 'doi' });
  // The section is the table-of-contents heading (JATS4R: subj-group-type "heading"), before title-group.
  if (article.section) {
    const heading = meta.ele('article-categories').ele('subj-group', { 'subj-group-type': 'heading' });
    leaf(heading, 'subject', article.section.title);
  }
  leaf(meta.ele('title-group'), 'article-title', article.title);
  if (article.authors.length)
    contributors(meta, article, options.xmlId, options.authenticatedOrcids ?? new Set());
  date(meta, 'pub-date', { 'publication-format': 'electronic', 'date-type': 'pub' }, article.publishedAt);
  placement(meta, article);
  supplementaryMaterial(meta, article, options.supplementaryHref);
  const history = meta.ele('history');
  date(history, 'date', { 'date-type': 'received' }, article.receivedAt);
  if (article.acceptedAt) date(history, 'date', { 'date-type': 'accepted' }, article.acceptedAt);
  permissions(meta, article);
  meta.ele('self-uri', { 'xlink:href': options.articleUrl, 'content-type': 'text/html' });
  const paragraphs = article.abstract.split(/\n+/).filter((p) => p.trim());
  if (paragraphs.length) {
    const abstract = meta.ele('abstract');
    for (const p of paragraphs) leaf(abstract, 'p', p);
  }
  if (article.keywords.length) {
    const kwds = meta.ele('kwd-group', { 'kwd-group-type': 'author' });
    for (const k of article.keywords) leaf(kwds, 'kwd', k);
  }
  funding(meta, article);
}
