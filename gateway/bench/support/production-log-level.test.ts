import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionLogLevel } from './production-log-level';

describe('productionLogLevel', () => {
  test("reads the base ConfigMap's LOG_LEVEL, which production runs with", () => {
    expect(productionLogLevel()).toBe('info');
  });

  test('refuses a ConfigMap without one rather than guess', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'log-level-')), 'config.yaml');
    writeFileSync(file, 'apiVersion: v1\nkind: ConfigMap\ndata:\n  NODE_ENV: production\n');
    expect(() => productionLogLevel(file)).toThrow('no LOG_LEVEL');
  });
});
