import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { Article } from '../../repositories/article.types';
import type { FullText } from '../../repositories/fulltext.types';
import { warnOfDroppedCharacters } from '../dropped-characters';
import { authenticatedOrcidsOf } from '../authenticated-orcids';
import { oaiJatsArticle, OAI_JATS } from '../jats/jats.xml';
import { findPublicFullText, findPublicFullTexts } from '../../repositories/full-text-versions.repository';
import type { PublicLinks } from '../../public-links';
import { findArticle } from '../../repositories/article-reads.repository';
import {
  countOaiRecords,
  earliestDatestamp,
  oaiRecordsPage,
} from '../../repositories/oai-records.repository';
import { OaiError } from './oai-error';
import type { OaiRequest } from './oai-request';
import type { XmlNode } from '../xml-document';
import {
  header,
  identify,
  metadataFormats,
  OAI_DC,
  oaiDc,
  record,
  resumptionToken,
  sets,
  type OaiBody,
} from './oai-xml';
import { OAI_OPENAIRE, oaiOpenaire } from './oai-openaire';
import { encodeResumptionToken, type OaiListPosition } from './resumption-token';
import { findJournal, listJournals } from '../../repositories/journals.repository';

export const OAI_PAGE_SIZE = 100;

/** Answers parsed OAI-PMH requests (the body inside the envelope); protocol errors are thrown as OaiError. */
export class OaiRepository {
  private readonly identifierPrefix: string;
  private readonly pageSize: number;

  constructor(
    private readonly deps: {
      pool: Pool;
      links: PublicLinks;
      repositoryName: string;
      /** dc:publisher of every record (PUBLISHER_NAME). */
      publisherName: string;
      adminEmail: string;
      pageSize?: number;
      /** Warns of records whose stored text held characters XML cannot carry (dropped from the answer). */
      logger: Logger;
    },
  ) {
    this.identifierPrefix = `oai:${new URL(deps.links.origin).hostname}:`;
    this.pageSize = deps.pageSize ?? OAI_PAGE_SIZE;
  }

  get baseUrl(): string {
    return this.deps.links.oai();
  }

  identifierOf(articleId: string): string {
    return `${this.identifierPrefix}${articleId}`;
  }

  private async recordFor(identifier: string) {
    const id = identifier.startsWith(this.identifierPrefix)
      ? identifier.slice(this.identifierPrefix.length)
      : '';
    const article = id ? await findArticle(this.deps.pool, id) : undefined;
    if (!article) throw new OaiError('idDoesNotExist', `No record has the identifier ${identifier}`);
    return article;
  }

  private static checkFormat(metadataPrefix: string): void {
    if (![OAI_DC.prefix, OAI_JATS.prefix, OAI_OPENAIRE.prefix].includes(metadataPrefix))
      throw new OaiError('cannotDisseminateFormat', `The metadata format ${metadataPrefix} is not supported`);
  }

  /** One warning per answer naming the live records (those written with metadata) that held such characters. */
  private warnOfDropped(
    answer: string,
    articles: readonly Article[],
    fullTexts: Map<string, FullText | undefined> | undefined,
  ): void {
    const written = articles.filter((a) => !a.withdrawnAt);
    warnOfDroppedCharacters(
      this.deps.logger,
      answer,
      written.map((a) => ({ id: a.id, content: [a, fullTexts?.get(a.id)] })),
    );
  }

  /**
   * A record in `metadataPrefix`; JATS records take their converted texts from `fullTexts` and mark the iDs
   * of `authenticatedOrcids` (both read for the whole page before writing).
   */
  private record(
    parent: XmlNode,
    article: Article,
    metadataPrefix: string,
    fullTexts: Map<string, FullText | undefined> | undefined,
    authenticatedOrcids?: ReadonlySet<string>,
  ): void {
    const { links, publisherName } = this.deps;
    record(parent, article, this.identifierOf(article.id), (metadata) => {
      if (metadataPrefix === OAI_JATS.prefix)
        oaiJatsArticle(metadata, article, fullTexts?.get(article.id) ?? null, {
          publisherName,
          links,
          authenticatedOrcids,
        });
      else if (metadataPrefix === OAI_OPENAIRE.prefix) oaiOpenaire(metadata, article, links, publisherName);
      else oaiDc(metadata, article, links, publisherName);
    });
  }

