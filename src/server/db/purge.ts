import type { Db } from "./database";

/** Visitor data unused for this long is deleted: sessions with their favorites, shared lists and rooms. */
export const IDLE_MONTHS = 13;

export function idleCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - IDLE_MONTHS);
  return cutoff.toISOString();
}

export interface PurgeCounts {
  sessions: number;
  favorites: number;
  lists: number;
  rooms: number;
}

/** Deletes sessions (and their favorites), shared lists and rooms (with all they hold) last used before the cutoff. */
export async function purgeIdleData(db: Db, now = new Date()): Promise<PurgeCounts> {
  const cutoff = idleCutoff(now);
  return db.kysely.transaction().execute(async (trx) => {
    const idle = trx.selectFrom("sessions").select("id").where("last_seen_at", "<", cutoff);
    const favorites = await trx.deleteFrom("favorites").where("session_id", "in", idle).executeTakeFirst();
    const sessions = await trx.deleteFrom("sessions").where("last_seen_at", "<", cutoff).executeTakeFirst();
    const lists = await trx
      .deleteFrom("shared_lists")
      .where((eb) => eb(eb.fn.coalesce("last_seen_at", "created_at"), "<", cutoff))
      .executeTakeFirst();
    const idleRooms = trx.selectFrom("rooms").select("id").where("last_active_at", "<", cutoff);
    for (const table of ["room_ratings", "room_names", "room_participants"] as const) {
      await trx.deleteFrom(table).where("room_id", "in", idleRooms).execute();
    }
    const rooms = await trx.deleteFrom("rooms").where("last_active_at", "<", cutoff).executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      favorites: Number(favorites.numDeletedRows),
      lists: Number(lists.numDeletedRows),
      rooms: Number(rooms.numDeletedRows),
    };
  });
}

const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Purges at start and then daily; the timer never keeps the process alive. Returns a stop function. */
export function schedulePurge(db: Db, log: { info(msg: string): void; error(obj: unknown, msg: string): void }) {
  const run = () =>
    purgeIdleData(db).then(
      (c) =>
        log.info(
          `purged idle data: ${c.sessions} sessions, ${c.favorites} favorites, ${c.lists} lists, ${c.rooms} rooms`,
        ),
      (err) => log.error({ err }, "purging idle data failed"),
    );
  void run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
