import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Catalog } from "../../catalog/catalog";
import type { Favorite } from "../../core/api-types";
import { favoriteBodySchema, nameIdSchema } from "../../core/filters";
import type { FavoritesRepo } from "../db/favorites-repo";
import { HttpError, parseInput } from "../errors";
import { assertSameOrigin } from "../plugins/same-origin";
import { ensureSession, readSession } from "../plugins/session";

const nameIdParamsSchema = z.object({ nameId: nameIdSchema });

export async function favoriteRoutes(app: FastifyInstance, opts: { catalog: Catalog; repo: FavoritesRepo }) {
  const { catalog, repo } = opts;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });

  app.get("/favorites", async (req) => {
    const session = readSession(req);
    if (!session) return { favorites: [] };
    const rows = await repo.list(session);
    // A name that left the catalog is kept in the database but not shown.
    const favorites: Favorite[] = rows.flatMap((r) => {
      const p = catalog.byId.get(r.nameId);
      return p === undefined ? [] : [{ ...r, name: catalog.summary(p) }];
    });
    return { favorites };
  });

  app.post("/favorites", async (req, reply) => {
    assertSameOrigin(req);
    const { nameId } = parseInput(favoriteBodySchema, req.body, "body");
    const p = catalog.byId.get(nameId);
    if (p === undefined)
      throw new HttpError(404, "not_found", "No name with this nameId", [{ field: "nameId", message: "unknown name" }]);
    const session = ensureSession(req, reply);
    const { created, favorite } = await repo.add(session, nameId);
    return reply.status(created ? 201 : 200).send({ favorite: { ...favorite, name: catalog.summary(p) } });
  });

  app.delete("/favorites/:nameId", async (req, reply) => {
    assertSameOrigin(req);
    const { nameId } = parseInput(nameIdParamsSchema, req.params, "params");
    const session = readSession(req);
    if (session) await repo.remove(session, nameId);
    return reply.status(204).send();
  });
}
