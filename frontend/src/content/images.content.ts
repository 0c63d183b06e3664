// Catalogue pictures come from an external image host; a seed keeps each picture stable between visits.
export function catalogueImage(seed: string, width = 640, height = 400): string {
  return `https://picsum.photos/seed/${encodeURIComponent(seed)}/${width}/${height}`;
}
