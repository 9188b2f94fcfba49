import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Catalog } from "../../catalog/catalog";
import type { HealthResponse } from "../../core/api-types";
import type { Db } from "../db/database";

export async function healthRoutes(app: FastifyInstance, opts: { catalog: Catalog; db: Db }) {
  app.get("/health", async (_req, reply) => {
    let ok = true;
    try {
      await sql`select 1`.execute(opts.db.kysely);
    } catch {
      ok = false;
    }
    const body: HealthResponse = {
      status: ok ? "ok" : "degraded",
      catalog: { names: opts.catalog.names.length, builtAt: opts.catalog.buildId },
      db: { dialect: opts.db.dialect, ok },
    };
    return reply
      .status(ok ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send(body);
  });
}
