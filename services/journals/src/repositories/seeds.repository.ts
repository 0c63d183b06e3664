import type { PoolClient } from '@journal/db';

/**
 * Claims a seed for this transaction: true for the first caller only. A second instance starting at the
 * same moment waits on the row until the first commits, then sees it taken.
 */
export async function claimSeed(client: PoolClient, name: string): Promise<boolean> {
  const { rowCount } = await client.query(
    'INSERT INTO journals.seeds (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
    [name],
  );
  return (rowCount ?? 0) > 0;
}
