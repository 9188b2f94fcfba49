// The real API (catalog, routes, plugins) on an in-memory SQLite database, for the benchmark.
import { loadCatalog } from "../src/catalog/load";
import { buildApp } from "../src/server/app";
import { openDb } from "../src/server/db/database";

const db = await openDb({ sqlitePath: ":memory:" });
const app = await buildApp({ loaded: loadCatalog(), db, cookieSecret: "bench-secret-0123456789abcdef", withClient: false });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.send?.("ready");
