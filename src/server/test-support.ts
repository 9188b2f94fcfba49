// Shared set-up for API tests: the real app on the committed catalog, on each database under test.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type LoadedCatalog, loadCatalog } from "../catalog/load";
import { buildApp } from "./app";
import type { TrustProxy } from "./config";
import { type Db, openDb } from "./db/database";

let loaded: LoadedCatalog | undefined;

export function sharedCatalog(): LoadedCatalog {
  loaded ??= loadCatalog();
  return loaded;
}

export interface DatabaseUnderTest {
  label: string;
  open(): Promise<Db>;
}

/** SQLite in memory always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databasesUnderTest(): DatabaseUnderTest[] {
  const list: DatabaseUnderTest[] = [{ label: "sqlite", open: () => openDb({ sqlitePath: ":memory:" }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ label: "postgres", open: () => openDb({ databaseUrl: url }) });
  return list;
}

export const TEST_COOKIE_SECRET = "test-secret-with-enough-length-0123456789";

export interface TestAppOptions {
  rateLimitPerMinute?: number;
  trustProxy?: TrustProxy;
  /** Serve pages too: needs the client build in dist/ (`npm test` builds it first). */
  withClient?: boolean;
}

export async function testApp(db: Db, extra: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    loaded: sharedCatalog(),
    db,
    cookieSecret: TEST_COOKIE_SECRET,
    withClient: extra.withClient ?? false,
    rateLimitPerMinute: extra.rateLimitPerMinute ?? 0,
    trustProxy: extra.trustProxy,
  });
}

/** The catalog id of a name, by its slug. */
export function idOf(slug: string): string {
  const { catalog } = sharedCatalog();
  const index = catalog.bySlug.get(slug);
  if (index === undefined) throw new Error(`no name with the slug ${slug}`);
  return catalog.names[index].id;
}

/** Runs fn with environment variables set, restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(saved);
  }
}

/** The sid cookie a response set, as a Cookie header value for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error("no sid cookie was set");
  return `sid=${cookie.value}`;
}

/** Runs fn against a fresh app on the given database, closing both afterwards. */
export async function withApp<T>(
  database: DatabaseUnderTest,
  fn: (app: FastifyInstance, db: Db) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const db = await database.open();
  const app = await testApp(db, options);
  try {
    return await fn(app, db);
  } finally {
    await app.close();
    await db.close();
  }
}

/** One app on in-memory SQLite for a whole test file: opened before its tests, closed after them. */
export function suiteApp(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    db = await databasesUnderTest()[0].open();
    app = await testApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  return () => {
    if (!app) throw new Error("the suite app is used before beforeAll ran");
    return app;
  };
}
