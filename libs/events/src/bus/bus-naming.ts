import { createHash } from 'node:crypto';

/**
 * Events are routed by category, the first segment of the type (`submission.created.v1` -> `submission`),
 * so every event of one aggregate kind shares one stream/topic and keeps its publish order across types
 * (a `created` is never overtaken by the `status_changed` that follows it).
 */
export function eventCategory(type: string): string {
  const category = type.split('.')[0] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(category)) throw new Error(`cannot route event type "${type}"`);
  return category;
}

export function categoriesOf(types: readonly string[]): string[] {
  return [...new Set(types.map(eventCategory))].sort();
}

/**
 * Physical group name = name + a short hash of the type list. Two subscriptions that share a name but
 * list different types (e.g. old and new instances during a rolling deploy) therefore never steal and
 * drop each other's events; a new type list starts a new group that reads the retained history.
 */
export function physicalGroupName(group: string, types: readonly string[]): string {
  if (!/^[A-Za-z0-9_.:-]+$/.test(group)) throw new Error(`invalid group name "${group}"`);
  if (types.length === 0) throw new Error('subscribe needs at least one event type');
  const hash = createHash('sha256')
    .update([...new Set(types)].sort().join(','))
    .digest('hex')
    .slice(0, 8);
  return `${group}~${hash}`;
}
