/** Schema names are interpolated into SQL, so only plain identifiers are accepted. */
export function quoteSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  return `"${schema}"`;
}
