import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { MAX_ROOM_NAMES, MAX_ROOM_PARTICIPANTS } from "../../core/limits";
import type { Rating, RoomFilter } from "../../core/room-types";
import { RATINGS } from "../../core/room-types";
import { roomFilterSchema } from "../../core/rooms";
import type { Db } from "./database";
import type { Database, RoomsTable } from "./schema";

const token = () => randomBytes(16).toString("base64url");

const isRating = (value: string): value is Rating => (RATINGS as readonly string[]).includes(value);

export interface RoomRow {
  id: string;
  creatorSession: string;
  inviteToken: string | null;
  surname: string;
  filter: RoomFilter;
  version: number;
}

export type JoinOutcome = "joined" | "already" | "bad_invite" | "full";

function toRow(r: RoomsTable): RoomRow {
  return {
    id: r.id,
    creatorSession: r.creator_session,
    inviteToken: r.invite_token,
    surname: r.surname,
    filter: roomFilterSchema.parse(JSON.parse(r.filter)),
    version: Number(r.version),
  };
}

/**
 * Bumps the room's version and activity time. Inside a transaction on PostgreSQL this also locks the
 * room's row until commit, so concurrent joins cannot both take the last place.
 */
async function touch(k: Kysely<Database> | Transaction<Database>, roomId: string) {
  await k
    .updateTable("rooms")
    .set((eb) => ({ version: eb("version", "+", 1), last_active_at: new Date().toISOString() }))
    .where("id", "=", roomId)
    .execute();
}

