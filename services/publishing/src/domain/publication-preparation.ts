import type { Queryable } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { UUID } from '../repositories/ids';
import {
  findPreparation,
  replacePreparedGalley,
  setPreparedLicence,
  type PublicationPreparation,
} from '../repositories/publication-preparation.repository';

export type { PublicationPreparation } from '../repositories/publication-preparation.repository';

/** What was prepared for a paper's publication; undefined for an id that names no paper. */
export async function preparationOf(db: Queryable, id: string): Promise<PublicationPreparation | undefined> {
  return UUID.test(id) ? findPreparation(db, id) : undefined;
}

/** Chooses the licence the article will be published under. */
export function setPreparationLicence(db: Queryable, id: string, licence: string): Promise<void> {
  return setPreparedLicence(db, id, licence);
}

/**
 * Points the preparation at a stored galley (or at none); the key it replaces (which the caller removes
 * from storage), or undefined when the paper is no longer accepted (published meanwhile).
 */
export function replacePreparationGalley(
  db: Queryable,
  id: string,
  galley: { key: string; size: number; sha256: string } | null,
): Promise<{ previousKey: string | null } | undefined> {
  return replacePreparedGalley(db, id, galley);
}

/** Removes the prepared galley and its stored object; false when the paper is no longer accepted. */
export async function removePreparationGalley(
  db: Queryable,
  storage: FileStorage,
  id: string,
): Promise<boolean> {
  const replaced = await replacePreparedGalley(db, id, null);
  if (!replaced) return false;
  if (replaced.previousKey) await storage.delete(replaced.previousKey);
  return true;
}
