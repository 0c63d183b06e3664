import type { Article } from '../repositories/article.types';
import { inlineText, type Reference } from '../repositories/fulltext.types';
import { issnsOf } from '../repositories/journal.types';
import { licenceUrl } from './licences';
import { orcidUrl } from './article-page.view';
import { textElement as leaf, xmlDocument, xmlText, type XmlNode } from './xml-document';

export const CROSSREF_VERSION = '5.4.0';
export const CROSSREF_NS = `http://www.crossref.org/schema/${CROSSREF_VERSION}`;
export const CROSSREF_SCHEMA_LOCATION = `https://www.crossref.org/schemas/crossref${CROSSREF_VERSION}.xsd`;
const JATS_NS = 'http://www.ncbi.nlm.nih.gov/JATS1';
const ACCESS_INDICATORS_NS = 'http://www.crossref.org/AccessIndicators.xsd';
const FUNDREF_NS = 'http://www.crossref.org/fundref.xsd';

export interface Depositor {
  /** Publisher or agent name (CROSSREF_DEPOSITOR_NAME, default PUBLISHER_NAME). */
  name: string;
  /** Where Crossref mails the deposit's outcome (CROSSREF_DEPOSITOR_EMAIL, default ADMIN_EMAIL). */
  email: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Crossref's `timestamp`: an integer that must grow with every deposit of a DOI (yyyyMMddHHmmssSSS). */
export function crossrefTimestamp(at: Date): string {
  return (
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}${pad(at.getUTCMilliseconds(), 3)}`
  );
}

/** A contributor in citation order: the first is `first`, the others `additional`. */
function contributor(
  parent: XmlNode,
  author: Article['authors'][number],
  index: number,
  authenticated: ReadonlySet<string>,
): void {
  const person = parent.ele('person_name', {
    sequence: index === 0 ? 'first' : 'additional',
    contributor_role: 'author',
  });
  leaf(person, 'given_name', author.givenNames);
  leaf(person, 'surname', author.familyName);
  if (author.affiliation) {
    const institution = person.ele('affiliations').ele('institution');
    leaf(institution, 'institution_name', author.affiliation);
    // The affiliation's ROR id (issue 42 item 8): 5.4.0's institution_id.
    if (author.rorId) leaf(institution, 'institution_id', author.rorId, { type: 'ror' });
  }
  // authenticated="true" only for an iD that came back from ORCID's OAuth (issue 43 item 6).
  if (author.orcid)
    leaf(person, 'ORCID', orcidUrl(author.orcid), {
      authenticated: authenticated.has(author.orcid) ? 'true' : 'false',
    });
}

/** The issue the article is in (volume and issue number; the issue's year as its publication date). */
function journalIssue(parent: XmlNode, article: Article): void {
  if (!article.issue) return;
  const issue = parent.ele('journal_issue');
  leaf(issue.ele('publication_date', { media_type: 'online' }), 'year', article.issue.year);
  leaf(issue.ele('journal_volume'), 'volume', article.issue.volume);
  leaf(issue, 'issue', article.issue.number);
}

/** Pages when the article has them, and a continuous journal's article number as its item number. */
function pagesAndItemNumber(parent: XmlNode, article: Article): void {
  if (article.firstPage !== null) {
    const pages = parent.ele('pages');
    leaf(pages, 'first_page', article.firstPage);
    if (article.lastPage !== null) leaf(pages, 'last_page', article.lastPage);
  }
  if (article.articleNumber)
    leaf(parent.ele('publisher_item'), 'item_number', article.articleNumber, {
      item_number_type: 'article_number',
    });
}

function head(parent: XmlNode, options: DepositOptions): void {
  const head = parent.ele('head');
  leaf(head, 'doi_batch_id', options.batchId);
  leaf(head, 'timestamp', crossrefTimestamp(options.now ?? new Date()));
  const depositor = head.ele('depositor');
  leaf(depositor, 'depositor_name', options.depositor.name);
  leaf(depositor, 'email_address', options.depositor.email);
  leaf(head, 'registrant', options.registrant);
}

function journalMetadata(parent: XmlNode, article: Article): void {
  const metadata = parent.ele('journal_metadata', { language: 'en' });
  leaf(metadata, 'full_title', article.journal.fullTitle);
  leaf(metadata, 'abbrev_title', article.journal.abbreviation);
  for (const { issn, media } of issnsOf(article.journal)) leaf(metadata, 'issn', issn, { media_type: media });
}

/** Crossref's DOI pattern (`doi_t`): a reference's DOI outside it is left to the unstructured text. */
const CROSSREF_DOI = /^10\.[0-9]{4,9}\/.{1,200}$/;

/**
 * The reference list: each citation keyed by its id in the full text (`ref-1`), with its DOI when it has
 * one, and always the reference as written, which Crossref matches when the DOI is missing or wrong.
 */
function citationList(parent: XmlNode, references: readonly Reference[]): void {
  const written = references
    .map((ref) => ({ ref, text: inlineText(ref.content).trim() }))
    .filter(({ ref, text }) => text || ref.doi);
  if (!written.length) return;
  const list = parent.ele('citation_list');
  for (const { ref, text } of written) {
    const citation = list.ele('citation', { key: ref.id });
    if (ref.doi && CROSSREF_DOI.test(ref.doi)) leaf(citation, 'doi', ref.doi);
    if (text) leaf(citation, 'unstructured_citation', text);
  }
}

/**
 * Funding (issue 42 item 8) as FundRef (`fr:program`, 5.4.0's fundref.xsd): one `fundgroup` per funder with
 * its `funder_name`, its `ror` when known and each `award_number`.
 */
function fundRef(parent: XmlNode, article: Article): void {
  const funders = article.funding ?? [];
  if (!funders.length) return;
  const program = parent.ele('fr:program', { name: 'fundref' });
  for (const funder of funders) {
    const group = program.ele('fr:assertion', { name: 'fundgroup' });
    leaf(group, 'fr:assertion', funder.funderName, { name: 'funder_name' });
    if (funder.funderRorId) leaf(group, 'fr:assertion', funder.funderRorId, { name: 'ror' });
    for (const award of funder.awardIds) leaf(group, 'fr:assertion', award, { name: 'award_number' });
  }
}

function journalArticle(
  parent: XmlNode,
  article: Article,
  resourceUrl: string,
  references: readonly Reference[],
  authenticated: ReadonlySet<string>,
): void {
  const published = article.publishedAt;
  const item = parent.ele('journal_article', { publication_type: 'full_text', language: 'en' });
  leaf(item.ele('titles'), 'title', article.title);
  const contributors = item.ele('contributors');
  article.authors.forEach((author, index) => contributor(contributors, author, index, authenticated));
  if (article.abstract) {
    const abstract = item.ele('jats:abstract');
    for (const p of article.abstract.split(/\n+/)) leaf(abstract, 'jats:p', p);
  }
  const date = item.ele('publication_date', { media_type: 'online' });
  leaf(date, 'month', pad(published.getUTCMonth() + 1));
  leaf(date, 'day', pad(published.getUTCDate()));
  leaf(date, 'year', published.getUTCFullYear());
  pagesAndItemNumber(item, article);
  fundRef(item, article);
  const program = item.ele('ai:program', { name: 'AccessIndicators' });
  program.ele('ai:free_to_read');
  leaf(program, 'ai:license_ref', licenceUrl(article.licence), { applies_to: 'vor' });
  const doiData = item.ele('doi_data');
  leaf(doiData, 'doi', article.doi);
  leaf(doiData, 'resource', resourceUrl);
  citationList(item, references);
}

interface DepositOptions {
  depositor: Depositor;
  registrant: string;
  resourceUrl: string;
  batchId: string;
  now?: Date;
  /** The published full text's reference list (none without a converted full text). */
  references?: readonly Reference[];
  /** The authors' iDs that came from ORCID's OAuth (publishing.authenticated_orcids); others are typed. */
  authenticatedOrcids?: ReadonlySet<string>;
}

/**
 * A Crossref 5.4.0 metadata deposit for one journal article: head (batch id, timestamp, depositor,
 * registrant), journal metadata (full title, abbreviation, ISSNs with their media type), the issue
 * (volume, number), the article (title, contributors in citation order with affiliations and
 * ORCID iDs and ROR ids, JATS abstract, online publication date, pages or item number, funding as FundRef,
 * licence), doi_data pointing
 * at the article page, and the citation list from `references`. An ORCID iD is sent as
 * `authenticated="true"` only when it came from ORCID's OAuth (`authenticatedOrcids`), else as typed.
 * `batchId` identifies this deposit (the deposit row's id; the DOI for a preview).
 */
export function crossrefDepositXml(article: Article, options: DepositOptions): string {
  const batch = xmlDocument('doi_batch', {
    version: CROSSREF_VERSION,
    xmlns: CROSSREF_NS,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xmlns:jats': JATS_NS,
    'xmlns:ai': ACCESS_INDICATORS_NS,
    'xmlns:fr': FUNDREF_NS,
    'xsi:schemaLocation': `${CROSSREF_NS} ${CROSSREF_SCHEMA_LOCATION}`,
  });
  head(batch, options);
  const journal = batch.ele('body').ele('journal');
  journalMetadata(journal, article);
  journalIssue(journal, article);
  journalArticle(
    journal,
    article,
    options.resourceUrl,
    options.references ?? [],
    options.authenticatedOrcids ?? new Set(),
  );
  return xmlText(batch, 'indented');
}
