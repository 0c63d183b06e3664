// citation-js ships no type declarations; these cover the part this service uses (its documented API).
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    /** A string for text output; `{ format: 'object' }` gives the format's JSON representation. */
    format(format: string, options?: Record<string, unknown>): unknown;
  }
  export const plugins: {
    config: { get(plugin: string): Record<string, Record<string, unknown>> };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
