import sanitizeHtml from 'sanitize-html';

// What a logo needs: shapes, text, gradients and clips. Never script, style, foreignObject, image or
// animation (they run code or load from elsewhere).
const TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
];

// Presentation and geometry only: no on* handler, no style (CSS can load from elsewhere).
const ATTRIBUTES = [
  'id',
  'class',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-miterlimit',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'clipPathUnits',
  'href',
  'xlink:href',
];

/** A reference inside the document (`#id`, `url(#id)`) is fine; anything else would load from elsewhere. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

function localOnly(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
    if (EXTERNAL_URL.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * The SVG with only the elements and attributes above, references kept inside the document: no script, no
 * event handler, no external reference. Parsed as XML, so element and attribute names keep their case.
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: localOnly(attribs) }) },
  }).trim();
}
