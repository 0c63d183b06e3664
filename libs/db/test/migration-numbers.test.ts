import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATION_RENAMES } from '../src';

const SERVICES = path.resolve(__dirname, '../../../services');
const services = readdirSync(SERVICES).filter((name) => {
  try {
    return readdirSync(path.join(SERVICES, name, 'migrations')).length > 0;
  } catch {
    return false;
  }
});
const migrationsOf = (service: string) => readdirSync(path.join(SERVICES, service, 'migrations'));

/** Issue 27: a migration number names one file per service; renames point at files that exist. */
describe('migration numbers', () => {
  it('finds every service with migrations', () => {
    expect(services).toEqual(
      expect.arrayContaining(['admin', 'identity', 'notification', 'publishing', 'review', 'submission']),
    );
  });

  it.each(services)('%s: every file is NNN_name.sql (or .ts) with a number of its own', (service) => {
    const files = migrationsOf(service);
    for (const file of files) expect(file).toMatch(/^\d{3}_[a-z0-9_]+\.(sql|ts)$/);
    const numbers = files.map((file) => file.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(Object.entries(MIGRATION_RENAMES))(
    '%s: renames lead from names no file has to files that exist',
    (service, renames) => {
      const names = migrationsOf(service).map((file) => file.replace(/\.(sql|ts)$/, ''));
      for (const [from, to] of Object.entries(renames)) {
        expect(names).not.toContain(from);
        expect(names).toContain(to);
      }
    },
  );
});
