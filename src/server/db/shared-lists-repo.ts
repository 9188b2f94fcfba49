import { createHash, randomBytes } from "node:crypto";
import { MAX_FAVORITES } from "../../core/limits";
import type { Db } from "./database";

export interface SharedListRow {
  id: string;
  nameIds: string[];
  createdAt: string;
}

export const SHARED_LIST_ID = /^[A-Za-z0-9_-]{22}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

function contentKey(nameIds: string[]): string {
  return createHash("sha256").update(nameIds.join(",")).digest("hex");
}

export function sharedListsRepo(db: Db) {
  const k = db.kysely;
  return {
    /**
     * A list of name ids (at most MAX_FAVORITES) behind a new unguessable id. Sharing the same names
     * again from the same session answers the list made before instead of storing another copy.
     */
    async create(sessionId: string, nameIds: string[]): Promise<SharedListRow> {
      const ids = nameIds.slice(0, MAX_FAVORITES);
      const key = contentKey(ids);
      const findSame = () =>
        k
          .selectFrom("shared_lists")
          .select(["id", "created_at"])
          .where("session_id", "=", sessionId)
          .where("content_key", "=", key)
          .executeTakeFirst();
      const same = await findSame();
      if (same) return { id: same.id, nameIds: ids, createdAt: same.created_at };
      const now = new Date().toISOString();
      const row = {
        id: randomBytes(16).toString("base64url"),
        name_ids: JSON.stringify(ids),
        created_at: now,
        session_id: sessionId,
        content_key: key,
        last_seen_at: now,
      };
      const inserted = await k
        .insertInto("shared_lists")
        .values(row)
        .onConflict((oc) => oc.columns(["session_id", "content_key"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id: row.id, nameIds: ids, createdAt: now };
      // A concurrent share of the same names won the insert: answer its list.
      const winner = await findSame();
      if (!winner) throw new Error("shared list vanished right after a conflicting insert");
      return { id: winner.id, nameIds: ids, createdAt: winner.created_at };
    },

    async find(id: string): Promise<SharedListRow | null> {
      const row = await k.selectFrom("shared_lists").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const now = new Date();
      if (!row.last_seen_at || row.last_seen_at < new Date(now.getTime() - DAY_MS).toISOString()) {
        await k.updateTable("shared_lists").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
      }
      return { id: row.id, nameIds: JSON.parse(row.name_ids) as string[], createdAt: row.created_at };
    },
  };
}

export type SharedListsRepo = ReturnType<typeof sharedListsRepo>;
