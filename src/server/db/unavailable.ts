/**
 * Errors that mean the database cannot be reached right now (a PostgreSQL restart or failover, a
 * refused or dropped connection, a locked SQLite file) rather than a fault in the request or the code.
 * They are answered with 503 and Retry-After, and the pool reconnects on the next request.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/; // connection exceptions, shutdown, too many connections
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);
const UNAVAILABLE_SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_BUSY_SNAPSHOT"]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLITE_CODES.has(code)) {
      return true;
    }
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.test(message);
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
