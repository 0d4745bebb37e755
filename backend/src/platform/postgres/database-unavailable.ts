/** Network failures reaching PostgreSQL, as node-pg reports them. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);
/** SQLSTATEs of a server that is there but not serving: shutting down, starting, full. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether an error means PostgreSQL cannot be reached or is not serving now (a restart, a failover, a full
 * connection table), which a caller should retry later, rather than a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: unknown; driverError?: { code?: unknown }; message?: unknown } | null;
  const code = String(err?.driverError?.code ?? err?.code ?? '');
  const message = String(err?.message ?? '');
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  // A database closed to connections (55000) or a connection cut while the pool held it.
  return /not currently accepting connections|Connection terminated|timeout exceeded when trying to connect/i.test(message);
}
