const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Postgres array literal of the ids (`'{a,b}'`), or null when one is not shaped as a UUID. Ids of that
 * shape cannot break out of the literal, so a statement may carry them inline and share its round trip with
 * BEGIN or COMMIT in one simple query: the cost of an event's path is mostly its round trips
 * (docs/performance.md).
 */
export function uuidArrayLiteral(ids: readonly string[]): string | null {
  return ids.every((id) => UUID.test(id)) ? `'{${ids.join(',')}}'` : null;
}
