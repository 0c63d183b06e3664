// Issue 27: every service has the same shape, and docs/architecture.md draws every internal call and
// every event flow. These tests read the code and the drawing, so a new folder, a new call between
// services or a new consumer group fails here until the template or the drawing says so.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  SERVICES,
  TEMPLATE_FOLDERS,
  consumerGroupsInCode,
  drawnConsumerGroups,
  drawnInternalCalls,
  internalCallsInCode,
  recordingGroupsInCode,
} from './house-shape';

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
    for (const file of [`create-${service}-service.ts`, 'app.ts', 'main.ts', 'config.ts', 'index.ts'])
      expect(readdirSync(src)).toContain(file);
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
    const inCode = consumerGroupsInCode(root);
    expect(Object.keys(inCode).length).toBeGreaterThan(0);
    expect(drawnConsumerGroups(architecture)).toEqual(inCode);
  });
});

describe('processed_events', () => {
  it('is never shared by two groups of one service that take the same event type', () => {
    const recording = recordingGroupsInCode(root);
    // The groups known to record today, so a parse that found none cannot pass unnoticed.
    expect(recording.notification?.map((g) => g.group)).toContain('notification');
    expect(recording.admin?.map((g) => g.group)).toContain('admin.read-model');
    const shared = Object.entries(recording).flatMap(([service, groups]) =>
      groups.flatMap((a, i) =>
        groups
          .slice(i + 1)
          .flatMap((b) =>
            a.events
              .filter((type) => b.events.includes(type))
              .map((type) => `${service}: ${a.group} and ${b.group} take ${type}`),
          ),
      ),
    );
    expect(shared).toEqual([]);
  });
});
