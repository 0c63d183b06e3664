// Reads the house's shape from the code and from docs/architecture.md, for house-shape.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SERVICES = [
  'identity',
  'submission',
  'admin',
  'notification',
  'publishing',
  'review',
  'journals',
];
export const TEMPLATE_FOLDERS = ['routes', 'domain', 'repositories', 'events', 'clients', 'jobs'];

export type Call = [from: string, to: string];
export type ConsumerGroups = Record<string, { service: string; events: string[] }>;

const byPair = (a: Call, b: Call) => a.join('>').localeCompare(b.join('>'));

/** A service calls another when its configuration asks for that service's URL (`REVIEW_URL`, ...). */
export function internalCallsInCode(root: string): Call[] {
  const calls: Call[] = [];
  for (const from of SERVICES) {
    const config = readFileSync(path.join(root, 'services', from, 'src', 'config.ts'), 'utf8');
    for (const to of SERVICES)
      if (to !== from && new RegExp(`\\b${to.toUpperCase()}_URL\\s*:`).test(config)) calls.push([from, to]);
  }
  return calls.sort(byPair);
}

/** The rows of the markdown table that follows `heading`, without its header and separator rows. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}" section`);
  const lines = markdown.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

const unquote = (cell: string) => cell.replace(/`/g, '').trim();

export function drawnInternalCalls(architecture: string): Call[] {
  return tableAfter(architecture, '### Internal calls')
    .map(([from, to]) => [unquote(from!), unquote(to!)] as Call)
    .sort(byPair);
}

export function drawnConsumerGroups(architecture: string): ConsumerGroups {
  const groups: ConsumerGroups = {};
  for (const [group, service, events] of tableAfter(architecture, '### Event flows'))
    groups[unquote(group!)] = {
      service: unquote(service!),
      events: events!.split(',').map(unquote).filter(Boolean).sort(),
    };
  return groups;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * `export const NAME = 'value'`, `export const NAME = ['a', 'b', ...OTHER] as const` and `export const NAME = OTHER;`
 * of a service's source (a list may spread, or a name alias, another such list of the service).
 */
function stringConstants(files: string[]): Map<string, string | string[]> {
  const constants = new Map<string, string | string[]>();
  const lists = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, name, value] of text.matchAll(/export const (\w+) = '([^']+)';/g))
      constants.set(name!, value!);
    for (const [, name, list] of text.matchAll(/export const (\w+) = \[([^\]]*)\] as const;/g))
      lists.set(name!, list!);
    for (const [, name, other] of text.matchAll(/export const (\w+) = ([A-Z][A-Z0-9_]*);/g))
      aliases.set(name!, other!);
  }
  const resolve = (name: string, seen: string[] = []): string[] | undefined => {
    if (seen.includes(name)) return undefined;
    const alias = aliases.get(name);
    if (alias) return resolve(alias, [...seen, name]);
    const list = lists.get(name);
    if (list === undefined) return undefined;
    return [...list.matchAll(/'([^']+)'|\.\.\.(\w+)/g)].flatMap((m) =>
      m[1] ? [m[1]] : (resolve(m[2]!, [...seen, name]) ?? []),
    );
  };
  for (const name of [...lists.keys(), ...aliases.keys()]) {
    const events = resolve(name);
    if (events) constants.set(name, events);
  }
  return constants;
}

/** The shared event contracts, whose exported event lists a composition may subscribe with. */
const SHARED_CONTRACTS = (root: string) => path.join(root, 'libs', 'events', 'src', 'contracts');

interface Subscription {
  service: string;
  group: string;
  events: string[];
  /** Its handler's file records handled ids in processed_events (handleOnce, handleBatchOnce). */
  recordsIds: boolean;
}

/** The function a consumer's handler comes from: `handler: f(...)`, `...batched(f(...))`, or a local `const x = f(...)`. */
function handlerFactory(composition: string, options: string): string | undefined {
  const named = /(?:handler:\s*|\.\.\.(?:batched|inTurn)\()(\w+)(\()?/.exec(options);
  if (!named) return undefined;
  if (named[2]) return named[1];
  return new RegExp(`const ${named[1]} = (?:await )?(\\w+)\\(`).exec(composition)?.[1];
}

/**
 * Each `subscribe(bus, { group: G, types: T, ... })` of every service's composition, with G and T resolved
 * and its handler's source read; parsed once for both checks below.
 */
function subscriptionsInCode(root: string): Subscription[] {
  const subscriptions: Subscription[] = [];
  for (const service of SERVICES) {
    const src = path.join(root, 'services', service, 'src');
    const texts = new Map(sourceFiles(src).map((file) => [file, readFileSync(file, 'utf8')]));
    // A service may subscribe with an event list the contracts share (e.g. JOURNAL_STATE_EVENT_TYPES).
    const constants = stringConstants([...texts.keys(), ...sourceFiles(SHARED_CONTRACTS(root))]);
    const composition = texts.get(path.join(src, `create-${service}-service.ts`))!;
    for (const match of composition.matchAll(/group:\s*(\w+),\s*types:\s*(\w+)/g)) {
      const [, groupName, typesName] = match;
      const group = constants.get(groupName!);
      const events = constants.get(typesName!);
      if (typeof group !== 'string' || !Array.isArray(events))
        throw new Error(`${service}: cannot resolve the subscription ${groupName} / ${typesName}`);
      // The rest of this subscription's options: up to the object's closing brace.
      const options = composition.slice(match.index, composition.indexOf('}', match.index));
      const factory = handlerFactory(composition, options);
      const definition = new RegExp(`export (?:async )?(?:function|const) ${factory}\\b`);
      const handler = factory ? [...texts.values()].find((text) => definition.test(text)) : undefined;
      if (handler === undefined) throw new Error(`${service}: cannot find the handler of the group ${group}`);
      const recordsIds = /\bhandle(?:Batch)?Once\(/.test(handler);
      subscriptions.push({ service, group, events: [...events].sort(), recordsIds });
    }
  }
  return subscriptions;
}

export function consumerGroupsInCode(root: string): ConsumerGroups {
  return Object.fromEntries(
    subscriptionsInCode(root).map(({ group, service, events }) => [group, { service, events }]),
  );
}

/**
 * The consumer groups whose handler records the ids it handled in its schema's `processed_events`
 * (handleOnce, handleBatchOnce), by service. That table is keyed by the event id alone, so two such groups
 * of one service taking the same event type would each skip the event once the other had it.
 */
export function recordingGroupsInCode(root: string): Record<string, { group: string; events: string[] }[]> {
  const recording: Record<string, { group: string; events: string[] }[]> = {};
  for (const { service, group, events, recordsIds } of subscriptionsInCode(root))
    if (recordsIds) (recording[service] ??= []).push({ group, events });
  return recording;
}
