import { sourceLine } from '../../repositories/issue.types';
import type { Article } from '../../repositories/article.types';
import type { Journal } from '../../repositories/journal.types';
import { utcDayOf, utcSecondsOf } from '@journal/config';
import { doiUrl } from '../../repositories/doi';
import type { PublicLinks } from '../../public-links';
import { textElement as leaf, xmlDocument, xmlText, type XmlNode } from '../xml-document';
import type { OaiErrorCode } from './oai-error';
import { OAI_JATS } from '../jats/jats.xml';
import { OAI_OPENAIRE } from './oai-openaire';

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
};

/** What answers a request: it writes the verb's element (or the errors) into the `<OAI-PMH>` element. */
export type OaiBody = (oai: XmlNode) => void;

/**
 * The response envelope. `requestArgs` are echoed as attributes of <request>, except after badVerb or
 * badArgument, where the protocol asks for the base URL alone. Compact: records may carry JATS, whose
 * mixed content indentation would change.
 */
export function oaiEnvelope(
  baseUrl: string,
  requestArgs: [string, string][] | undefined,
  body: OaiBody,
): string {
  const oai = xmlDocument('OAI-PMH', {
    xmlns: OAI_NS,
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
  });
  leaf(oai, 'responseDate', utcSecondsOf(new Date()));
  leaf(oai, 'request', baseUrl, Object.fromEntries(requestArgs ?? []));
  body(oai);
  return xmlText(oai, 'compact');
}

export const oaiError =
  (code: OaiErrorCode, message: string): OaiBody =>
  (oai) =>
    leaf(oai, 'error', message, { code });

export const identify =
  (options: {
    repositoryName: string;
    baseUrl: string;
    adminEmail: string;
    earliest: Date | undefined;
  }): OaiBody =>
  (oai) => {
    const el = oai.ele('Identify');
    leaf(el, 'repositoryName', options.repositoryName);
    leaf(el, 'baseURL', options.baseUrl);
    leaf(el, 'protocolVersion', '2.0');
    leaf(el, 'adminEmail', options.adminEmail);
    leaf(el, 'earliestDatestamp', options.earliest ? utcDayOf(options.earliest) : '1970-01-01');
    leaf(el, 'deletedRecord', 'persistent');
    leaf(el, 'granularity', 'YYYY-MM-DD');
  };

export const metadataFormats = (): OaiBody => (oai) => {
  const list = oai.ele('ListMetadataFormats');
  for (const format of [OAI_DC, OAI_JATS, OAI_OPENAIRE]) {
    const el = list.ele('metadataFormat');
    leaf(el, 'metadataPrefix', format.prefix);
    leaf(el, 'schema', format.schema);
    leaf(el, 'metadataNamespace', format.namespace);
  }
};

/** One set per journal; the setSpec is the journal's slug. */
export const sets =
  (journals: readonly Pick<Journal, 'slug' | 'name'>[]): OaiBody =>
  (oai) => {
    const list = oai.ele('ListSets');
    for (const j of journals) {
      const set = list.ele('set');
      leaf(set, 'setSpec', j.slug);
      leaf(set, 'setName', j.name);
    }
  };

export function header(parent: XmlNode, article: Article, identifier: string): void {
  const el = parent.ele('header', { status: article.withdrawnAt ? 'deleted' : undefined });
  leaf(el, 'identifier', identifier);
  leaf(el, 'datestamp', utcDayOf(article.modifiedAt));
  leaf(el, 'setSpec', article.journalId);
}

/**
 * Simple Dublin Core of an article (creators as "Family, Given", in citation order); the publisher is the
 * site's, the source the journal's full title with the volume, issue and pages or the article number.
 */
export function oaiDc(parent: XmlNode, article: Article, links: PublicLinks, publisherName: string): void {
  const dc = parent.ele('oai_dc:dc', {
    'xmlns:oai_dc': OAI_DC.namespace,
    'xmlns:dc': DC_NS,
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': `${OAI_DC.namespace} ${OAI_DC.schema}`,
  });
  const element = (name: string, value: string) => leaf(dc, `dc:${name}`, value);
  element('title', article.title);
  for (const a of article.authors) element('creator', `${a.familyName}, ${a.givenNames}`);
  for (const k of article.keywords) element('subject', k);
  if (article.abstract) element('description', article.abstract);
  element('publisher', publisherName);
  element('date', utcDayOf(article.publishedAt));
  element('type', 'Text');
  element('type', 'info:eu-repo/semantics/article');
  element('format', 'text/html');
  element('identifier', doiUrl(article.doi));
  element('identifier', links.article(article.id));
  element('source', sourceLine(article.journal.fullTitle, article));
  element('language', 'en');
  element('rights', article.licence);
}

/** A record whose metadata another format writes (`metadata` is not called for a deleted record). */
export function record(
  parent: XmlNode,
  article: Article,
  identifier: string,
  metadata: (metadata: XmlNode) => void,
): void {
  const el = parent.ele('record');
  header(el, article, identifier);
  if (!article.withdrawnAt) metadata(el.ele('metadata'));
}

/** A list's resumption token: empty on the last page of a list that had more than one. */
export function resumptionToken(
  parent: XmlNode,
  token: string | undefined,
  completeListSize: number,
  cursor: number,
): void {
  leaf(parent, 'resumptionToken', token ?? '', { completeListSize, cursor });
}
