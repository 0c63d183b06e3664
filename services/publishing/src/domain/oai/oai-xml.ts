import { sourceLine } from '../issue.types';
import type { Article } from '../article.types';
import type { Journal } from '../journal.types';
import { utcDayOf, utcSecondsOf } from '@journal/config';
import { doiUrl } from '../doi';
import { escapeMarkup as e } from '../markup';
import type { PublicLinks } from '../public-links';
import type { OaiErrorCode } from './oai-error';
import { OAI_JATS } from '../jats/jats.xml';

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
};

/** UTC with second precision, no fraction: the protocol's responseDate form. */

/**
 * The response envelope. `requestArgs` are echoed as attributes of <request>, except after badVerb or
 * badArgument, where the protocol asks for the base URL alone.
 */
export function oaiEnvelope(
  baseUrl: string,
  requestArgs: [string, string][] | undefined,
  body: string,
): string {
  const attributes = (requestArgs ?? []).map(([k, v]) => ` ${k}="${e(v)}"`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="${OAI_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">
<responseDate>${utcSecondsOf(new Date())}</responseDate>
<request${attributes}>${e(baseUrl)}</request>
${body}
</OAI-PMH>
`;
}

export const oaiErrorXml = (code: OaiErrorCode, message: string) =>
  `<error code="${code}">${e(message)}</error>`;

export function identifyXml(options: {
  repositoryName: string;
  baseUrl: string;
  adminEmail: string;
  earliest: Date | undefined;
}): string {
  return `<Identify>
<repositoryName>${e(options.repositoryName)}</repositoryName>
<baseURL>${e(options.baseUrl)}</baseURL>
<protocolVersion>2.0</protocolVersion>
<adminEmail>${e(options.adminEmail)}</adminEmail>
<earliestDatestamp>${options.earliest ? utcDayOf(options.earliest) : '1970-01-01'}</earliestDatestamp>
<deletedRecord>persistent</deletedRecord>
<granularity>YYYY-MM-DD</granularity>
</Identify>`;
}

export const metadataFormatsXml = () => `<ListMetadataFormats>
<metadataFormat><metadataPrefix>${OAI_DC.prefix}</metadataPrefix><schema>${OAI_DC.schema}</schema><metadataNamespace>${OAI_DC.namespace}</metadataNamespace></metadataFormat>
<metadataFormat><metadataPrefix>${OAI_JATS.prefix}</metadataPrefix><schema>${OAI_JATS.schema}</schema><metadataNamespace>${OAI_JATS.namespace}</metadataNamespace></metadataFormat>
</ListMetadataFormats>`;

/** One set per journal; the setSpec is the journal's slug. */
export const setsXml = (journals: readonly Pick<Journal, 'slug' | 'name'>[]) =>
  `<ListSets>\n${journals.map((j) => `<set><setSpec>${e(j.slug)}</setSpec><setName>${e(j.name)}</setName></set>`).join('\n')}\n</ListSets>`;

export function headerXml(article: Article, identifier: string): string {
  const status = article.withdrawnAt ? ' status="deleted"' : '';
  return `<header${status}><identifier>${e(identifier)}</identifier><datestamp>${utcDayOf(article.modifiedAt)}</datestamp><setSpec>${e(article.journalId)}</setSpec></header>`;
}

/**
 * Simple Dublin Core of an article (creators as "Family, Given", in citation order); the publisher is the
 * site's, the source the journal's full title with the volume, issue and pages or the article number.
 */
export function oaiDcXml(article: Article, links: PublicLinks, publisherName: string): string {
  const dc = (name: string, value: string) => `<dc:${name}>${e(value)}</dc:${name}>`;
  const elements = [
    dc('title', article.title),
    ...article.authors.map((a) => dc('creator', `${a.familyName}, ${a.givenNames}`)),
    ...article.keywords.map((k) => dc('subject', k)),
    ...(article.abstract ? [dc('description', article.abstract)] : []),
    dc('publisher', publisherName),
    dc('date', utcDayOf(article.publishedAt)),
    dc('type', 'Text'),
    dc('type', 'info:eu-repo/semantics/article'),
    dc('format', 'text/html'),
    dc('identifier', doiUrl(article.doi)),
    dc('identifier', links.article(article.id)),
    dc('source', sourceLine(article.journal.fullTitle, article)),
    dc('language', 'en'),
    dc('rights', article.licence),
  ];
  return `<oai_dc:dc xmlns:oai_dc="${OAI_DC.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${OAI_DC.namespace} ${OAI_DC.schema}">
${elements.join('\n')}
</oai_dc:dc>`;
}

export function recordXml(
  article: Article,
  identifier: string,
  links: PublicLinks,
  publisherName: string,
): string {
  return recordWithMetadataXml(article, identifier, () => oaiDcXml(article, links, publisherName));
}

/** A record whose metadata another format renders (`metadata` is not called for a deleted record). */
export function recordWithMetadataXml(article: Article, identifier: string, metadata: () => string): string {
  const body = article.withdrawnAt ? '' : `<metadata>\n${metadata()}\n</metadata>`;
  return `<record>${headerXml(article, identifier)}${body}</record>`;
}

export function resumptionTokenXml(
  token: string | undefined,
  completeListSize: number,
  cursor: number,
): string {
  return `<resumptionToken completeListSize="${completeListSize}" cursor="${cursor}">${token ? e(token) : ''}</resumptionToken>`;
}
