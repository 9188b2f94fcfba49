import { randomUUID } from "node:crypto";
import type { Db } from "./database";

export interface FavoriteRow {
  id: string;
  nameId: string;
  createdAt: string;
}

export function favoritesRepo(db: Db) {
  const k = db.kysely;
  return {
    async list(sessionId: string): Promise<FavoriteRow[]> {
      const rows = await k
        .selectFrom("favorites")
        .select(["id", "name_id", "created_at"])
        .where("session_id", "=", sessionId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ id: r.id, nameId: r.name_id, createdAt: r.created_at }));
    },

    /** Adds once: a second add of the same name is a no-op. Returns whether a row was created. */
    async add(sessionId: string, nameId: string): Promise<{ created: boolean; favorite: FavoriteRow }> {
      const row = { id: randomUUID(), session_id: sessionId, name_id: nameId, created_at: new Date().toISOString() };
      const inserted = await k
        .insertInto("favorites")
        .values(row)
        .onConflict((oc) => oc.columns(["session_id", "name_id"]).doNothing())
        .executeTakeFirst();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      const stored = await k
        .selectFrom("favorites")
        .select(["id", "name_id", "created_at"])
        .where("session_id", "=", sessionId)
        .where("name_id", "=", nameId)
        .executeTakeFirstOrThrow();
      return { created, favorite: { id: stored.id, nameId: stored.name_id, createdAt: stored.created_at } };
    },

    async remove(sessionId: string, nameId: string): Promise<void> {
      await k.deleteFrom("favorites").where("session_id", "=", sessionId).where("name_id", "=", nameId).execute();
    },
  };
}

export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
