/**
 * A jsonb column's DEFAULT written as PostgreSQL prints it back (object keys shortest first, then by their bytes;
 * ", " and ": " between), so that TypeORM's schema diff, which compares that text, finds nothing to change.
 */
export const jsonbDefault = (value: unknown): string => `'${jsonbText(value).replaceAll("'", "''")}'`;

function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText((value as Record<string, unknown>)[key])}`).join(', ')}}`;
}
