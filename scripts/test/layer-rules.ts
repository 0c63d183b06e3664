// Layers one way (routes, consumers, workers -> domain -> repositories, clients, events, jobs): each rule reads a source file through the
// TypeScript compiler's parser (imports, string literals, calls), never by regex over the whole file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Repository-relative, with forward slashes: services/journals/src/domain/cover-image.ts */
  path: string;
  text: string;
}

export interface Scan {
  /** Every module specifier: import, import type, export from, require(), import(). */
  imports: string[];
  /** Text of every string and template literal that reads as SQL. */
  sql: string[];
  /** Names of every function called (foo() and x.foo()). */
  calls: string[];
  /** Exported classes and exported object literals holding functions (a repository in another style). */
  objectExports: string[];
}

/** A statement keyword followed by what makes it SQL (case-sensitive: prose such as "Delete from" is not). */
const SQL = /\b(SELECT\s+(?:DISTINCT\s+)?[\w*"(]|INSERT\s+INTO\b|UPDATE\s+[\w."]+\s+SET\b|DELETE\s+FROM\b)/;

export function scan(file: SourceFile): Scan {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const result: Scan = { imports: [], sql: [], calls: [], objectExports: [] };
  const literal = (text: string) => SQL.test(text) && result.sql.push(text.trim().slice(0, 60));
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const holdsFunctions = (value: ts.Expression | undefined) =>
    !!value &&
    ts.isObjectLiteralExpression(value) &&
    value.properties.some(
      (p) =>
        ts.isMethodDeclaration(p) ||
        (ts.isPropertyAssignment(p) &&
          (ts.isArrowFunction(p.initializer) || ts.isFunctionExpression(p.initializer))),
    );
  const visit = (node: ts.Node): void => {
    // An error class (extends ...Error) is what a repository throws, not a repository.
    const isError = (c: ts.ClassDeclaration) =>
      !!c.heritageClauses?.some((h) => h.types.some((t) => /Error$/.test(t.expression.getText(source))));
    if (ts.isClassDeclaration(node) && exported(node) && !isError(node))
      result.objectExports.push(`class ${node.name?.text ?? ''}`);
    if (ts.isVariableStatement(node) && exported(node))
      for (const declaration of node.declarationList.declarations)
        if (holdsFunctions(declaration.initializer))
          result.objectExports.push(`object ${declaration.name.getText(source)}`);
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      result.imports.push(node.moduleSpecifier.text);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const ref = node.moduleReference.expression;
      if (ts.isStringLiteral(ref)) result.imports.push(ref.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      if (
        (callee.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(callee) && callee.text === 'require')) &&
        first &&
        ts.isStringLiteralLike(first)
      )
        result.imports.push(first.text);
      if (ts.isIdentifier(callee)) result.calls.push(callee.text);
      else if (ts.isPropertyAccessExpression(callee)) result.calls.push(callee.name.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal(node.text);
    else if (ts.isTemplateExpression(node))
      literal([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('?'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** services/<service>/src/<layer>/... -> { service, layer }; a file directly under src/ has layer ''. */
export function placeOf(file: string): { service: string; layer: string } | undefined {
  const match = /^services\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(file);
  if (!match) return undefined;
  return { service: match[1]!, layer: file.split('/').length > 4 ? (match[2] ?? '') : '' };
}

/** The layer a relative import of `from` lands in (in the same service), or undefined for a package. */
function importedLayer(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const place = placeOf(target.endsWith('.ts') ? target : `${target}.ts`);
  return place?.layer;
}

const inLayer = (layer: string) => (file: string) => placeOf(file)?.layer === layer;
const packageOf = (specifier: string) =>
  specifier
    .replace(/^node:/, '')
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The one multipart receiver (docs/conventions.md, "Service module contract"). */
export const UPLOAD_RECEIVER = 'libs/http/src/upload/receive-upload.ts';

/** Calls that make a file a consumer of events (libs/events). */
const HANDLER_CALLS = [
  'handleOnce',
  'handleBatchOnce',
  'batched',
  'inTurn',
  'subscribe',
  'defineConsumer',
  'journalReadModelConsumer',
];
/** Calls that make a file a writer of events. */
const PUBLISHER_CALLS = ['writeOutbox'];

export interface LayerRule {
  id: string;
  title: string;
  /** Which source files the rule reads. */
  appliesTo(file: string): boolean;
  /** What in the file breaks the rule (empty when it keeps it). */
  check(file: string, found: Scan): string[];
}

export const RULES: LayerRule[] = [
  {
    id: 'domain-imports',
    title: 'the domain imports no express, busboy, pg or node:http (the DB port @journal/db is allowed)',
    appliesTo: inLayer('domain'),
    check: (_file, found) =>
      found.imports.filter((spec) => ['express', 'busboy', 'pg', 'http'].includes(packageOf(spec))),
  },
  {
    id: 'repositories-import-down',
    title: 'repositories import no domain, routes or events files',
    appliesTo: inLayer('repositories'),
    check: (file, found) =>
      found.imports.filter((spec) =>
        ['domain', 'routes', 'events'].includes(importedLayer(file, spec) ?? ''),
      ),
  },
  {
    id: 'routes-through-domain',
    title: 'routes reach repositories through the domain, never directly',
    appliesTo: inLayer('routes'),
    check: (file, found) => found.imports.filter((spec) => importedLayer(file, spec) === 'repositories'),
  },
  {
    id: 'one-multipart-receiver',
    title: `busboy is imported only by ${UPLOAD_RECEIVER}`,
    appliesTo: (file) => file !== UPLOAD_RECEIVER,
    check: (_file, found) => found.imports.filter((spec) => packageOf(spec) === 'busboy'),
  },
  {
    id: 'sql-in-repositories',
    title: 'SQL text lives in repositories (and libs) only',
    appliesTo: (file) => file.startsWith('gateway/') || (!!placeOf(file) && !inLayer('repositories')(file)),
    check: (_file, found) => found.sql,
  },
  {
    id: 'events-one-job',
    title:
      'an events/ file is a *.publisher.ts that consumes no events; a consumers/ file is a *.handler.ts that writes none',
    appliesTo: (file) => inLayer('events')(file) || inLayer('consumers')(file),
    check: (file, found) => {
      const publisher = inLayer('events')(file);
      const suffix = publisher ? '.publisher.ts' : '.handler.ts';
      if (!file.endsWith(suffix)) return [`not a *${suffix}`];
      const wrong = publisher ? HANDLER_CALLS : PUBLISHER_CALLS;
      return [...new Set(found.calls.filter((call) => wrong.includes(call)))].map(
        (call) => `calls ${call}()`,
      );
    },
  },
  {
    id: 'imports-run-down',
    title:
      'the domain imports no routes, consumers or workers; publishers, clients and jobs import no domain either (a client may implement a domain *.port)',
    appliesTo: (file) => ['domain', 'events', 'clients', 'jobs'].includes(placeOf(file)?.layer ?? '-'),
    check: (file, found) => {
      const above = ['routes', 'consumers', 'workers', ...(inLayer('domain')(file) ? [] : ['domain'])];
      const implementsPort = (spec: string) => inLayer('clients')(file) && /\.port(\.ts)?$/.test(spec);
      return found.imports.filter(
        (spec) => above.includes(importedLayer(file, spec) ?? '') && !implementsPort(spec),
      );
    },
  },
  {
    id: 'repositories-are-functions',
    title:
      'a repository is module functions taking the pool or a transaction client first (no class, no object of methods)',
    appliesTo: inLayer('repositories'),
    check: (_file, found) => found.objectExports,
  },
];

/** Source files the rules read: what runs in production (src/ of libs, services and the gateway). */
export function sourceFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (name === 'node_modules') continue;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name))
        files.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') });
    }
  };
  for (const top of ['libs', 'services'])
    for (const pkg of readdirSync(path.join(root, top)))
      if (statSync(path.join(root, top, pkg, 'src'), { throwIfNoEntry: false })?.isDirectory())
        walk(`${top}/${pkg}/src`);
  walk('gateway/src');
  return files;
}

/** Per rule, each breaking file with what breaks it. */
export function violations(files: SourceFile[], rules = RULES): Record<string, Record<string, string[]>> {
  const result: Record<string, Record<string, string[]>> = {};
  for (const rule of rules) result[rule.id] = {};
  for (const file of files) {
    const applying = rules.filter((rule) => rule.appliesTo(file.path));
    if (applying.length === 0) continue;
    const found = scan(file);
    for (const rule of applying) {
      const broken = rule.check(file.path, found);
      if (broken.length > 0) result[rule.id]![file.path] = broken;
    }
  }
  return result;
}
