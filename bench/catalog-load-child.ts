// Measured in its own process by catalog-load.ts: the time to load the catalog and build the app, and
// the resident memory of a ready server. With BASELINE=1 it only reports a bare Node process's memory.
import { loadCatalog } from "../src/catalog/load";
import { buildApp } from "../src/server/app";
import { openDb } from "../src/server/db/database";

const started = performance.now();
if (process.env.BASELINE !== "1") {
  const loaded = loadCatalog();
  const loadMs = performance.now() - started;
  const db = await openDb({ sqlitePath: ":memory:" });
  const app = await buildApp({ loaded, db, cookieSecret: "bench-secret-0123456789abcdef", withClient: false });
  await app.ready();
  // A few representative requests, so lazily built pools and caches count too.
  for (const url of ["/api/names/trending", "/api/names/category/country/usa?limit=50", "/api/names/olivia"]) {
    await app.inject({ method: "GET", url });
  }
  await app.inject({ method: "POST", url: "/api/names/generate", payload: { limit: 50 } });
  process.send?.({ loadMs, rss: process.memoryUsage().rss, names: loaded.catalog.names.length });
} else {
  process.send?.({ loadMs: 0, rss: process.memoryUsage().rss, names: 0 });
}
process.disconnect?.();
