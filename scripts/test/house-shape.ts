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
  'statistics',
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
}

/** Each `subscribe(bus, { group: G, types: T, ... })` of every service's composition, with G and T resolved. */
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
      subscriptions.push({ service, group, events: [...events].sort() });
    }
  }
  return subscriptions;
}

export function consumerGroupsInCode(root: string): ConsumerGroups {
  return Object.fromEntries(
    subscriptionsInCode(root).map(({ group, service, events }) => [group, { service, events }]),
  );
}
