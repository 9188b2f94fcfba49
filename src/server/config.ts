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
  /** Which proxies may set X-Forwarded-For/-Proto/-Host (Fastify's trustProxy); false trusts none. */
  trustProxy: TrustProxy;
  logLevel: string;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

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

/**
 * TRUST_PROXY: unset, "false" or "0" trusts no proxy (the X-Forwarded-* headers are ignored); "true"
 * trusts every hop; a whole number trusts that many hops; anything else is a comma-separated list of
 * proxy addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8").
 */
export function trustProxyFromEnv(raw = process.env.TRUST_PROXY): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(",").map((e) => e.trim());
  if (entries.some((e) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(e))) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or a list of addresses, got "${value}"`);
  }
  return entries.join(",");
}

function siteUrlFromEnv(): void {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://namewise.example, got "${raw}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.pathname.replace(/\/+$/, "") !== "") {
    throw new Error(`SITE_URL must be an http(s) origin without a path, got "${raw}"`);
  }
}

export function configFromEnv(): ServerConfig {
  const dataDir = resolve(process.env.DATA_DIR ?? "var");
  siteUrlFromEnv();
  return {
    port: intFromEnv("PORT", 5000),
    host: process.env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    cookieSecret: cookieSecret(dataDir),
    rateLimitPerMinute: intFromEnv("RATE_LIMIT_PER_MINUTE", 1200),
    trustProxy: trustProxyFromEnv(),
    logLevel: process.env.LOG_LEVEL ?? "info",
  };
}
