import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { nameDetail } from "../../catalog/detail";
import { createGenerator } from "../../catalog/generate";
import { categoryPage, letterPage, nameSearchPage, searchMeanings, topNames } from "../../catalog/lists";
import type { LoadedCatalog } from "../../catalog/load";
import { matchNames } from "../../catalog/name-match";
import { trendingFor } from "../../catalog/trending";
import { CATALOG_COUNTRIES, CATALOG_LANGUAGES, GENDERS } from "../../core/enums";
import {
  categoryParamsSchema,
  categoryQuerySchema,
  generatorFilterSchema,
  letterParamsSchema,
  listQuerySchema,
  nameMatchQuerySchema,
  searchQuerySchema,
  suggestQuerySchema,
} from "../../core/filters";
import { HttpError, parseInput } from "../errors";
import { createCatalogResponder } from "../plugins/catalog-cache";

const trendingQuerySchema = z.object({ country: z.enum(CATALOG_COUNTRIES).optional() }).strict();
const topQuerySchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    traditional: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
    country: z.enum(CATALOG_COUNTRIES).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(12),
  })
  .strict();
const categoryExtraSchema = categoryQuerySchema.extend({
  country: z.enum(CATALOG_COUNTRIES).optional(),
  orLanguage: z.enum(CATALOG_LANGUAGES).optional(),
});
const slugParamsSchema = z.object({ slug: z.string().min(1).max(80) });

export async function nameRoutes(app: FastifyInstance, opts: { loaded: LoadedCatalog }) {
  const { catalog, detailOf } = opts.loaded;
  const generate = createGenerator(catalog);
  const respond = createCatalogResponder();

  // A new random draw each call: never cached.
  app.post("/names/generate", async (req, reply) => {
    const filter = parseInput(generatorFilterSchema, req.body, "body");
    reply.header("Cache-Control", "no-store");
    return { names: generate(filter) };
  });

  app.get("/names/generate", async (req, reply) => {
    const filter = parseInput(generatorFilterSchema, req.query, "query");
    reply.header("Cache-Control", "no-store");
    return { names: generate(filter) };
  });

  app.get("/names/trending", async (req, reply) => {
    const { country } = parseInput(trendingQuerySchema, req.query, "query");
    return respond(req, reply, () => {
      const trending = trendingFor(catalog, country);
      if (!trending) throw new HttpError(404, "not_found", `No yearly statistics for ${country}`);
      return trending;
    });
  });

  app.get("/names/top", async (req, reply) => {
    const q = parseInput(topQuerySchema, req.query, "query");
    return respond(req, reply, () => ({ names: topNames(catalog, q) }));
  });

  app.get("/names/category/:type/:value", async (req, reply) => {
    const params = parseInput(categoryParamsSchema, req.params, "params");
    const q = parseInput(categoryExtraSchema, req.query, "query");
    return respond(req, reply, () => categoryPage(catalog, { ...params, ...q }));
  });

  app.get("/names/search", async (req, reply) => {
    const q = parseInput(searchQuerySchema, req.query, "query");
    return respond(req, reply, () => ({ names: searchMeanings(catalog, q.q, q.limit) }));
  });

  // The search box: names spelled like the query, each with what a suggestion shows.
  app.get("/names/suggest", async (req, reply) => {
    const { q, limit } = parseInput(suggestQuerySchema, req.query, "query");
    return respond(req, reply, () => ({
      names: matchNames(catalog, q, limit).map((p) => {
        const { name, slug, gender, meaning } = catalog.names[p];
        return { name, slug, gender, meaning };
      }),
    }));
  });

  app.get("/names/matches", async (req, reply) => {
    const { q, ...list } = parseInput(nameMatchQuerySchema, req.query, "query");
    return respond(req, reply, () => nameSearchPage(catalog, q, list));
  });

  app.get("/names/letter/:letter", async (req, reply) => {
    const { letter } = parseInput(letterParamsSchema, req.params, "params");
    const { letter: _ignored, ...list } = parseInput(listQuerySchema, req.query, "query");
    return respond(req, reply, () => letterPage(catalog, letter, list));
  });

  app.get("/names/:slug", async (req, reply) => {
    const { slug } = parseInput(slugParamsSchema, req.params, "params");
    return respond(req, reply, () => {
      const detail = nameDetail(catalog, slug.normalize("NFC").toLocaleLowerCase("en"), detailOf);
      if (!detail) throw new HttpError(404, "not_found", `No name with the slug "${slug}"`);
      return { name: detail };
    });
  });
}
