// Shared set-up for API tests: the real app on the committed catalog, on each database under test.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type LoadedCatalog, loadCatalog } from "../catalog/load";
import { buildApp } from "./app";
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

export async function testApp(db: Db, extra: { rateLimitPerMinute?: number } = {}): Promise<FastifyInstance> {
  return buildApp({
    loaded: sharedCatalog(),
    db,
    cookieSecret: TEST_COOKIE_SECRET,
    withClient: false,
    rateLimitPerMinute: extra.rateLimitPerMinute ?? 0,
  });
}

/** The sid cookie a response set, as a Cookie header value for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error("no sid cookie was set");
  return `sid=${cookie.value}`;
}

/** Runs fn against a fresh app on the given database, closing both afterwards. */
export async function withApp<T>(database: DatabaseUnderTest, fn: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const db = await database.open();
  const app = await testApp(db);
  try {
    return await fn(app);
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
