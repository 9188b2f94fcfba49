import { randomBytes } from "node:crypto";
import type { Db } from "./database";

export interface SharedListRow {
  id: string;
  nameIds: string[];
  createdAt: string;
}

export const SHARED_LIST_ID = /^[A-Za-z0-9_-]{22}$/;

export function sharedListsRepo(db: Db) {
  const k = db.kysely;
  return {
    async create(nameIds: string[]): Promise<SharedListRow> {
      const row = {
        id: randomBytes(16).toString("base64url"),
        name_ids: JSON.stringify(nameIds),
        created_at: new Date().toISOString(),
      };
      await k.insertInto("shared_lists").values(row).execute();
      return { id: row.id, nameIds, createdAt: row.created_at };
    },

    async find(id: string): Promise<SharedListRow | null> {
      const row = await k.selectFrom("shared_lists").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return { id: row.id, nameIds: JSON.parse(row.name_ids) as string[], createdAt: row.created_at };
    },
  };
}

export type SharedListsRepo = ReturnType<typeof sharedListsRepo>;
