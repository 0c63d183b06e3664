// Reads the source for xml-builder-rule.test.ts: XML is built with the one builder (ADR 0042), never
// assembled from strings with the project's own escaping.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The XML writers of the site's machine interfaces (JATS, OAI-PMH, Crossref, sitemaps, Atom), relative
 * to the repository root: a folder stands for every file under it.
 */
export const XML_WRITERS = [
  'services/publishing/src/domain/xml-document.ts',
  'services/publishing/src/domain/jats',
  'services/publishing/src/domain/oai',
  'services/publishing/src/domain/crossref-deposit.xml.ts',
  'services/publishing/src/domain/discovery.views.ts',
  'services/publishing/src/routes/oai.routes.ts',
];

/** Source folders where no file may write an XML declaration or define its own XML escaping. */
export const SOURCE_ROOTS = ['services/*/src', 'libs/*/src', 'gateway/src'];
/** libs/testing writes Word documents for tests (fixtures, not an interface of the site). */
const NOT_SCANNED = ['libs/testing/src'];

/** Markup in a string: an element, end tag, declaration, processing instruction or comment. */
const MARKUP = /<[A-Za-z_?!/]/;
const DECLARATION = /<\?xml\b/;
/** A writer's own escaping: any escape function in an XML writer, an XML one anywhere. */
const OWN_ESCAPING = /escape/i;
/** The builder's package, imported (and given its options) in one file only. */
const BUILDER_MODULE = /^xmlbuilder2?(\/|$)/;
export const BUILDER_HOME = 'services/publishing/src/domain/xml-document.ts';
/** HTML escaping stays for the server-rendered pages; an XML writer must not use it. */
const HTML_ESCAPING_MODULE = /(^|\/)markup$/;

export interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** The text of every string literal and template (its literal parts) in `source`, with its line. */
function strings(source: ts.SourceFile): { node: ts.Node; text: string }[] {
  const found: { node: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ node, text: node.text });
    else if (ts.isTemplateExpression(node))
      found.push({
        node,
        text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}'),
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What breaks the rule in one file; `xmlWriter` when the file is one of XML_WRITERS. */
export function findingsIn(file: string, text: string, xmlWriter: boolean): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const findings: Finding[] = [];
  for (const { node, text: literal } of strings(source)) {
    if (node.parent && ts.isImportDeclaration(node.parent)) {
      if (xmlWriter && HTML_ESCAPING_MODULE.test(literal))
        findings.push({
          file,
          line: at(node),
          rule: 'XML writers do not use the HTML escaping',
          text: literal,
        });
      if (BUILDER_MODULE.test(literal) && !file.endsWith(BUILDER_HOME))
        findings.push({
          file,
          line: at(node),
          rule: `the builder is configured in ${BUILDER_HOME} only`,
          text: literal,
        });
      continue;
    }
    if (DECLARATION.test(literal))
      findings.push({ file, line: at(node), rule: 'an XML declaration written by hand', text: literal });
    else if (xmlWriter && MARKUP.test(literal))
      findings.push({ file, line: at(node), rule: 'markup assembled from a string', text: literal });
  }
  const visit = (node: ts.Node) => {
    const name =
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
        ? node.name.text
        : undefined;
    if (name && OWN_ESCAPING.test(name) && (xmlWriter || /xml/i.test(name)))
      findings.push({ file, line: at(node), rule: 'an escaping function of its own', text: name });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function filesUnder(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) =>
    name === 'node_modules' ? [] : filesUnder(path.join(dir, name)),
  );
}

function expand(root: string, pattern: string): string[] {
  const [head, ...rest] = pattern.split('/*/');
  if (!rest.length) return [path.join(root, pattern)];
  return readdirSync(path.join(root, head!)).map((name) => path.join(root, head!, name, rest.join('/*/')));
}

/** Every finding in the repository's source (tests excluded: they are not under src/). */
export function findingsInRepository(root: string): Finding[] {
  const writers = new Set(XML_WRITERS.flatMap((p) => filesUnder(path.join(root, p))));
  const skipped = NOT_SCANNED.map((p) => path.join(root, p) + path.sep);
  return SOURCE_ROOTS.flatMap((pattern) => expand(root, pattern))
    .flatMap(filesUnder)
    .filter((file) => /\.tsx?$/.test(file) && !skipped.some((s) => file.startsWith(s)))
    .flatMap((file) => findingsIn(path.relative(root, file), readFileSync(file, 'utf8'), writers.has(file)));
}
