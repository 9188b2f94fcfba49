import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { someNameIds, Visitor } from "./client";
import { startPostgres, type ThrowawayPostgres } from "./postgres";
import { startServer } from "./server";

let pg: ThrowawayPostgres | undefined;
afterAll(() => pg?.stop());

for (const label of ["SQLite", "PostgreSQL"]) {
  describe(`fifty sessions racing on ${label}`, () => {
    it("add and remove the same names concurrently with no server error, ending consistent", async () => {
      pg = label === "PostgreSQL" ? (pg ?? (await startPostgres())) : pg;
      const server = await startServer({
        dataDir: mkdtempSync(join(tmpdir(), "namewise-faults-")),
        databaseUrl: label === "PostgreSQL" ? pg?.url : undefined,
      });
      try {
        const ids = await someNameIds(server.url, 5);
        const visitors = Array.from({ length: 50 }, () => new Visitor(server.url));
        // Each visitor gets its session first, then fires adds and removes of the same names at once.
        await Promise.all(visitors.map((v) => v.addFavorite(ids[0])));
        const statuses: number[] = [];
        await Promise.all(
          visitors.map(async (visitor) => {
            const ops = Array.from({ length: 20 }, (_, i) =>
              i % 2 ? visitor.removeFavorite(ids[i % ids.length]) : visitor.addFavorite(ids[i % ids.length]),
            );
            for (const res of await Promise.all(ops)) statuses.push(res.status);
          }),
        );
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(statuses.length).toBe(1_000);
        // Every session still reads a list without duplicates.
        for (const visitor of visitors.slice(0, 10)) {
          const list = await visitor.favoriteIds();
          expect(new Set(list).size).toBe(list.length);
        }
      } finally {
        await server.stop();
      }
    });
  });
}
