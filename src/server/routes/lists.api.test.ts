import { describe, expect, it } from "vitest";
import type { SharedListCreatedResponse, SharedListResponse } from "../../core/api-types";
import { databasesUnderTest, sessionCookie, sharedCatalog, withApp } from "../test-support";

const idOf = (slug: string) => {
  const { catalog } = sharedCatalog();
  return catalog.names[catalog.bySlug.get(slug) as number].id;
};

for (const database of databasesUnderTest()) {
  describe(`shared lists on ${database.label}`, () => {
    it("snapshots the favorites behind an unguessable id that another browser can open", async () => {
      await withApp(database, async (app) => {
        const first = await app.inject({ method: "POST", url: "/api/favorites", payload: { nameId: idOf("olivia") } });
        const cookie = sessionCookie(first);
        await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { cookie },
          payload: { nameId: idOf("theodore") },
        });

        const created = await app.inject({ method: "POST", url: "/api/lists", headers: { cookie }, payload: {} });
        expect(created.statusCode).toBe(201);
        const { id } = created.json<SharedListCreatedResponse>().list;
        expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

        // Later changes to the favorites do not touch the snapshot.
        await app.inject({ method: "DELETE", url: `/api/favorites/${idOf("olivia")}`, headers: { cookie } });

        const opened = await app.inject({ method: "GET", url: `/api/lists/${id}` });
        expect(opened.statusCode).toBe(200);
        expect(opened.json<SharedListResponse>().list.names.map((n) => n.name)).toEqual(["Olivia", "Theodore"]);

        const other = await app.inject({ method: "POST", url: "/api/lists", headers: { cookie }, payload: {} });
        expect(other.json<SharedListCreatedResponse>().list.id).not.toBe(id);
      });
    });

    it("refuses to share an empty list, and answers bad ids", async () => {
      await withApp(database, async (app) => {
        const empty = await app.inject({ method: "POST", url: "/api/lists", payload: {} });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().error.details[0].field).toBe("favorites");
        const malformed = await app.inject({ method: "GET", url: "/api/lists/not-an-id" });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().error.details[0].field).toBe("id");
        const unknown = await app.inject({ method: "GET", url: "/api/lists/AAAAAAAAAAAAAAAAAAAAAA" });
        expect(unknown.statusCode).toBe(404);
      });
    });
  });
}
