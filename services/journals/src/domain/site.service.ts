import { Readable } from 'node:stream';
import { withTransaction, type Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import type { SiteSettings } from '@journal/journals';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import { recordSiteChanged } from '../events/site-events.publisher';
import {
  findSiteSettings,
  setSiteLogo,
  updateSiteSettings,
  type SiteSettingsChange,
} from '../repositories/site-settings.repository';
import type { LogoUpload } from './logo-image';
import type { SiteInput } from './site.input';
import { siteView } from './site.views';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/**
 * Another instance's change reaches this one's cache within this long; this instance's own changes
 * replace the cached view at once.
 */
const CACHE_MS = 5_000;

export interface SiteServiceDeps {
  pool: Pool;
  storage: FileStorage;
  logger: Logger;
  /** PUBLISHER_NAME: the site's name until the administrator saves one. */
  defaultName: string;
  /** Kicks the outbox relay, so the name reaches mails and pages at once. */
  afterCommit: () => void;
  now?: () => number;
}

/** The site's brand and texts (one row), kept in memory: every page of the SPA asks for them. */
export class SiteService {
  private cached: { view: SiteSettings; at: number } | undefined;

  constructor(private readonly deps: SiteServiceDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async get(): Promise<SiteSettings> {
    if (this.cached && this.now() - this.cached.at < CACHE_MS) return this.cached.view;
    return this.remember(siteView(await findSiteSettings(this.deps.pool), this.deps.defaultName));
  }

  private remember(view: SiteSettings): SiteSettings {
    this.cached = { view, at: this.now() };
    return view;
  }

  /** Saves the fields sent; an event tells the other services when the name or contact changed. */
  async update(input: SiteInput): Promise<SiteSettings> {
    const change: SiteSettingsChange = { ...input };
    const fields = Object.keys(change);
    if (fields.length === 0) return this.get();
    const view = await withTransaction(this.deps.pool, async (client) => {
      await findSiteSettings(client, true);
      const row = await updateSiteSettings(client, change);
      const site = siteView(row, this.deps.defaultName);
      await recordSiteChanged(client, site, row.version, fields, row.updatedAt);
      return site;
    });
    this.deps.afterCommit();
    return this.remember(view);
  }

  /** Stores the logo, then points the site at it; the replaced one is removed after COMMIT. */
  async replaceLogo(upload: LogoUpload): Promise<SiteSettings> {
    const key = generateObjectKey(EXTENSIONS[upload.contentType], { prefix: 'site' });
    await this.deps.storage.put(key, Readable.from(upload.bytes), {
      contentType: upload.contentType,
      size: upload.bytes.length,
    });
    let result: { old: string | null; view: SiteSettings };
    try {
      result = await withTransaction(this.deps.pool, async (client) => {
        const { old, row } = await setSiteLogo(client, { key, contentType: upload.contentType });
        const site = siteView(row, this.deps.defaultName);
        await recordSiteChanged(client, site, row.version, ['logo'], row.updatedAt);
        return { old, view: site };
      });
    } catch (error) {
      await this.deps.storage.delete(key);
      throw error;
    }
    this.deps.afterCommit();
    if (result.old) {
      const old = result.old;
      await this.deps.storage
        .delete(old)
        .catch((err: unknown) => this.deps.logger.warn({ err, key: old }, 'old site logo not removed'));
    }
    return this.remember(result.view);
  }

  /** The logo's bytes and type; 404 without one. */
  async openLogo(): Promise<{ stream: Readable; contentType: string }> {
    const row = await findSiteSettings(this.deps.pool);
    if (!row.logoKey || !row.logoContentType) throw new NotFoundError('The site has no logo');
    return { stream: await this.deps.storage.get(row.logoKey), contentType: row.logoContentType };
  }
}
