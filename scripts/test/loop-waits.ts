// Issue 40 item 2: no request waits on an event. A timer or sleep inside a loop is how code polls for
// something another part of the system does; this scan finds every one in source (not tests), so each is
// either gone or named on an allow-list with its reason. It reads the syntax tree (the TypeScript
// compiler's parser), not the text, so comments, strings and formatting neither hide nor invent one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One timer or sleep called inside a loop: where, in which function, and what was called. */
export interface LoopWait {
  file: string;
  line: number;
  /** The enclosing function or method (`Class.method`, `name`, or `<top>`), the allow-list's key. */
  within: string;
  /** The callee as written (`setTimeout`, `this.sleep`, `abortableSleep`, an alias of timers/promises). */
  call: string;
}

/**
 * Callees that wait: the timers and the usual names of sleeping helpers, also as methods (`this.sleep`).
 * Not `backoffDelay` and the like: they compute a delay, the sleep that follows is what is found.
 */
const WAITING_NAMES = /^(setTimeout|setInterval|setImmediate|sleep|delay|pause|wait|\w*Sleep)$/;
const TIMER_MODULES = new Set(['timers/promises', 'node:timers/promises']);

const isLoop = (node: ts.Node): node is ts.IterationStatement =>
  ts.isForStatement(node) ||
  ts.isForOfStatement(node) ||
  ts.isForInStatement(node) ||
  ts.isWhileStatement(node) ||
  ts.isDoStatement(node);

/** Whether `node` lies in a loop's body (or its condition or step, evaluated on every turn). */
function inLoop(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    // A function declared in a class or at the top runs when called, not per turn of an outer loop.
    if (ts.isFunctionDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isClassLike(parent))
      return false;
    if (!isLoop(parent)) continue;
    const initializer = ts.isForStatement(parent) ? parent.initializer : undefined;
    const iterated =
      ts.isForOfStatement(parent) || ts.isForInStatement(parent) ? parent.expression : undefined;
    if (child !== initializer && child !== iterated) return true;
  }
  return false;
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isStringLiteral(node)) return node.text;
  return undefined;
}

/** `Class.method`, the function's own name, the variable it is assigned to, or `<top>`. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isMethodDeclaration(at) || ts.isConstructorDeclaration(at) || ts.isGetAccessor(at)) {
      const owner = ts.isClassLike(at.parent) ? (nameOf(at.parent.name) ?? '<class>') : '<object>';
      return `${owner}.${ts.isConstructorDeclaration(at) ? 'constructor' : (nameOf(at.name) ?? '<member>')}`;
    }
    if (ts.isFunctionDeclaration(at) && at.name) return at.name.text;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent))
      return nameOf(at.parent.name) ?? '<function>';
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isPropertyAssignment(at.parent))
      return nameOf(at.parent.name) ?? '<function>';
  }
  return '<top>';
}

/** The names `setTimeout` and friends from timers/promises are imported under in this file. */
function timerAliases(file: ts.SourceFile): Set<string> {
  const aliases = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!TIMER_MODULES.has(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) aliases.add(el.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) aliases.add(bindings.name.text);
  }
  return aliases;
}

/** The waits in loops of one file's text; `file` names it in the findings. */
export function findLoopWaits(file: string, text: string): LoopWait[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const aliases = timerAliases(source);
  const found: LoopWait[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee);
      const root = ts.isPropertyAccessExpression(callee) ? nameOf(callee.expression) : name;
      const waits =
        (name !== undefined && WAITING_NAMES.test(name)) || (root !== undefined && aliases.has(root));
      if (waits && inLoop(node))
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          within: enclosingName(node),
          call: callee.getText(source),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Test tooling, not source: `@journal/testing` polls sites and processes for tests only. */
const NOT_SOURCE = new Set(['libs/testing/src']);

/** The source folders scanned: every library's, service's and the gateway's `src/` (not test tooling). */
export function sourceRoots(root: string): string[] {
  const under = (folder: string) =>
    readdirSync(path.join(root, folder))
      .map((name) => path.posix.join(folder, name, 'src'))
      .filter((src) => !NOT_SOURCE.has(src))
      .filter((src) => statSync(path.join(root, src), { throwIfNoEntry: false })?.isDirectory());
  return [...under('libs'), ...under('services'), 'gateway/src'];
}

function typeScriptFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typeScriptFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every wait in a loop under the source roots, by file (paths relative to `root`, with `/`). */
export function loopWaitsInSource(root: string): LoopWait[] {
  return sourceRoots(root)
    .flatMap((folder) => typeScriptFiles(root, folder))
    .flatMap((file) => findLoopWaits(file, readFileSync(path.join(root, file), 'utf8')));
}

/** The allow-list's key of a finding: `file#function`. */
export const keyOf = (wait: Pick<LoopWait, 'file' | 'within'>) => `${wait.file}#${wait.within}`;
