import { fullName, type Article } from '../../repositories/article.types';
import { licenceUrl } from '../licences';
import { textElement as leaf, type XmlNode as Node } from '../xml-document';

/** NISO Access and License Indicators (JATS4R: the licence URL as `ali:license_ref`). */
export const ALI_NS = 'http://www.niso.org/schemas/ali/1.0/';

const PUBLIC_DOMAIN = 'CC0 1.0';

/** "A, B and C": the holders as a sentence names them. */
function joinNames(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * `<permissions>` as JATS4R recommends: copyright statement, year and holders (the authors, who keep
 * their copyright: journals have no holder setting of their own), then free-to-read and the licence with
 * its URL in `ali:license_ref`. A CC0 article is in the public domain, so it carries no copyright (JATS4R).
 */
export function permissions(meta: Node, article: Article): void {
  const el = meta.ele('permissions');
  const year = article.publishedAt.getUTCFullYear();
  const holders = article.authors.map(fullName);
  if (article.licence !== PUBLIC_DOMAIN && holders.length) {
    leaf(el, 'copyright-statement', `© ${year} ${joinNames(holders)}`);
    leaf(el, 'copyright-year', year);
    for (const name of holders) leaf(el, 'copyright-holder', name);
  }
  // Every licence the site gives is a Creative Commons one: every article is free to read.
  el.ele('ali:free_to_read');
  const url = licenceUrl(article.licence);
  const licence = el.ele('license', { 'license-type': 'open-access', 'xlink:href': url });
  leaf(licence, 'ali:license_ref', url);
  leaf(licence, 'license-p', `This article is published under the ${article.licence} licence.`);
}
