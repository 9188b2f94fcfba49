import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { purgeIdleData } from "../db/purge";
import { databasesUnderTest, idOf, sessionCookie, withApp } from "../test-support";

/** A browser: its own session cookie, sent with every request once the server has set it. */
function browser(app: FastifyInstance) {
  let cookie = "";
  const send = async (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
    if (!cookie && res.cookies.some((c) => c.name === "sid")) cookie = sessionCookie(res);
    return res;
  };
  return { send, cookie: () => cookie };
}

const inviteOf = (url: string) => new URL(url, "http://x").searchParams.get("invite") ?? "";

async function roomForTwo(app: FastifyInstance) {
  const alice = browser(app);
  await alice.send("POST", "/api/favorites", { nameId: idOf("olivia") });
  await alice.send("POST", "/api/favorites", { nameId: idOf("noah") });
  const created = await alice.send("POST", "/api/rooms", { fromFavorites: true, surname: "Baker" });
  expect(created.statusCode).toBe(201);
  const { id, inviteUrl } = created.json().room;
  expect(inviteUrl).toMatch(new RegExp(`^/together/${id}\\?invite=[A-Za-z0-9_-]{22}$`));
  const bob = browser(app);
  const joined = await bob.send("POST", `/api/rooms/${id}/join`, { invite: inviteOf(inviteUrl) });
  expect(joined.statusCode).toBe(201);
  return { alice, bob, id, inviteUrl };
}

