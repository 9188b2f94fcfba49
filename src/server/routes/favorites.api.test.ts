import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FavoritesResponse } from "../../core/api-types";
import { openDb } from "../db/database";
import { databasesUnderTest, sessionCookie, sharedCatalog, testApp, withApp } from "../test-support";

const idOf = (name: string) => {
  const { catalog } = sharedCatalog();
  const p = catalog.bySlug.get(name.toLowerCase());
  if (p === undefined) throw new Error(`${name} missing from the catalog`);
  return catalog.names[p].id;
};

for (const database of databasesUnderTest()) {
  describe(`favorites on ${database.label}`, () => {
    it("adds once, lists in the order added, removes, and keeps sessions apart", async () => {
      await withApp(database, async (app) => {
        const first = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("Olivia") } });
        expect(first.statusCode).toBe(201);
        const cookie = sessionCookie(first);
        expect(first.cookies.find((c) => c.name === "sid")).toMatchObject({
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
        });

        const again = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: idOf("Olivia") },
        });
        expect(again.statusCode).toBe(200);
        await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: idOf("Liam") },
        });

        const list = (
          await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } })
        ).json<FavoritesResponse>();
        expect(list.favorites.map((f) => f.name.name)).toEqual(["Olivia", "Liam"]);

        const stranger = await app.inject({ method: "GET", url: "/api/favorites" });
        expect(stranger.json<FavoritesResponse>().favorites).toEqual([]);
        expect(stranger.headers["cache-control"]).toBe("private, no-store");

        const removed = await app.inject({
          method: "DELETE",
          url: `/api/favorites/${idOf("Olivia")}`,
          headers: { cookie },
        });
        expect(removed.statusCode).toBe(204);
        const removedAgain = await app.inject({
          method: "DELETE",
          url: `/api/favorites/${idOf("Olivia")}`,
          headers: { cookie },
        });
        expect(removedAgain.statusCode).toBe(204);
        const after = (
          await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } })
        ).json<FavoritesResponse>();
        expect(after.favorites.map((f) => f.name.name)).toEqual(["Liam"]);
      });
    });

    it("stays consistent when the same name is added many times at once", async () => {
      await withApp(database, async (app) => {
        const seed = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("Emma") } });
        const cookie = sessionCookie(seed);
        const answers = await Promise.all(
          Array.from({ length: 12 }, () =>
            app.inject({
              method: "POST",
              url: "/api/favorites",
              headers: { cookie },
              payload: { nameId: idOf("Noah") },
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
        expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
        const list = (
          await app.inject({ method: "GET", url: "/api/favorites", headers: { cookie } })
        ).json<FavoritesResponse>();
        expect(list.favorites.map((f) => f.name.name).sort()).toEqual(["Emma", "Noah"]);
      });
    });

    it("answers bad and unknown ids with 400 and 404", async () => {
      await withApp(database, async (app) => {
        const bad = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: "not-a-uuid" } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.details[0].field).toBe("nameId");
        const missing = await app.inject({ method: "POST", url: "/api/favorites", payload: {} });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error.details[0].field).toBe("nameId");
        const unknown = await app.inject({
          method: "POST",
          url: "/api/favorites",
          payload: { nameId: "00000000-0000-5000-8000-000000000000" },
        });
        expect(unknown.statusCode).toBe(404);
        const badDelete = await app.inject({ method: "DELETE", url: "/api/favorites/xyz" });
        expect(badDelete.statusCode).toBe(400);
        expect(badDelete.json().error.details[0].field).toBe("nameId");
      });
    });

    it("refuses cross-site and non-JSON state changes", async () => {
      await withApp(database, async (app) => {
        const payload = { nameId: idOf("Olivia") };
        const crossSite = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { origin: "https://evil.example", host: "localhost:5000" },
          payload,
        });
        expect(crossSite.statusCode).toBe(403);
        const fetchSite = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { "sec-fetch-site": "cross-site" },
          payload,
        });
        expect(fetchSite.statusCode).toBe(403);
        const sameSite = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { origin: "http://localhost:5000", host: "localhost:5000" },
          payload,
        });
        expect(sameSite.statusCode).toBe(201);
        const form = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `nameId=${payload.nameId}`,
        });
        expect(form.statusCode).toBe(415);
        const text = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { "content-type": "text/plain" },
          payload: JSON.stringify(payload),
        });
        expect(text.statusCode).toBe(415);
      });
    });

    it("ignores a tampered session cookie", async () => {
      await withApp(database, async (app) => {
        const res = await app.inject({
          method: "GET",
          url: "/api/favorites",
          headers: { cookie: "sid=0123456789abcdef0123456789abcdef.forged" },
        });
        expect(res.json<FavoritesResponse>().favorites).toEqual([]);
      });
    });
  });
}

describe("favorites survive a restart", () => {
  const targets = [
    { label: "sqlite file", url: undefined as string | undefined },
    ...(process.env.TEST_DATABASE_URL ? [{ label: "postgres", url: process.env.TEST_DATABASE_URL }] : []),
  ];
  for (const target of targets) {
    it(`on ${target.label}`, async () => {
      const sqlitePath = join(mkdtempSync(join(tmpdir(), "namewise-")), "restart.sqlite");
      const open = () => openDb({ databaseUrl: target.url, sqlitePath });
      const db1 = await open();
      const app1 = await testApp(db1);
      const added = await app1.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("Amelia") } });
      const cookie = sessionCookie(added);
      await app1.close();
      await db1.close();

      const db2 = await open();
      const app2 = await testApp(db2);
      try {
        const list = (
          await app2.inject({ method: "GET", url: "/api/favorites", headers: { cookie } })
        ).json<FavoritesResponse>();
        expect(list.favorites.map((f) => f.name.name)).toEqual(["Amelia"]);
      } finally {
        await app2.close();
        await db2.close();
      }
    });
  }
});
