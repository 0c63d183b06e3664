import type { Pool } from '@journal/db';
import { readiness } from '../src/readiness';

const poolAnswering = (answer: () => Promise<unknown>, asked: string[]) =>
  ({
    query: async (sql: string) => {
      asked.push(sql);
      return answer();
    },
  }) as unknown as Pool;

describe('readiness', () => {
  test('pings the database, then each further check in order', async () => {
    const asked: string[] = [];
    const pool = poolAnswering(async () => ({ rows: [] }), asked);
    await readiness(
      pool,
      async () => asked.push('storage'),
      () => undefined, // an optional dependency that is not configured
    )();
    expect(asked).toEqual(['SELECT 1', 'storage']);
  });

  test('is not ready when the database or a check fails', async () => {
    const down = poolAnswering(() => Promise.reject(new Error('connection refused')), []);
    await expect(readiness(down)()).rejects.toThrow('connection refused');
    const up = poolAnswering(async () => ({ rows: [] }), []);
    await expect(readiness(up, () => Promise.reject(new Error('queue down')))()).rejects.toThrow(
      'queue down',
    );
  });
});
