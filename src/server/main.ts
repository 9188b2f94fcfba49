import { loadCatalog } from "../catalog/load";
import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { openDb, sqlitePathIn } from "./db/database";
import { schedulePurge } from "./db/purge";

const config = configFromEnv();
const started = performance.now();
const loaded = loadCatalog();
const db = await openDb({ databaseUrl: config.databaseUrl, sqlitePath: sqlitePathIn(config.dataDir) });
const app = await buildApp({
  loaded,
  db,
  cookieSecret: config.cookieSecret,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  logLevel: config.logLevel,
});

const stopPurge = schedulePurge(db, app.log);

async function shutdown(signal: string) {
  stopPurge();
  app.log.info(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Namewise on http://localhost:${config.port} (${loaded.catalog.names.length} names, ${db.dialect}, ready in ${Math.round(performance.now() - started)} ms)`,
);
