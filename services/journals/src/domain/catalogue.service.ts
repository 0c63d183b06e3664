import { withTransaction, type Pool } from '@journal/db';
import { NotFoundError, validate } from '@journal/errors';
import {
  deleteEntry,
  insertEntry,
  listEntries,
  replaceEntry,
  type CatalogueEntry,
} from '../repositories/catalogue.repository';
import { catalogueEntrySchemas, type CatalogueKind } from './catalogue.input';

export const ENTRY_NOT_FOUND = 'Catalogue entry not found';

/** The directory, books, databases and platforms listings, edited by administrators. */
export class CatalogueService {
  constructor(private readonly pool: Pool) {}

  list(kind: CatalogueKind): Promise<CatalogueEntry[]> {
    return listEntries(this.pool, kind);
  }

  add(kind: CatalogueKind, body: unknown): Promise<CatalogueEntry> {
    const data = validate(catalogueEntrySchemas[kind], body);
    return withTransaction(this.pool, (client) => insertEntry(client, kind, data));
  }

  /** Replaces the whole entry (fields left out are gone, the optional impact factor included). */
  async replace(kind: CatalogueKind, id: number, body: unknown): Promise<CatalogueEntry> {
    const data = validate(catalogueEntrySchemas[kind], body);
    const entry = await replaceEntry(this.pool, kind, id, data);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    return entry;
  }

  async remove(kind: CatalogueKind, id: number): Promise<void> {
    if (!(await deleteEntry(this.pool, kind, id))) throw new NotFoundError(ENTRY_NOT_FOUND);
  }
}
