import { JSDOM } from 'jsdom';

/** What a crawler reads from a page's head: title, canonical, meta tags in order, JSON-LD. */
export function readHead(html: string) {
  const { document } = new JSDOM(html).window;
  const metas = [...document.querySelectorAll('head meta[name]')].map((m) => [
    m.getAttribute('name')!,
    m.getAttribute('content')!,
  ]);
  const all = (name: string) => metas.filter(([n]) => n === name).map(([, c]) => c);
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    all,
    one: (name: string) => {
      const values = all(name);
      if (values.length !== 1) throw new Error(`${name}: ${values.length} tags`);
      return values[0]!;
    },
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    body: document.body.textContent ?? '',
  };
}

/** An XML document (sitemap, feed, OAI-PMH) through jsdom's XML parser, which refuses malformed XML. */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

/** Text of every element matching a CSS selector (type selectors match in any namespace). */
export const texts = (doc: Document | Element, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent ?? '');
