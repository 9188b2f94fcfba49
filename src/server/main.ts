import { loadCatalog } from "../catalog/load";
import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { openDb, sqlitePathIn } from "./db/database";

const config = configFromEnv();
const started = performance.now();
const loaded = loadCatalog();
const db = await openDb({ databaseUrl: config.databaseUrl, sqlitePath: sqlitePathIn(config.dataDir) });
const app = await buildApp({
  loaded,
  db,
  cookieSecret: config.cookieSecret,
  rateLimitPerMinute: config.rateLimitPerMinute,
  logLevel: config.logLevel,
});

async function shutdown(signal: string) {
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
