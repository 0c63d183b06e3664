// The directory, books, databases and platforms entries as the administrator edits them (issue 28).
import type { CatalogueKind } from '@journal/journals';
import { apiRequest } from './client';

export { CATALOGUE_KINDS, type CatalogueKind } from '@journal/journals';

/** An entry: its numeric id and the fields of its kind (services/journals/src/domain/catalogue.input.ts). */
export type CatalogueEntry = { id: number } & Record<string, unknown>;

export const catalogueKeys = {
  list: (kind: CatalogueKind) => ['catalogue-admin', kind] as const,
};

const entryPath = (kind: CatalogueKind, id?: number) =>
  `/admin/catalogue/${kind}${id === undefined ? '' : `/${id}`}`;

export async function fetchCatalogue(kind: CatalogueKind): Promise<CatalogueEntry[]> {
  const answer = await apiRequest<{ data: { entries: CatalogueEntry[] } }>(`/catalogue/${kind}`);
  return answer.data.entries;
}

/** Adds an entry (no id) or replaces the whole entry `id`. */
export async function saveCatalogueEntry(
  kind: CatalogueKind,
  id: number | undefined,
  fields: Record<string, unknown>,
  token: string,
): Promise<CatalogueEntry> {
  const answer = await apiRequest<{ data: { entry: CatalogueEntry } }>(entryPath(kind, id), {
    method: id === undefined ? 'POST' : 'PUT',
    json: fields,
    token,
  });
  return answer.data.entry;
}

export function deleteCatalogueEntry(kind: CatalogueKind, id: number, token: string): Promise<unknown> {
  return apiRequest(entryPath(kind, id), { method: 'DELETE', token });
}
