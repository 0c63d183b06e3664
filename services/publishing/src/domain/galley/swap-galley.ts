import type { FileStorage, PutResult } from '@journal/storage';

/** Points a record at the stored galley (or none); the key it replaced, or undefined when there is no record. */
export type GalleyReplacer = (
  galley: PutResult | null,
) => Promise<{ previousKey: string | null } | undefined>;

/**
 * Points the record at the galley just stored. Storage keeps one object per record: the replaced one is
 * removed, and the new one too when the record refuses it (false) or the update fails.
 */
export async function swapGalley(
  storage: FileStorage,
  put: PutResult,
  replace: GalleyReplacer,
): Promise<boolean> {
  const replaced = await replace(put).catch(async (err: unknown) => {
    await storage.delete(put.key);
    throw err;
  });
  if (!replaced) {
    await storage.delete(put.key);
    return false;
  }
  if (replaced.previousKey) await storage.delete(replaced.previousKey);
  return true;
}
