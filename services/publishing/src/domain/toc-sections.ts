import type { PaperSection } from '../repositories/sections.sql';
import { sectionJson } from './article.json';

/**
 * The sections a table of contents lists (issue 42), in the order of its entries (already by section
 * order): each section with at least one entry, once. Entries carry `sectionId` and `section`; the SPA
 * puts each entry under its section's heading in this order (docs/api.md).
 */
export function sectionsOfContents(entries: readonly { section?: PaperSection | null }[]) {
  const seen = new Map<string, NonNullable<ReturnType<typeof sectionJson>>>();
  for (const { section } of entries) {
    const json = sectionJson(section);
    if (json && !seen.has(json.id)) seen.set(json.id, json);
  }
  return [...seen.values()];
}
