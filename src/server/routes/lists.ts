import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Catalog } from "../../catalog/catalog";
import type { FavoritesRepo } from "../db/favorites-repo";
import { SHARED_LIST_ID, type SharedListsRepo } from "../db/shared-lists-repo";
import { HttpError, parseInput } from "../errors";
import { assertSameOrigin } from "../plugins/same-origin";
import { readSession } from "../plugins/session";

const listParamsSchema = z.object({ id: z.string().regex(SHARED_LIST_ID, "is not a list id") });

/** Read-only shared lists: a snapshot of the visitor's favorites behind an unguessable link. */
export async function listRoutes(
  app: FastifyInstance,
  opts: { catalog: Catalog; favorites: FavoritesRepo; lists: SharedListsRepo },
) {
  const { catalog } = opts;

  app.post("/lists", async (req, reply) => {
    assertSameOrigin(req);
    parseInput(z.object({}).strict(), req.body ?? {}, "body");
    const session = readSession(req);
    const favorites = session ? await opts.favorites.list(session) : [];
    const nameIds = favorites.map((f) => f.nameId).filter((id) => catalog.byId.has(id));
    if (!session || nameIds.length === 0) {
      throw new HttpError(400, "empty_list", "Add a favorite before sharing the list", [
        { field: "favorites", message: "is empty" },
      ]);
    }
    const list = await opts.lists.create(session, nameIds);
    return reply
      .status(201)
      .header("Cache-Control", "private, no-store")
      .send({ list: { id: list.id, createdAt: list.createdAt } });
  });

  app.get("/lists/:id", async (req, reply) => {
    const { id } = parseInput(listParamsSchema, req.params, "params");
    const list = await opts.lists.find(id);
    if (!list) throw new HttpError(404, "not_found", "No shared list with this id");
    const names = list.nameIds.flatMap((nameId) => {
      const p = catalog.byId.get(nameId);
      return p === undefined ? [] : [catalog.summary(p)];
    });
    // A snapshot never changes, but it is not public material for shared caches.
    return reply
      .header("Cache-Control", "private, max-age=3600")
      .send({ list: { id: list.id, createdAt: list.createdAt, names } });
  });
}