/** How many rows of a room one of its tables holds. */
async function countOf(
  k: Kysely<Database> | Transaction<Database>,
  table: "room_participants" | "room_names",
  roomId: string,
): Promise<number> {
  const { count } = await k
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("room_id", "=", roomId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function roomsRepo(db: Db) {
  const k = db.kysely;
  return {
    async create(sessionId: string, options: { filter: RoomFilter; surname: string; nameIds: string[] }) {
      const started = Date.now();
      const now = new Date(started).toISOString();
      const room = { id: token(), invite: token() };
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto("rooms")
          .values({
            id: room.id,
            creator_session: sessionId,
            invite_token: room.invite,
            surname: options.surname,
            filter: JSON.stringify(options.filter),
            version: 1,
            created_at: now,
            last_active_at: now,
          })
          .execute();
        await trx
          .insertInto("room_participants")
          .values({ room_id: room.id, session_id: sessionId, joined_at: now })
          .execute();
        const names = [...new Set(options.nameIds)].slice(0, MAX_ROOM_NAMES);
        if (names.length > 0) {
          await trx
            .insertInto("room_names")
            // A millisecond apart, so the shortlist keeps the favorites' order.
            .values(
              names.map((nameId, i) => ({
                room_id: room.id,
                name_id: nameId,
                added_at: new Date(started + i).toISOString(),
              })),
            )
            .execute();
        }
      });
      return room;
    },

    async find(roomId: string): Promise<RoomRow | null> {
      const row = await k.selectFrom("rooms").selectAll().where("id", "=", roomId).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async isParticipant(roomId: string, sessionId: string): Promise<boolean> {
      const row = await k
        .selectFrom("room_participants")
        .select("session_id")
        .where("room_id", "=", roomId)
        .where("session_id", "=", sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async participantCount(roomId: string): Promise<number> {
      return countOf(k, "room_participants", roomId);
    },

    /** Joins with the room's current invite; at most MAX_ROOM_PARTICIPANTS, checked under the room's lock. */
    async join(roomId: string, sessionId: string, invite: string): Promise<JoinOutcome> {
      return k.transaction().execute(async (trx) => {
        await touch(trx, roomId);
        const room = await trx.selectFrom("rooms").select("invite_token").where("id", "=", roomId).executeTakeFirst();
        const already = await trx
          .selectFrom("room_participants")
          .select("session_id")
          .where("room_id", "=", roomId)
          .where("session_id", "=", sessionId)
          .executeTakeFirst();
        if (already) return "already";
        if (!room?.invite_token || room.invite_token !== invite) return "bad_invite";
        if ((await countOf(trx, "room_participants", roomId)) >= MAX_ROOM_PARTICIPANTS) return "full";
        await trx
          .insertInto("room_participants")
          .values({ room_id: roomId, session_id: sessionId, joined_at: new Date().toISOString() })
          .execute();
        return "joined";
      });
    },

    /** A new invite; the previous one stops working. */
    async rotateInvite(roomId: string): Promise<string> {
      const invite = token();
      await k.updateTable("rooms").set({ invite_token: invite }).where("id", "=", roomId).execute();
      await touch(k, roomId);
      return invite;
    },

    async update(roomId: string, change: { filter?: RoomFilter; surname?: string }): Promise<void> {
      await k
        .updateTable("rooms")
        .set({
          ...(change.filter ? { filter: JSON.stringify(change.filter) } : {}),
          ...(change.surname !== undefined ? { surname: change.surname } : {}),
        })
        .where("id", "=", roomId)
        .execute();
      await touch(k, roomId);
    },

    /** Adds a name to the shortlist; false when the shortlist is full. */
    async addName(roomId: string, nameId: string): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        await touch(trx, roomId);
        if ((await countOf(trx, "room_names", roomId)) >= MAX_ROOM_NAMES) return false;
        await trx
          .insertInto("room_names")
          .values({ room_id: roomId, name_id: nameId, added_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(["room_id", "name_id"]).doNothing())
          .execute();
        return true;
      });
    },

    /** Records this participant's rating; a rated name joins the room's names so the others rate it too. */
    async rate(roomId: string, sessionId: string, nameId: string, rating: Rating): Promise<void> {
      const now = new Date().toISOString();
      await k.transaction().execute(async (trx) => {
        await touch(trx, roomId);
        await trx
          .insertInto("room_names")
          .values({ room_id: roomId, name_id: nameId, added_at: now })
          .onConflict((oc) => oc.columns(["room_id", "name_id"]).doNothing())
          .execute();
        await trx
          .insertInto("room_ratings")
          .values({ room_id: roomId, session_id: sessionId, name_id: nameId, rating, rated_at: now })
          .onConflict((oc) => oc.columns(["room_id", "session_id", "name_id"]).doUpdateSet({ rating, rated_at: now }))
          .execute();
      });
    },

    async nameIds(roomId: string): Promise<string[]> {
      const rows = await k
        .selectFrom("room_names")
        .select("name_id")
        .where("room_id", "=", roomId)
        .orderBy("added_at")
        .orderBy("name_id")
        .execute();
      return rows.map((r) => r.name_id);
    },

    async ratingsOf(roomId: string, sessionId: string): Promise<Record<string, Rating>> {
      const rows = await k
        .selectFrom("room_ratings")
        .select(["name_id", "rating"])
        .where("room_id", "=", roomId)
        .where("session_id", "=", sessionId)
        .execute();
      return Object.fromEntries(rows.flatMap((r) => (isRating(r.rating) ? [[r.name_id, r.rating]] : [])));
    },

    /** Every rating in the room, without who gave it. */
    async allRatings(roomId: string): Promise<Array<{ nameId: string; rating: Rating }>> {
      const rows = await k
        .selectFrom("room_ratings")
        .select(["name_id", "rating"])
        .where("room_id", "=", roomId)
        .execute();
      return rows.flatMap((r) => (isRating(r.rating) ? [{ nameId: r.name_id, rating: r.rating }] : []));
    },

    async version(roomId: string): Promise<number | null> {
      const row = await k.selectFrom("rooms").select("version").where("id", "=", roomId).executeTakeFirst();
      return row ? Number(row.version) : null;
    },
  };
}

export type RoomsRepo = ReturnType<typeof roomsRepo>;
