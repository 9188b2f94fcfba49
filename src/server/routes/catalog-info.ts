import type { FastifyInstance } from "fastify";
import type { Catalog } from "../../catalog/catalog";
import type { CatalogInfoResponse } from "../../core/api-types";
import { createCatalogResponder } from "../plugins/catalog-cache";

/** What the catalog is built from: each country's honest source label and years, and each source's credit. */
export async function catalogInfoRoutes(app: FastifyInstance, opts: { catalog: Catalog }) {
  const { manifest } = opts.catalog;
  const respond = createCatalogResponder(1024 * 1024);
  app.get("/catalog", async (req, reply) =>
    respond(
      req,
      reply,
      (): CatalogInfoResponse => ({
        buildId: manifest.buildId,
        dataYear: manifest.dataYear,
        names: manifest.names,
        countries: manifest.countries,
        sources: manifest.sources.map(({ file, publisher, licence, attribution }) => ({
          file,
          publisher,
          licence,
          attribution,
        })),
      }),
    ),
  );
}
