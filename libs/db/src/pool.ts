import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** Restricts unqualified table names to the service's own schema. */
  searchPath?: string;
}

// COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

export interface Checkout {
  client: pg.PoolClient;
  /** Marks the connection unusable (e.g. a failed ROLLBACK) so release() destroys it. */
  fail(error: unknown): void;
  release(): void;
}

/**
 * Checks out a client that cannot crash the process: pg emits 'error' on a checked-out client whose
 * connection dies between queries and the pool only listens to idle ones. A broken client is destroyed
 * on release instead of returning to the pool.
 */
export async function checkout(pool: pg.Pool): Promise<Checkout> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  return {
    client,
    fail: (error) => {
      broken ??= error instanceof Error ? error : new Error(String(error));
    },
    release: () => {
      client.removeListener('error', onError);
      client.release(broken);
    },
  };
}

/**
 * Commits what `work` did from its own BEGIN on (sent with its first statement, e.g. by beginWith); rolls
 * back on any error (BEGIN's own included). The client is released, or destroyed when it broke.
 */
export async function withTransactionBegunBy<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const { client, fail, release } = await checkout(pool);
  try {
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(fail);
    throw error;
  } finally {
    release();
  }
}

/** Runs `fn` in one transaction: commit on success, rollback on any error. */
export function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransactionBegunBy(pool, async (client) => {
    await client.query('BEGIN');
    return fn(client);
  });
}

/**
 * BEGIN and `statement` (no parameters: its values are inlined safe literals) in one simple query, one
 * round trip; returns the statement's rows. pg answers a query of several statements with one result
 * each (its documented multi-statement form), which its types do not describe.
 */
export async function beginWith<R extends pg.QueryResultRow>(
  client: pg.PoolClient,
  statement: string,
): Promise<R[]> {
  const results = (await client.query(`BEGIN; ${statement}`)) as unknown as pg.QueryResult<R>[];
  return results[1]!.rows;
}

/**
 * withTransaction whose first statement shares BEGIN's round trip (one simple query): `first` has no
 * parameters, so whatever values it holds the caller has inlined as safe literals (e.g. a checked UUID).
 * `fn` gets the rows it returned. For hot paths, where each round trip is most of the cost.
 */
export function withTransactionFrom<R extends pg.QueryResultRow, T>(
  pool: pg.Pool,
  first: string,
  fn: (client: pg.PoolClient, rows: R[]) => Promise<T>,
): Promise<T> {
  return withTransactionBegunBy(pool, async (client) => fn(client, await beginWith<R>(client, first)));
}

/** Readiness probe helper. */
export async function pingDatabase(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1');
}
