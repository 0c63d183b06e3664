import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { commandLine, isAlive, parentPid } from './process-info';
import { WATCHDOG_NAME } from './supervised-postgres';

/** Line 1 of `postmaster.pid` (Postgres' lock file in its data folder) is the postmaster's PID. */
export function postmasterPid(databaseDir: string): number | undefined {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A postmaster (`postgres -D <databaseDir> ...`), not a backend nor an unrelated process that reused the PID. */
function isPostmasterOf(pid: number, databaseDir: string): boolean {
  const args = commandLine(pid);
  if (!args || path.basename(args[0] ?? '') !== 'postgres') return false;
  const dataFlag = args.indexOf('-D');
  return dataFlag >= 0 && path.resolve(args[dataFlag + 1] ?? '') === databaseDir;
}

/**
 * The live program a postmaster belongs to, if any: the node process of a running site (our watchdog's
 * parent, or the parent itself for versions before the watchdog). Undefined for an orphan: adopted by
 * PID 1 or a subreaper, or under a watchdog whose site is gone (the watchdog is stopping it already).
 */
function liveOwner(postmaster: number): number | undefined {
  let owner = parentPid(postmaster);
  if (owner && commandLine(owner)?.includes(WATCHDOG_NAME)) owner = parentPid(owner);
  if (!owner || owner === 1 || !isAlive(owner)) return undefined;
  const program = path.basename(commandLine(owner)?.[0] ?? '');
  return program.startsWith('node') ? owner : undefined;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A site killed with `kill -9` by a version without the watchdog (or a watchdog that was killed too) leaves
 * its Postgres running on the data folder, and a new one then refuses to start. Stops that server when it is
 * provably ours (the lock file's PID is a `postgres -D <this folder>`) and orphaned (no running site owns
 * it; a running one is never touched: that is an error): a fast shutdown (SIGINT: rolls
 * back open transactions, checkpoints), then an immediate one (SIGQUIT: crash recovery at the next start).
 * A lock file whose PID is gone or now another program's is stale: it is removed, since Postgres would
 * refuse it when the PID was reused (Postgres still checks its shared memory before starting).
 */
export async function stopOrphanedPostgres(
  databaseDir: string,
  log: (message: string) => void,
  timeoutMs = { fast: 30_000, immediate: 10_000 },
): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (!pid) return;
  if (pid === process.pid || !isAlive(pid)) return; // Postgres removes a dead PID's lock itself
  if (!isPostmasterOf(pid, databaseDir)) {
    log(`removing the stale postmaster.pid of ${databaseDir} (PID ${pid} is not its Postgres)`);
    rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = liveOwner(pid);
  if (owner)
    throw new Error(
      `The embedded database under ${databaseDir} is in use by a running site (process ${owner}). ` +
        'Stop that site first, or connect to its database with DATABASE_URL.',
    );
  log(`stopping the Postgres left running on ${databaseDir} (PID ${pid}) by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, timeoutMs.fast)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, timeoutMs.immediate)) return;
  throw new Error(
    `The Postgres left running on ${databaseDir} (PID ${pid}) by an earlier run did not stop; stop it and start again.`,
  );
}
