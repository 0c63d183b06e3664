// ADR 0042: JATS, OAI-PMH, the Crossref deposit, sitemaps and Atom feeds are built with one XML builder
// (xmlbuilder, through services/publishing/src/domain/xml-document.ts). These tests read the source, so
// markup assembled from strings, a hand-written declaration or an escaping function of its own fails here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findingsIn, findingsInRepository, XML_WRITERS } from './xml-builder-rule';

const root = path.resolve(__dirname, '..', '..');

describe('XML is built with the one builder', () => {
  it('no source file assembles XML from strings or escapes it by hand', () => {
    expect(findingsInRepository(root)).toEqual([]);
  });

  it.each(XML_WRITERS)('%s exists, so the rule still covers it', (writer) => {
    expect(existsSync(path.join(root, writer))).toBe(true);
  });
});

describe('the rule fails on a deliberate violation', () => {
  const writer = 'services/publishing/src/domain/oai/example.ts';
  const rules = (source: string, xmlWriter = true) =>
    findingsIn(writer, source, xmlWriter).map((f) => f.rule);

  it('finds markup in templates and strings of an XML writer', () => {
    expect(rules('const x = (v: string) => `<title>${v}</title>`;')).toEqual([
      'markup assembled from a string',
    ]);
    expect(rules("const end = '</record>';")).toEqual(['markup assembled from a string']);
    expect(rules('const x = (v: string) => `\\n  <set>${v}`;')).toEqual(['markup assembled from a string']);
  });

  it('finds the HTML escaping imported into an XML writer, and an escaping function of its own', () => {
    expect(rules("import { escapeMarkup as e } from '../markup';")).toEqual([
      'XML writers do not use the HTML escaping',
    ]);
    expect(rules('function escapeText(v: string) { return v; }')).toEqual([
      'an escaping function of its own',
    ]);
    expect(rules('const escapeXml = (v: string) => v;', false)).toEqual(['an escaping function of its own']);
  });

  it('finds the builder package imported outside xml-document.ts', () => {
    expect(rules("import { create } from 'xmlbuilder2';")).toEqual([
      'the builder is configured in services/publishing/src/domain/xml-document.ts only',
    ]);
    expect(rules("import type { XMLElement } from 'xmlbuilder';", false)).toEqual([
      'the builder is configured in services/publishing/src/domain/xml-document.ts only',
    ]);
  });

  it('finds a hand-written XML declaration in any source file', () => {
    expect(rules('const d = \'<?xml version="1.0"?>\';', false)).toEqual([
      'an XML declaration written by hand',
    ]);
  });

  it('leaves builder calls, comparisons and HTML pages alone', () => {
    expect(rules("parent.ele('record').txt(`${a} < ${b}`); if (x < y) leaf(parent, 'id', id);")).toEqual([]);
    expect(rules('const page = (t: string) => `<h1>${t}</h1>`;', false)).toEqual([]);
    expect(rules("import { xmlDocument } from '../xml-document';")).toEqual([]);
  });
});
