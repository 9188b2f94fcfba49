import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded SQLite file under dataDir. */
  databaseUrl?: string;
  cookieSecret: string;
  /** Requests per minute per client on the API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  logLevel: string;
}

/**
 * The cookie-signing secret: COOKIE_SECRET when set (required for several servers behind one site),
 * otherwise one generated once and kept in the data folder so sessions survive a restart.
 */
function cookieSecret(dataDir: string): string {
  if (process.env.COOKIE_SECRET) return process.env.COOKIE_SECRET;
  const file = join(dataDir, "cookie-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

export function configFromEnv(): ServerConfig {
  const dataDir = resolve(process.env.DATA_DIR ?? "var");
  return {
    port: intFromEnv("PORT", 5000),
    host: process.env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    cookieSecret: cookieSecret(dataDir),
    rateLimitPerMinute: intFromEnv("RATE_LIMIT_PER_MINUTE", 1200),
    logLevel: process.env.LOG_LEVEL ?? "info",
  };
}
