import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath (":memory:" for tests). */
  databaseUrl?: string;
  sqlitePath?: string;
  /**
   * Told of errors on PostgreSQL connections that no query is waiting on (a server restart ends them
   * all). Without a listener they would be unhandled 'error' events that end the process; with one, the
   * broken connection is dropped and the next query opens a new one.
   */
  onConnectionError?: (err: Error) => void;
}

export function sqlitePathIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, "namewise.sqlite");
}

/** Opens the database and brings its schema up to date; both dialects run the same migrations. */
export async function openDb(options: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = "postgres";
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail fast while the server is away, so requests get a 503 instead of hanging.
      connectionTimeoutMillis: 3_000,
    });
    const report =
      options.onConnectionError ?? ((err: Error) => console.warn(`database connection lost: ${err.message}`));
    pool.on("error", report);
    // The pool listens only to idle connections; one checked out (between the statements of a
    // transaction) that the server ends would otherwise raise an unhandled 'error' too.
    pool.on("connect", (client) => client.on("error", report));
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = "sqlite";
    const file = new SQLite(options.sqlitePath ?? ":memory:");
    file.pragma("journal_mode = WAL");
    file.pragma("busy_timeout = 5000");
    file.pragma("foreign_keys = ON");
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }
  await migrateToLatest(kysely);
  return { kysely, dialect, close: () => kysely.destroy() };
}