  /** The answer's body, written into the envelope by the caller; data is read before it returns. */
  async answer(request: OaiRequest): Promise<OaiBody> {
    switch (request.verb) {
      case 'Identify':
        return identify({
          repositoryName: this.deps.repositoryName,
          baseUrl: this.baseUrl,
          adminEmail: this.deps.adminEmail,
          earliest: await earliestDatestamp(this.deps.pool),
        });
      case 'ListMetadataFormats':
        if (request.identifier !== undefined) await this.recordFor(request.identifier);
        return metadataFormats();
      case 'ListSets':
        if (request.resumptionToken !== undefined)
          throw new OaiError('badResumptionToken', 'The set list is complete in one response');
        return sets(await listJournals(this.deps.pool));
      case 'GetRecord': {
        OaiRepository.checkFormat(request.metadataPrefix);
        const article = await this.recordFor(request.identifier);
        const fullTexts =
          request.metadataPrefix === OAI_JATS.prefix
            ? new Map([[article.id, (await findPublicFullText(this.deps.pool, article.id))?.fullText]])
            : undefined;
        const authenticated = fullTexts ? await authenticatedOrcidsOf(this.deps.pool, article) : undefined;
        this.warnOfDropped(`OAI-PMH GetRecord ${request.metadataPrefix}`, [article], fullTexts);
        return (oai) =>
          this.record(oai.ele('GetRecord'), article, request.metadataPrefix, fullTexts, authenticated);
      }
      case 'ListIdentifiers':
      case 'ListRecords':
        return this.list(request.verb, request.position);
    }
  }

  private async list(verb: 'ListIdentifiers' | 'ListRecords', position: OaiListPosition): Promise<OaiBody> {
    OaiRepository.checkFormat(position.metadataPrefix);
    const selection = { from: position.from, until: position.until, set: position.set };
    if (position.set !== undefined && !(await findJournal(this.deps.pool, position.set)))
      throw new OaiError('noRecordsMatch', `No set has the setSpec ${position.set}`);
    const rows = await oaiRecordsPage(this.deps.pool, selection, position.after, this.pageSize + 1);
    if (!rows.length) {
      if (position.after)
        throw new OaiError('badResumptionToken', 'The resumptionToken is invalid or has expired');
      throw new OaiError('noRecordsMatch', 'No record matches the arguments');
    }
    const page = rows.slice(0, this.pageSize);
    const more = rows.length > this.pageSize;
    const completeListSize = position.completeListSize ?? (await countOaiRecords(this.deps.pool, selection));
    const fullTexts =
      verb === 'ListRecords' && position.metadataPrefix === OAI_JATS.prefix
        ? await findPublicFullTexts(
            this.deps.pool,
            page.map((row) => row.id),
          )
        : undefined;
    const authenticated = fullTexts ? await authenticatedOrcidsOf(this.deps.pool, ...page) : undefined;
    if (verb === 'ListRecords')
      this.warnOfDropped(`OAI-PMH ListRecords ${position.metadataPrefix}`, page, fullTexts);
    // The first page carries a token only if more follow; later pages always close with one (empty at the end).
    const last = page.at(-1)!;
    const token = more
      ? encodeResumptionToken({
          ...position,
          cursor: position.cursor + page.length,
          after: { stamp: last.stamp, id: last.id },
          completeListSize,
        })
      : undefined;
    return (oai) => {
      const list = oai.ele(verb);
      for (const row of page)
        if (verb === 'ListRecords') this.record(list, row, position.metadataPrefix, fullTexts, authenticated);
        else header(list, row, this.identifierOf(row.id));
      if (token || position.after) resumptionToken(list, token, completeListSize, position.cursor);
    };
  }
}
