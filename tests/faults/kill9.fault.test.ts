import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { someNameIds, Visitor } from "./client";
import { startPostgres, type ThrowawayPostgres } from "./postgres";
import { startServer } from "./server";

let pg: ThrowawayPostgres | undefined;
afterAll(() => pg?.stop());

const databases: { label: string; url: () => Promise<string | undefined> }[] = [
  { label: "SQLite", url: async () => undefined },
  {
    label: "PostgreSQL",
    url: async () => {
      pg ??= await startPostgres();
      return pg.url;
    },
  },
];

for (const database of databases) {
  describe(`kill -9 under write load on ${database.label}`, () => {
    it("loses no favorite that was acknowledged", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "namewise-faults-"));
      const databaseUrl = await database.url();
      const server = await startServer({ dataDir, databaseUrl });
      const ids = await someNameIds(server.url, 60);
      const visitors = Array.from({ length: 12 }, () => new Visitor(server.url));
      const acknowledged = new Map<Visitor, Set<string>>(visitors.map((v) => [v, new Set()]));

      const writer = async (visitor: Visitor, offset: number) => {
        for (let i = 0; i < ids.length; i++) {
          const nameId = ids[(offset + i) % ids.length];
          try {
            const res = await visitor.addFavorite(nameId);
            if (res.status === 200 || res.status === 201) acknowledged.get(visitor)?.add(nameId);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const writing = visitors.map((v, n) => writer(v, n * 5));
      await new Promise((r) => setTimeout(r, 700));
      server.process.kill("SIGKILL");
      await server.exited;
      await Promise.all(writing);

      const total = [...acknowledged.values()].reduce((sum, s) => sum + s.size, 0);
      console.log(
        `kill -9 on ${database.label}: ${total} of ${visitors.length * ids.length} adds acknowledged before the kill`,
      );
      // The kill landed in the middle of the writes, not after them.
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(visitors.length * ids.length);

      const restarted = await startServer({ dataDir, databaseUrl });
      try {
        for (const visitor of visitors) {
          const reader = new Visitor(restarted.url);
          reader.cookie = visitor.cookie;
          if (!reader.cookie) continue;
          const stored = new Set(await reader.favoriteIds());
          const lost = [...(acknowledged.get(visitor) ?? [])].filter((id) => !stored.has(id));
          expect(lost).toEqual([]);
        }
      } finally {
        await restarted.stop();
      }
    });
  });
}
