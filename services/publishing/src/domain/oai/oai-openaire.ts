import { utcDayOf } from '@journal/config';
import type { Article } from '../../repositories/article.types';
import { pagesOf } from '../../repositories/issue.types';
import { orcidUrl } from '../article-page.view';
import { licenceUrl } from '../licences';
import type { PublicLinks } from '../../public-links';
import { textElement as leaf, type XmlNode } from '../xml-document';

/** OpenAIRE Guidelines for Literature Repositories v4 (`oai_openaire`, the format OpenAIRE harvests). */
export const OAI_OPENAIRE = {
  prefix: 'oai_openaire',
  schema: 'https://www.openaire.eu/schema/repo-lit/4.0/openaire.xsd',
  namespace: 'http://namespace.openaire.eu/schema/oaire/',
};

const DATACITE_NS = 'http://datacite.org/schema/kernel-4';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
/** COAR vocabularies the guidelines ask for. */
const COAR = {
  journalArticle: 'http://purl.org/coar/resource_type/c_6501',
  openAccess: 'http://purl.org/coar/access_right/c_abf2',
  versionOfRecord: 'http://purl.org/coar/version/c_970fb48d4fbd8a85',
};

function creators(resource: XmlNode, article: Article) {
  const list = resource.ele('datacite:creators');
  for (const author of article.authors) {
    const creator = list.ele('datacite:creator');
    leaf(creator, 'datacite:creatorName', `${author.familyName}, ${author.givenNames}`, {
      nameType: 'Personal',
    });
    if (author.givenNames) leaf(creator, 'datacite:givenName', author.givenNames);
    leaf(creator, 'datacite:familyName', author.familyName);
    if (author.orcid)
      leaf(creator, 'datacite:nameIdentifier', orcidUrl(author.orcid), {
        nameIdentifierScheme: 'ORCID',
        schemeURI: 'https://orcid.org',
      });
    if (author.affiliation) leaf(creator, 'datacite:affiliation', author.affiliation);
  }
}

/** The journal the article is part of, by its ISSNs (print and electronic). */
function journalIdentifiers(resource: XmlNode, article: Article) {
  const issns = [
    ...(article.journal.issnPrint ? [{ type: 'PISSN', issn: article.journal.issnPrint }] : []),
    ...(article.journal.issnOnline ? [{ type: 'EISSN', issn: article.journal.issnOnline }] : []),
  ];
  if (!issns.length) return;
  const list = resource.ele('datacite:relatedIdentifiers');
  for (const { type, issn } of issns)
    leaf(list, 'datacite:relatedIdentifier', issn, { relatedIdentifierType: type, relationType: 'IsPartOf' });
}

function citation(resource: XmlNode, article: Article) {
  leaf(resource, 'oaire:citationTitle', article.journal.fullTitle);
  if (article.issue) {
    leaf(resource, 'oaire:citationVolume', article.issue.volume);
    leaf(resource, 'oaire:citationIssue', article.issue.number);
  }
  const pages = pagesOf(article);
  if (pages) {
    leaf(resource, 'oaire:citationStartPage', pages.first);
    if (pages.last) leaf(resource, 'oaire:citationEndPage', pages.last);
  }
}

/**
 * An article as an OpenAIRE v4 record: DataCite titles, creators (ORCID iD, affiliation), identifiers
 * and dates, COAR resource type (journal article), access right (open access) and version (of record),
 * the licence, the abstract, keywords as subjects, the journal's citation details and the PDF galley.
 */
export function oaiOpenaire(
  parent: XmlNode,
  article: Article,
  links: PublicLinks,
  publisherName: string,
): void {
  const resource = parent.ele('oaire:resource', {
    'xmlns:oaire': OAI_OPENAIRE.namespace,
    'xmlns:datacite': DATACITE_NS,
    'xmlns:dc': DC_NS,
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': `${OAI_OPENAIRE.namespace} ${OAI_OPENAIRE.schema}`,
  });
  leaf(resource.ele('datacite:titles'), 'datacite:title', article.title, { 'xml:lang': 'en' });
  if (article.authors.length) creators(resource, article);
  leaf(resource, 'datacite:identifier', article.doi, { identifierType: 'DOI' });
  leaf(
    resource.ele('datacite:alternateIdentifiers'),
    'datacite:alternateIdentifier',
    links.article(article.id),
    {
      alternateIdentifierType: 'URL',
    },
  );
  journalIdentifiers(resource, article);
  // (the guidelines keep Accepted and Available for an embargo, which these articles never have)
  const dates = resource.ele('datacite:dates');
  leaf(dates, 'datacite:date', utcDayOf(article.publishedAt), { dateType: 'Issued' });
  leaf(dates, 'datacite:date', utcDayOf(article.receivedAt), { dateType: 'Submitted' });
  leaf(resource, 'dc:language', 'eng');
  leaf(resource, 'dc:publisher', publisherName);
  leaf(resource, 'oaire:resourceType', 'journal article', {
    resourceTypeGeneral: 'literature',
    uri: COAR.journalArticle,
  });
  if (article.abstract.trim()) leaf(resource, 'dc:description', article.abstract, { 'xml:lang': 'en' });
  leaf(resource, 'dc:format', 'text/html');
  if (article.galleyKey) leaf(resource, 'dc:format', 'application/pdf');
  leaf(resource, 'datacite:rights', 'open access', { rightsURI: COAR.openAccess });
  if (article.keywords.length) {
    const subjects = resource.ele('datacite:subjects');
    for (const keyword of article.keywords) leaf(subjects, 'datacite:subject', keyword);
  }
  leaf(resource, 'oaire:licenseCondition', article.licence, {
    uri: licenceUrl(article.licence),
    startDate: utcDayOf(article.publishedAt),
  });
  leaf(resource, 'oaire:version', 'VoR', { uri: COAR.versionOfRecord });
  if (article.galleyKey)
    leaf(resource, 'oaire:file', links.galley(article.id), {
      accessRightsURI: COAR.openAccess,
      mimeType: 'application/pdf',
      objectType: 'fulltext',
    });
  citation(resource, article);
}
