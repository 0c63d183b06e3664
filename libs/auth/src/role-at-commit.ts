import { ForbiddenError } from '@journal/errors';
import type { EditorialRole, EditorialRoles, EditorialScope } from './editorial-scope.types';

/**
 * Roles checked at commit. The guard asks a caller's roles when the request starts; a slow write (an
 * upload, a call out) can commit long after a manager removed the role. The write therefore asks again
 * inside the transaction that stores it, holding a shared advisory lock on the person's roles; a role's
 * removal takes that lock exclusively in its own transaction. So a removal waits for the writes already
 * past their re-check, and every later re-check sees it: no write commits under a role that had ended.
 * Every service shares one database (embedded and distributed alike), so the lock is the same one.
 */
export const ROLE_ENDED_MESSAGE = 'Your role in this journal has ended; the change was not saved';

/** The one statement shape each side runs; `client` is the transaction's own connection. */
interface TransactionClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const lockKey = (userId: string) => `journal-roles:${userId}`;

/** In a role's removal (or downgrade): waits for the writes under it that are committing, and orders the rest after. */
export async function lockRolesForChange(client: TransactionClient, userId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey(userId)]);
}

/** In a write by a non-administrator: holds off a removal of their roles until this transaction ends. */
export async function lockRolesForWrite(client: TransactionClient, userId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [lockKey(userId)]);
}

/** Who the guard admitted as an editor, and where it read their roles: kept beside the scope it built. */
const holders = new WeakMap<EditorialScope, { userId: string; roles: EditorialRoles }>();

/** Called by editorialGuard for every non-administrator scope it builds. */
export function rememberScopeHolder(scope: EditorialScope, userId: string, roles: EditorialRoles): void {
  holders.set(scope, { userId, roles });
}

/**
 * Inside the write's transaction, just before it stores: the caller still holds a role in `journalId`
 * (`manager` when the write is a manager's), read now from the roles' owner, else 403 and the
 * transaction rolls back. The administrator's scope passes without a call. A non-administrator scope the
 * guard did not build is refused (fail closed).
 */
export async function confirmRoleAtCommit(
  client: TransactionClient,
  scope: EditorialScope,
  journalId: string,
  needed: EditorialRole = 'editor',
): Promise<void> {
  if (scope.administrator) return;
  const holder = holders.get(scope);
  if (!holder) throw new ForbiddenError(ROLE_ENDED_MESSAGE);
  await lockRolesForWrite(client, holder.userId);
  const role = (await holder.roles.journalsOf(holder.userId)).find((j) => j.slug === journalId)?.role;
  if (!role || (needed === 'manager' && role !== 'manager')) throw new ForbiddenError(ROLE_ENDED_MESSAGE);
}
