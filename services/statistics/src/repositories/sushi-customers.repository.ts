import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@journal/db';
import { UUID } from './ids';

export interface SushiCustomer {
  customerId: string;
  requestorId: string;
  name: string;
}

const hashOf = (apiKey: string) => createHash('sha256').update(apiKey).digest();

/** A new customer with fresh credentials; the API key is returned once and kept only as its hash. */
export async function createSushiCustomer(
  db: Queryable,
  name: string,
  createdBy: string,
): Promise<SushiCustomer & { apiKey: string }> {
  const customer = { customerId: randomUUID(), requestorId: randomUUID(), name };
  const apiKey = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO statistics.sushi_customers (customer_id, requestor_id, name, api_key_hash, created_by)
     VALUES ($1, $2, $3, $4, $5)`,
    [customer.customerId, customer.requestorId, name, hashOf(apiKey).toString('hex'), createdBy],
  );
  return { ...customer, apiKey };
}

/** The customer and whether the key is theirs (compared in constant time). */
export async function findSushiCustomer(
  db: Queryable,
  customerId: string,
): Promise<(SushiCustomer & { keyMatches: (apiKey: string) => boolean }) | undefined> {
  // Customer ids are uuids: anything else names nobody (and a NUL would break the query).
  if (!UUID.test(customerId)) return undefined;
  const { rows } = await db.query<SushiCustomer & { hash: string }>(
    `SELECT customer_id AS "customerId", requestor_id AS "requestorId", name, api_key_hash AS hash
       FROM statistics.sushi_customers WHERE customer_id = $1`,
    [customerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { hash, ...customer } = row;
  return { ...customer, keyMatches: (apiKey) => timingSafeEqual(hashOf(apiKey), Buffer.from(hash, 'hex')) };
}

export async function sushiPublicReports(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ public_reports: boolean }>(
    'SELECT public_reports FROM statistics.sushi_settings',
  );
  return rows[0]?.public_reports ?? false;
}

export async function setSushiPublicReports(db: Queryable, publicReports: boolean): Promise<void> {
  await db.query('UPDATE statistics.sushi_settings SET public_reports = $1, updated_at = now()', [
    publicReports,
  ]);
}
