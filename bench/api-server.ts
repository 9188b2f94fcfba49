// The real API (catalog, routes, plugins) on an in-memory SQLite database, for the benchmark.
import { loadCatalog } from "../src/catalog/load";
import { buildApp } from "../src/server/app";
import { openDb } from "../src/server/db/database";

const db = await openDb({ sqlitePath: ":memory:" });
const app = await buildApp({
  loaded: loadCatalog(),
  db,
  cookieSecret: "bench-secret-0123456789abcdef",
  withClient: false,
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.(typeof address === "object" && address ? address.port : 0);
// The benchmark's parent going away must never leave this server running.
process.on("disconnect", () => process.exit(0));
