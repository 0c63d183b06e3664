// Issue 27: every service has the same shape, and docs/architecture.md draws every internal call and
// every event flow. These tests read the code and the drawing, so a new folder, a new call between
// services or a new consumer group fails here until the template or the drawing says so.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  SERVICES,
  TEMPLATE_FOLDERS,
  consumerGroupsOf,
  consumerListOf,
  consumerWiringProblems,
  drawnConsumerGroups,
  drawnInternalCalls,
  internalCallsInCode,
} from './house-shape';
import { SERVICES as DESCRIPTORS } from '../../gateway/src/services';

const root = path.resolve(__dirname, '..', '..');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

describe('the service template', () => {
  it.each(SERVICES)('%s has only the template folders under src/', (service) => {
    const src = path.join(root, 'services', service, 'src');
    const folders = readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory());
    expect(folders.filter((folder) => !TEMPLATE_FOLDERS.includes(folder))).toEqual([]);
  });

  it.each(SERVICES)('%s has the template files', (service) => {
    const src = path.join(root, 'services', service, 'src');
    for (const file of [
      `create-${service}-service.ts`,
      'service.ts',
      'app.ts',
      'main.ts',
      'config.ts',
      'index.ts',
    ])
      expect(readdirSync(src)).toContain(file);
  });
});

describe('each service describes itself once (ADR 0038)', () => {
  it('the site lists every service folder once, by its descriptor', () => {
    expect(DESCRIPTORS.map((d) => d.name).sort()).toEqual([...SERVICES].sort());
  });

  it('each composition subscribes the consumer list its descriptor names, and every group defined', () => {
    expect(consumerWiringProblems(root)).toEqual([]);
  });

  it('fails on a composition that declares a list it does not subscribe, or declares none', () => {
    expect(() =>
      consumerListOf('export const X_CONSUMERS = [a, b];\nbackgroundWork(eventConsumers(s, [a]));'),
    ).toThrow('does not subscribe it');
    expect(() => consumerListOf('backgroundWork(eventConsumers(s, [a]));')).toThrow('declares no');
    expect(
      consumerListOf('export const X_CONSUMERS = [a, b];\nbackgroundWork(eventConsumers(s, X_CONSUMERS));'),
    ).toEqual({ name: 'X_CONSUMERS', members: ['a', 'b'] });
  });

  it('lists each group once across the site', () => {
    const groups = DESCRIPTORS.flatMap((d) => d.consumers.map((c) => c.group));
    expect(new Set(groups).size).toBe(groups.length);
  });
});

describe('docs/architecture.md draws the house', () => {
  it('lists exactly the internal calls the services are configured to make', () => {
    const inCode = internalCallsInCode(root);
    expect(inCode.length).toBeGreaterThan(0);
    expect(drawnInternalCalls(architecture)).toEqual(inCode);
  });

  it('has no cycle between services', () => {
    const calls = internalCallsInCode(root);
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      calls.some(([a, b]) => a === from && (b === to || (!seen.has(b) && reaches(b, to, seen.add(b)))));
    expect(SERVICES.filter((service) => reaches(service, service))).toEqual([]);
  });

  it('lists every consumer group with its service and the events it reads', () => {
    const inCode = consumerGroupsOf(DESCRIPTORS);
    expect(Object.keys(inCode).length).toBeGreaterThan(0);
    expect(drawnConsumerGroups(architecture)).toEqual(inCode);
  });
});

// processed_events is keyed by (consumer group, event id), so two groups of one service may take the same
// event type: libs/events/test/handle-once-groups.test.ts shows both handle it once each (the check that
// forbade such groups while the key was the event id alone is gone with that key).
