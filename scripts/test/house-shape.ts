// Reads the house's shape from the code and from docs/architecture.md, for house-shape.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
/** The folders a service's src/ may hold, entry points first (docs/conventions.md, "Service layout"). */
export const TEMPLATE_FOLDERS = [
  'routes',
  'consumers',
  'workers',
  'domain',
  'repositories',
  'events',
  'clients',
  'jobs',
];

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

/**
 * A composition's consumer groups: the list it declares (`export const <NAME>_CONSUMERS = [a, b]`), which
 * it must also subscribe (`eventConsumers(..., <NAME>_CONSUMERS)` or `for (const group of <NAME>_CONSUMERS)`).
 */
export function consumerListOf(composition: string): { name: string; members: string[] } {
  const declared = /export const (\w+_CONSUMERS) = \[([^\]]*)\];/.exec(composition);
  if (!declared) throw new Error('the composition declares no <NAME>_CONSUMERS list');
  const name = declared[1]!;
  if (
    !new RegExp(`eventConsumers\\([\\s\\S]*?\\b${name},?\\s*\\)|for \\(const \\w+ of ${name}\\)`).test(
      composition,
    )
  )
    throw new Error(`the composition declares ${name} but does not subscribe it`);
  return { name, members: [...declared[2]!.matchAll(/\w+/g)].map((m) => m[0]) };
}

/** The consumer definitions (`export const x = defineConsumer(...)`, or a helper making one) of handler files. */
export function consumerDefinitionsIn(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(/export const (\w+Consumer) = \w+\(/g)].map((m) => m[1]!));
}

/** Each service's declared and subscribed list, checked against its descriptor file and handler files. */
export function consumerWiringProblems(root: string): string[] {
  const problems: string[] = [];
  for (const service of SERVICES) {
    const src = path.join(root, 'services', service, 'src');
    const composition = readFileSync(path.join(src, `create-${service}-service.ts`), 'utf8');
    const descriptor = readFileSync(path.join(src, 'service.ts'), 'utf8');
    const consumers = path.join(src, 'consumers');
    const handlers = (existsSync(consumers) ? readdirSync(consumers) : [])
      .filter((name) => name.endsWith('.handler.ts'))
      .map((name) => readFileSync(path.join(consumers, name), 'utf8'));
    const defined = consumerDefinitionsIn(handlers);
    if (defined.length === 0 && !/eventConsumers|_CONSUMERS/.test(composition)) continue;
    try {
      const list = consumerListOf(composition);
      if (!new RegExp(`consumers: ${list.name},`).test(descriptor))
        problems.push(`${service}: service.ts does not list ${list.name}`);
      for (const name of defined)
        if (!list.members.includes(name)) problems.push(`${service}: ${name} is defined but not subscribed`);
    } catch (err) {
      problems.push(`${service}: ${(err as Error).message}`);
    }
  }
  return problems;
}

/** Every consumer group the descriptors list (the very lists their compositions subscribe), with its events. */
export function consumerGroupsOf(
  descriptors: readonly { name: string; consumers: readonly { group: string; types: readonly string[] }[] }[],
): ConsumerGroups {
  return Object.fromEntries(
    descriptors.flatMap((d) =>
      d.consumers.map(({ group, types }) => [group, { service: d.name, events: [...types].sort() }]),
    ),
  );
}