for (const database of databasesUnderTest()) {
  describe(`rooms on ${database.label}`, () => {
    it("run the whole flow: create from favorites, invite, join, both rate, a match for both", async () => {
      await withApp(database, async (app) => {
        const { alice, bob, id } = await roomForTwo(app);
        const room = (await bob.send("GET", `/api/rooms/${id}`)).json().room;
        expect(room.participants).toBe(2);
        expect(room.names.map((n: { name: string }) => n.name)).toEqual(["Olivia", "Noah"]);
        expect(room.inviteUrl).toBeNull(); // only the creator sees the invite
        expect(room.surname).toBe("Baker");

        for (const who of [alice, bob]) {
          expect(
            (await who.send("PUT", `/api/rooms/${id}/ratings/${idOf("olivia")}`, { rating: "love" })).statusCode,
          ).toBe(200);
          await who.send("PUT", `/api/rooms/${id}/ratings/${idOf("noah")}`, { rating: who === alice ? "like" : "no" });
        }
        for (const who of [alice, bob]) {
          const matches = (await who.send("GET", `/api/rooms/${id}/matches`)).json();
          expect(matches.participants).toBe(2);
          // Noah was vetoed by one of them; the answer does not say by whom.
          expect(matches.matches).toEqual([{ name: expect.objectContaining({ name: "Olivia" }), score: 4, loves: 2 }]);
        }
        // Each sees only their own ratings.
        expect((await alice.send("GET", `/api/rooms/${id}`)).json().room.myRatings).toEqual({
          [idOf("olivia")]: "love",
          [idOf("noah")]: "like",
        });
      });
    });

    it("refuse anyone without the invite, a wrong or revoked invite, and an unknown room", async () => {
      await withApp(database, async (app) => {
        const { alice, id, inviteUrl } = await roomForTwo(app);
        const carol = browser(app);
        await carol.send("POST", "/api/favorites", { nameId: idOf("emma") });
        for (const path of [`/api/rooms/${id}`, `/api/rooms/${id}/matches`, `/api/rooms/${id}/queue`]) {
          const res = await carol.send("GET", path);
          expect(res.statusCode, path).toBe(403);
          expect(res.json().error.code).toBe("not_a_participant");
        }
        expect((await carol.send("PUT", `/api/rooms/${id}/ratings/${idOf("emma")}`, { rating: "no" })).statusCode).toBe(
          403,
        );
        const wrong = await carol.send("POST", `/api/rooms/${id}/join`, { invite: "A".repeat(22) });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().error.details[0].field).toBe("invite");

        const renewed = await alice.send("POST", `/api/rooms/${id}/invite`);
        expect(renewed.statusCode).toBe(201);
        const old = await carol.send("POST", `/api/rooms/${id}/join`, { invite: inviteOf(inviteUrl) });
        expect(old.statusCode).toBe(403);
        const fresh = await carol.send("POST", `/api/rooms/${id}/join`, {
          invite: inviteOf(renewed.json().room.inviteUrl),
        });
        expect(fresh.statusCode).toBe(201);

        expect((await alice.send("GET", "/api/rooms/AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
        expect((await alice.send("GET", "/api/rooms/not-a-room")).json().error.details[0].field).toBe("id");
      });
    });

    it("name the field of bad input, refuse cross-origin writes, and hold at most six", async () => {
      await withApp(database, async (app) => {
        const { alice, id, inviteUrl } = await roomForTwo(app);
        const bad = await alice.send("PUT", `/api/rooms/${id}/ratings/${idOf("olivia")}`, { rating: "adore" });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.details[0].field).toBe("rating");
        const badFilter = await alice.send("PATCH", `/api/rooms/${id}`, { filter: { gender: "robot" } });
        expect(badFilter.json().error.details[0].field).toBe("filter.gender");
        const unknownName = await alice.send("PUT", `/api/rooms/${id}/ratings/00000000-0000-5000-8000-000000000000`, {
          rating: "like",
        });
        expect(unknownName.statusCode).toBe(404);

        const cross = await app.inject({
          method: "POST",
          url: "/api/rooms",
          headers: { origin: "https://evil.example", host: "namewise.test" },
          payload: {},
        });
        expect(cross.statusCode).toBe(403);

        for (let i = 0; i < 4; i++) {
          const guest = browser(app);
          expect((await guest.send("POST", `/api/rooms/${id}/join`, { invite: inviteOf(inviteUrl) })).statusCode).toBe(
            201,
          );
        }
        const seventh = browser(app);
        const full = await seventh.send("POST", `/api/rooms/${id}/join`, { invite: inviteOf(inviteUrl) });
        expect(full.statusCode).toBe(409);
        expect(full.json().error.code).toBe("room_full");
      });
    });

    it("draw names to rate from the shortlist first, then from the room's filter", async () => {
      await withApp(database, async (app) => {
        const { alice, bob, id } = await roomForTwo(app);
        await alice.send("PATCH", `/api/rooms/${id}`, {
          filter: { gender: "girl", country: "france", startingLetter: "L" },
        });
        await alice.send("PUT", `/api/rooms/${id}/ratings/${idOf("olivia")}`, { rating: "like" });
        const queue = (await alice.send("GET", `/api/rooms/${id}/queue?limit=8`)).json().names;
        expect(queue[0].name).toBe("Noah");
        for (const n of queue.slice(1)) {
          expect(n.name[0]).toBe("L");
          expect(n.gender).not.toBe("boy");
        }
        // Added to the shortlist by the partner: it comes up for both.
        expect((await bob.send("POST", `/api/rooms/${id}/names`, { nameId: idOf("léa") })).statusCode).toBe(201);
        const names = (await alice.send("GET", `/api/rooms/${id}/queue?limit=3`))
          .json()
          .names.map((n: { name: string }) => n.name);
        expect(names.slice(0, 2)).toEqual(["Noah", "Léa"]);
      });
    });

    it("are purged after 13 months without activity", async () => {
      await withApp(database, async (app, db) => {
        const { alice, id } = await roomForTwo(app);
        await purgeIdleData(db, new Date(Date.now() + 14 * 31 * 24 * 60 * 60 * 1000));
        expect((await alice.send("GET", `/api/rooms/${id}`)).statusCode).toBe(404);
        expect(
          await db.kysely.selectFrom("room_participants").select("room_id").where("room_id", "=", id).execute(),
        ).toEqual([]);
      });
    });
  });
}

describe("a room's event stream", () => {
  it("sends the room's version at once and again when a partner rates", async () => {
    await withApp(databasesUnderTest()[0], async (app) => {
      const { alice, bob, id } = await roomForTwo(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/rooms/${id}/events`, {
        headers: { cookie: alice.cookie() },
        signal: controller.signal,
      });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const reader = res.body?.getReader();
      if (!reader) throw new Error("no stream body");
      const decoder = new TextDecoder();
      let text = "";
      const versions = () =>
        [...text.matchAll(/event: version\ndata: \{"version":(\d+)\}\n\n/g)].map((m) => Number(m[1]));
      const readUntil = async (count: number) => {
        while (versions().length < count) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value);
        }
      };
      await readUntil(1);
      await bob.send("PUT", `/api/rooms/${id}/ratings/${idOf("olivia")}`, { rating: "love" });
      await readUntil(2);
      expect(versions()[1]).toBeGreaterThan(versions()[0]);
      controller.abort();
    });
  });
});
