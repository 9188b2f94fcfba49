import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { MAX_FAVORITES } from "../../core/limits";
import { HttpError } from "../errors";
import type { Db } from "./database";
import type { Database } from "./schema";

export interface FavoriteRow {
  id: string;
  nameId: string;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks the session used and, inside a transaction, holds its row until commit: on PostgreSQL the
 * upsert takes a row lock, so concurrent writes of one session run one after another (SQLite runs
 * every transaction one at a time already). That is what makes the count check and add/remove races safe.
 */
async function lockSession(trx: Transaction<Database>, sessionId: string, now: string): Promise<void> {
  await trx
    .insertInto("sessions")
    .values({ id: sessionId, last_seen_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ last_seen_at: now }))
    .execute();
}

export function favoritesRepo(db: Db) {
  const k = db.kysely;
  const find = (trx: Transaction<Database>, sessionId: string, nameId: string) =>
    trx
      .selectFrom("favorites")
      .select(["id", "name_id", "created_at"])
      .where("session_id", "=", sessionId)
      .where("name_id", "=", nameId)
      .executeTakeFirst();

  return {
    async list(sessionId: string): Promise<FavoriteRow[]> {
      const rows = await k
        .selectFrom("favorites")
        .select(["id", "name_id", "created_at"])
        .where("session_id", "=", sessionId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      // Reading counts as use; the write happens at most once a day per session.
      const now = new Date();
      await k
        .updateTable("sessions")
        .set({ last_seen_at: now.toISOString() })
        .where("id", "=", sessionId)
        .where("last_seen_at", "<", new Date(now.getTime() - DAY_MS).toISOString())
        .execute();
      return rows.map((r) => ({ id: r.id, nameId: r.name_id, createdAt: r.created_at }));
    },

    /**
     * Adds once: a second add of the same name is a no-op. Returns whether a row was created. A session
     * already holding MAX_FAVORITES names gets a 409.
     */
    async add(sessionId: string, nameId: string): Promise<{ created: boolean; favorite: FavoriteRow }> {
      return k.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await lockSession(trx, sessionId, now);
        const existing = await find(trx, sessionId, nameId);
        if (existing) {
          return {
            created: false,
            favorite: { id: existing.id, nameId: existing.name_id, createdAt: existing.created_at },
          };
        }
        const { count } = await trx
          .selectFrom("favorites")
          .select((eb) => eb.fn.countAll<string | number>().as("count"))
          .where("session_id", "=", sessionId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_FAVORITES) {
          throw new HttpError(409, "favorites_full", `You can keep up to ${MAX_FAVORITES} favorites`, [
            { field: "nameId", message: `the list already holds ${MAX_FAVORITES} names` },
          ]);
        }
        const row = { id: randomUUID(), session_id: sessionId, name_id: nameId, created_at: now };
        await trx.insertInto("favorites").values(row).execute();
        return { created: true, favorite: { id: row.id, nameId, createdAt: now } };
      });
    },

    /** Removes the name; a session left with no favorites is not kept. */
    async remove(sessionId: string, nameId: string): Promise<void> {
      await k.transaction().execute(async (trx) => {
        // The session first, as in add: taking the same locks in the same order cannot deadlock.
        await lockSession(trx, sessionId, new Date().toISOString());
        await trx.deleteFrom("favorites").where("session_id", "=", sessionId).where("name_id", "=", nameId).execute();
        const left = await trx
          .selectFrom("favorites")
          .select("id")
          .where("session_id", "=", sessionId)
          .executeTakeFirst();
        if (!left) await trx.deleteFrom("sessions").where("id", "=", sessionId).execute();
      });
    },
  };
}

export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
