// Each service's src/ as rooms (a top-level folder, or a file directly under src/) and the imports between
// them as arrows: the rooms stack into floors only when no arrow runs back up, that is when no rooms import
// each other in a circle. Read through the same parser as the layer rules.
import path from 'node:path';
import { scan, type SourceFile } from './layer-rules';

/** services/<service>/src/<room>[/...] -> room ('domain', 'routes', 'config.ts', ...). */
function roomOf(file: string): { service: string; room: string } | undefined {
  const match = /^services\/([^/]+)\/src\/([^/]+)/.exec(file);
  return match ? { service: match[1]!, room: match[2]!.replace(/\.ts$/, '') } : undefined;
}

/** Per service, each arrow between two of its rooms with the files that draw it. */
export function roomArrows(files: SourceFile[]): Map<string, Map<string, string[]>> {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = roomOf(file.path);
    if (!from) continue;
    for (const spec of scan(file).imports) {
      if (!spec.startsWith('.')) continue;
      const to = roomOf(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec)));
      if (!to || to.service !== from.service || to.room === from.room) continue;
      const service = arrows.get(from.service) ?? new Map<string, string[]>();
      arrows.set(from.service, service);
      const key = `${from.room} -> ${to.room}`;
      service.set(key, [...(service.get(key) ?? []), file.path]);
    }
  }
  return arrows;
}

/** The arrows of one service that lie on a circle of rooms (Tarjan's strongly connected components). */
export function arrowsOnCircles(arrows: Map<string, string[]>): string[] {
  const next = new Map<string, string[]>();
  for (const key of arrows.keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  const visit = (room: string): void => {
    index.set(room, counter);
    low.set(room, counter++);
    stack.push(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (!component.has(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) === index.get(room)) {
      let member: string;
      do {
        member = stack.pop()!;
        component.set(member, index.get(room)!);
      } while (member !== room);
    }
  };
  for (const room of next.keys()) if (!index.has(room)) visit(room);
  return [...arrows.entries()]
    .filter(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return component.get(from) === component.get(to);
    })
    .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
}
