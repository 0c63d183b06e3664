import { etagOf } from './article-page.cache';

export interface CachedText {
  version: string;
  body: string;
  etag: string;
}

/**
 * Rendered documents by name (a sitemap part of 50,000 URLs takes seconds to build), each kept with the
 * version of the data it was made from: a reader asks the current version (one narrow query) and gets
 * the cached text only while it is the same, so a change is never served stale, on any instance. Bounded
 * by characters, the oldest used dropped first.
 */
export class VersionedTextCache {
  private readonly texts = new Map<string, CachedText>();
  private chars = 0;

  constructor(private readonly maxChars = 64 * 1024 * 1024) {}

  /** The text of `name` at `version`, rendered by `render` when it is not held at that version. */
  async get(name: string, version: string, render: () => Promise<string>): Promise<CachedText> {
    const held = this.texts.get(name);
    if (held?.version === version) {
      this.texts.delete(name); // Map order is insertion order: re-inserting marks it most recently used
      this.texts.set(name, held);
      return held;
    }
    const body = await render();
    const text = { version, body, etag: etagOf(body) };
    this.forget(name);
    if (body.length <= this.maxChars) {
      this.texts.set(name, text);
      this.chars += body.length;
      while (this.chars > this.maxChars) this.forget(this.texts.keys().next().value!);
    }
    return text;
  }

  private forget(name: string): void {
    const text = this.texts.get(name);
    if (!text) return;
    this.texts.delete(name);
    this.chars -= text.body.length;
  }
}
