// Badge and landing-header colour of a journal: the ten seeded journals keep their colours; any other
// journal gets a dark colour drawn from its slug, so white text on it stays readable (WCAG AA).
const COLOURS: Readonly<Record<string, string>> = {
  'civil-engineering': '#7c3f00',
  'mechanical-engineering': '#37474f',
  'electronics-engineering': '#00695c',
  'electrical-engineering': '#9a3412',
  'computer-science-engineering': '#1e40af',
  'applied-science': '#166534',
  'ai-ml-data-science': '#5b21b6',
  'law-social-science': '#7f1d1d',
  education: '#0e6377',
  management: '#1f2937',
};

/** FNV-1a: the same slug always gets the same hue. */
function hueOf(slug: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < slug.length; i += 1) {
    value ^= slug.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value % 360;
}

export function journalColour(slug: string): string {
  // Lightness 24 %: even the brightest hues (yellow, green) keep a contrast above 4.5:1 with white.
  return COLOURS[slug] ?? `hsl(${hueOf(slug)}, 60%, 24%)`;
}
