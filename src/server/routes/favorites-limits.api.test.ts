import { describe, expect, it } from "vitest";
import { MAX_FAVORITES } from "../../core/limits";
import { purgeIdleData } from "../db/purge";
import { databasesUnderTest, idOf, sessionCookie, sharedCatalog, withApp } from "../test-support";

for (const database of databasesUnderTest()) {
  describe(`favorites under races and limits on ${database.label}`, () => {
    it("answers every add racing a remove of the same name without a server error", async () => {
      await withApp(database, async (app) => {
        const nameId = idOf("olivia");
        const first = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId } });
        const cookie = sessionCookie(first);
        const statuses: number[] = [];
        for (let round = 0; round < 25; round++) {
          const ops = Array.from({ length: 12 }, (_, i) =>
            i % 2 === 0
              ? app.inject({ method: "POST", url: "/api/favorites", headers: { cookie }, payload: { nameId } })
              : app.inject({ method: "DELETE", url: `/api/favorites/${nameId}`, headers: { cookie } }),
          );
          for (const res of await Promise.all(ops)) statuses.push(res.statusCode);
        }
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(statuses.every((s) => s === 200 || s === 201 || s === 204)).toBe(true);
      });
    });

    it(`keeps at most ${MAX_FAVORITES} favorites a session and says why past that`, async () => {
      await withApp(database, async (app) => {
        const ids = sharedCatalog()
          .catalog.names.slice(0, MAX_FAVORITES + 1)
          .map((n) => n.id);
        const first = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: ids[0] } });
        const cookie = sessionCookie(first);
        for (let i = 1; i < MAX_FAVORITES; i += 50) {
          const batch = ids.slice(i, Math.min(i + 50, MAX_FAVORITES));
          const answers = await Promise.all(
            batch.map((nameId) =>
              app.inject({ method: "POST", url: "/api/favorites", headers: { cookie }, payload: { nameId } }),
            ),
          );
          expect(answers.map((a) => a.statusCode)).toEqual(batch.map(() => 201));
        }
        const over = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: ids[MAX_FAVORITES] },
        });
        expect(over.statusCode).toBe(409);
        expect(over.json().error).toMatchObject({ code: "favorites_full", details: [{ field: "nameId" }] });
        // Adding one already there is still fine, and removing one makes room again.
        const again = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: ids[3] },
        });
        expect(again.statusCode).toBe(200);
        await app.inject({ method: "DELETE", url: `/api/favorites/${ids[3]}`, headers: { cookie } });
        const room = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: ids[MAX_FAVORITES] },
        });
        expect(room.statusCode).toBe(201);
        const list = await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } });
        expect(list.json().favorites).toHaveLength(MAX_FAVORITES);
      });
    }, 60_000);

    it("shares the same favorites as one stored list, not a new copy each time", async () => {
      await withApp(database, async (app, db) => {
        const first = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("emma") } });
        const cookie = sessionCookie(first);
        const shares = await Promise.all(
          Array.from({ length: 5 }, () =>
            app.inject({ method: "POST", url: "/api/lists", headers: { cookie }, payload: {} }),
          ),
        );
        const ids = new Set(shares.map((s) => s.json().list.id));
        expect(shares.map((s) => s.statusCode)).toEqual([201, 201, 201, 201, 201]);
        expect(ids.size).toBe(1);
        const [id] = ids;
        const stored = await db.kysely.selectFrom("shared_lists").select("name_ids").where("id", "=", id).execute();
        expect(JSON.parse(stored[0].name_ids)).toEqual([idOf("emma")]);
      });
    });

    it("accepts a name id in upper case as the same name", async () => {
      await withApp(database, async (app) => {
        const nameId = idOf("noah");
        const added = await app.inject({
          method: "POST",
          url: "/api/favorites",
          payload: { nameId: nameId.toUpperCase() },
        });
        expect(added.statusCode).toBe(201);
        expect(added.json().favorite.nameId).toBe(nameId);
        const cookie = sessionCookie(added);
        const removed = await app.inject({
          method: "DELETE",
          url: `/api/favorites/${nameId.toUpperCase()}`,
          headers: { cookie },
        });
        expect(removed.statusCode).toBe(204);
        expect(
          (await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } })).json().favorites,
        ).toEqual([]);
      });
    });

    it("stores no session without favorites, and purges sessions and lists unused for 13 months", async () => {
      await withApp(database, async (app, db) => {
        const added = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("liam") } });
        const cookie = sessionCookie(added);
        const sid = (
          await db.kysely
            .selectFrom("favorites")
            .select("session_id")
            .where("id", "=", added.json().favorite.id)
            .executeTakeFirstOrThrow()
        ).session_id;
        const sessionRow = () => db.kysely.selectFrom("sessions").selectAll().where("id", "=", sid).executeTakeFirst();
        expect(await sessionRow()).toBeDefined();
        await app.inject({ method: "DELETE", url: `/api/favorites/${idOf("liam")}`, headers: { cookie } });
        expect(await sessionRow()).toBeUndefined();

        await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: idOf("liam") },
        });
        const shared = await app.inject({ method: "POST", url: "/api/lists", headers: { cookie }, payload: {} });
        const listId = shared.json().list.id;
        // Fourteen months later, neither the session, its favorites nor the unopened list is kept.
        const later = new Date(Date.now() + 14 * 31 * 24 * 60 * 60 * 1000);
        const purged = await purgeIdleData(db, later);
        expect(purged.sessions).toBeGreaterThanOrEqual(1);
        expect(await sessionRow()).toBeUndefined();
        expect(await db.kysely.selectFrom("favorites").select("id").where("session_id", "=", sid).execute()).toEqual(
          [],
        );
        expect((await app.inject({ method: "GET", url: `/api/lists/${listId}` })).statusCode).toBe(404);
      });
    });

    it("keeps a session used within 13 months", async () => {
      await withApp(database, async (app, db) => {
        const added = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("ava") } });
        const cookie = sessionCookie(added);
        await purgeIdleData(db, new Date(Date.now() + 12 * 30 * 24 * 60 * 60 * 1000));
        const list = await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } });
        expect(list.json().favorites.map((f: { nameId: string }) => f.nameId)).toEqual([idOf("ava")]);
      });
    });
  });
}
