// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Catalogue pictures are drawn here, from a seed, and shipped inside the bundle as SVG data URLs: nothing
// depends on an outside image host, so covers show offline and behind strict firewalls. The drawings are
// this project's own generated artwork, released under CC0 1.0 like the rest of the catalogue content.

/** FNV-1a: a small, stable hash so each seed always gets the same picture. */
function hash(seed: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    value ^= seed.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A stream of numbers in [0, 1) derived from the seed (mulberry32). */
function randomFrom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The SVG markup of the picture for `seed`: a two-tone gradient with soft circles and a wave. */
export function catalogueSvg(seed: string, width = 640, height = 400): string {
  const next = randomFrom(seed);
  const hue = Math.floor(next() * 360);
  const second = (hue + 30 + Math.floor(next() * 60)) % 360;
  const circles = Array.from({ length: 4 }, () => {
    const r = round((0.12 + next() * 0.25) * Math.min(width, height));
    return `<circle cx="${round(next() * width)}" cy="${round(next() * height)}" r="${r}" fill="#fff" fill-opacity="${round(0.08 + next() * 0.12)}"/>`;
  }).join('');
  const waveY = round(height * (0.55 + next() * 0.25));
  const crest = round(height * (0.15 + next() * 0.15));
  const wave = `<path d="M0 ${waveY} C ${round(width * 0.3)} ${round(waveY - crest)} ${round(width * 0.6)} ${round(waveY + crest)} ${width} ${round(waveY - crest / 2)} V ${height} H 0 Z" fill="#fff" fill-opacity="0.18"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${second},60%,26%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${wave}</svg>`
  );
}

/** The picture for `seed` as a data URL, ready for an <img src>. */
export function catalogueImage(seed: string, width = 640, height = 400): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(catalogueSvg(seed, width, height))}`;
}
