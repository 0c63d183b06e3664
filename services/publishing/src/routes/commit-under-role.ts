import type { Request } from 'express';
import { confirmRoleAtCommit, editorialScopeOf, type EditorialRole } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';

/**
 * An editor's write that may commit long after the guard admitted them (an upload streams first): stored
 * in one transaction that first re-checks their role in `journalId` (role-at-commit, @journal/auth), so
 * a role removed while the write ran refuses it (403) and nothing is stored.
 */
export function commitUnderRole<T>(
  pool: Pool,
  req: Request,
  journalId: string,
  write: (client: PoolClient) => Promise<T>,
  needed: EditorialRole = 'editor',
): Promise<T> {
  return withTransaction(pool, async (client) => {
    await confirmRoleAtCommit(client, editorialScopeOf(req), journalId, needed);
    return write(client);
  });
}
