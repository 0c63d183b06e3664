import type { Article } from './article.types';
import { issnsOf } from './journal.types';
import { licenceUrl } from './licences';
import { escapeMarkup as e } from './markup';
import { orcidUrl } from './article-page.view';

export const CROSSREF_NS = 'http://www.crossref.org/schema/5.3.1';
export const CROSSREF_SCHEMA_LOCATION = 'https://www.crossref.org/schemas/crossref5.3.1.xsd';
const JATS_NS = 'http://www.ncbi.nlm.nih.gov/JATS1';
const ACCESS_INDICATORS_NS = 'http://www.crossref.org/AccessIndicators.xsd';

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

function contributor(author: Article['authors'][number], index: number): string {
  const affiliation = author.affiliation
    ? `<affiliations><institution><institution_name>${e(author.affiliation)}</institution_name></institution></affiliations>`
    : '';
  const orcid = author.orcid ? `<ORCID authenticated="false">${e(orcidUrl(author.orcid))}</ORCID>` : '';
  return `
          <person_name sequence="${index === 0 ? 'first' : 'additional'}" contributor_role="author">
            <given_name>${e(author.givenNames)}</given_name>
            <surname>${e(author.familyName)}</surname>${affiliation ? `\n            ${affiliation}` : ''}${orcid ? `\n            ${orcid}` : ''}
          </person_name>`;
}

/** The issue the article is in (volume and issue number; the issue's year as its publication date). */
function journalIssue(article: Article): string {
  if (!article.issue) return '';
  return `
      <journal_issue>
        <publication_date media_type="online">
          <year>${article.issue.year}</year>
        </publication_date>
        <journal_volume>
          <volume>${article.issue.volume}</volume>
        </journal_volume>
        <issue>${article.issue.number}</issue>
      </journal_issue>`;
}

/** Pages when the article has them, and a continuous journal's article number as its item number. */
function pagesAndItemNumber(article: Article): string {
  const pages =
    article.firstPage === null
      ? ''
      : `
        <pages>
          <first_page>${article.firstPage}</first_page>${article.lastPage === null ? '' : `\n          <last_page>${article.lastPage}</last_page>`}
        </pages>`;
  const item = article.articleNumber
    ? `
        <publisher_item>
          <item_number item_number_type="article_number">${e(article.articleNumber)}</item_number>
        </publisher_item>`
    : '';
  return pages + item;
}

/**
 * A Crossref 5.3.1 metadata deposit for one journal article: head (batch id, timestamp, depositor,
 * registrant), journal metadata (full title, abbreviation, ISSNs with their media type), the issue
 * (volume, number), the article (title, contributors in citation order with affiliations and
 * ORCID iDs, JATS abstract, online publication date, pages or item number, licence), and doi_data pointing at the article page.
 * `batchId` identifies this deposit (the deposit row's id; the DOI for a preview).
 */
export function crossrefDepositXml(
  article: Article,
  options: { depositor: Depositor; registrant: string; resourceUrl: string; batchId: string; now?: Date },
): string {
  const published = article.publishedAt;
  const abstract = article.abstract
    ? `
        <jats:abstract>${article.abstract
          .split(/\n+/)
          .map((p) => `<jats:p>${e(p)}</jats:p>`)
          .join('')}</jats:abstract>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<doi_batch version="5.3.1" xmlns="${CROSSREF_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xmlns:jats="${JATS_NS}" xmlns:ai="${ACCESS_INDICATORS_NS}"
    xsi:schemaLocation="${CROSSREF_NS} ${CROSSREF_SCHEMA_LOCATION}">
  <head>
    <doi_batch_id>${e(options.batchId)}</doi_batch_id>
    <timestamp>${crossrefTimestamp(options.now ?? new Date())}</timestamp>
    <depositor>
      <depositor_name>${e(options.depositor.name)}</depositor_name>
      <email_address>${e(options.depositor.email)}</email_address>
    </depositor>
    <registrant>${e(options.registrant)}</registrant>
  </head>
  <body>
    <journal>
      <journal_metadata language="en">
        <full_title>${e(article.journal.fullTitle)}</full_title>
        <abbrev_title>${e(article.journal.abbreviation)}</abbrev_title>${issnsOf(article.journal)
          .map((i) => `\n        <issn media_type="${i.media}">${e(i.issn)}</issn>`)
          .join('')}
      </journal_metadata>${journalIssue(article)}
      <journal_article publication_type="full_text" language="en">
        <titles>
          <title>${e(article.title)}</title>
        </titles>
        <contributors>${article.authors.map(contributor).join('')}
        </contributors>${abstract}
        <publication_date media_type="online">
          <month>${pad(published.getUTCMonth() + 1)}</month>
          <day>${pad(published.getUTCDate())}</day>
          <year>${published.getUTCFullYear()}</year>
        </publication_date>${pagesAndItemNumber(article)}
        <ai:program name="AccessIndicators">
          <ai:free_to_read/>
          <ai:license_ref applies_to="vor">${e(licenceUrl(article.licence))}</ai:license_ref>
        </ai:program>
        <doi_data>
          <doi>${e(article.doi)}</doi>
          <resource>${e(options.resourceUrl)}</resource>
        </doi_data>
      </journal_article>
    </journal>
  </body>
</doi_batch>
`;
}
