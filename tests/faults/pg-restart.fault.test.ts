import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, someNameIds, Visitor } from "./client";
import { startPostgres, type ThrowawayPostgres } from "./postgres";
import { type RunningServer, startServer } from "./server";

let pg: ThrowawayPostgres;
let server: RunningServer;

beforeAll(async () => {
  pg = await startPostgres();
  server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "namewise-faults-")), databaseUrl: pg.url });
});
afterAll(async () => {
  await server?.stop();
  pg?.stop();
});

describe("a PostgreSQL restart in the middle of a load", () => {
  it("answers 503 with Retry-After while the database is away, never a 500, and recovers by itself", async () => {
    const ids = await someNameIds(server.url, 40);
    const answers: Answer[] = [];
    let running = true;
    const worker = async (n: number) => {
      const visitor = new Visitor(server.url);
      let i = 0;
      while (running) {
        const nameId = ids[(n * 7 + i++) % ids.length];
        answers.push(await visitor.addFavorite(nameId));
        answers.push(await visitor.send("GET", "/api/favorites"));
        if (i % 3 === 0) answers.push(await visitor.removeFavorite(nameId));
      }
    };
    const workers = Array.from({ length: 16 }, (_, n) => worker(n));
    await new Promise((r) => setTimeout(r, 1_500));
    await pg.restart(1_500);
    await new Promise((r) => setTimeout(r, 1_500));
    running = false;
    await Promise.all(workers).catch((err) => {
      throw new Error(`the load failed (${err}); server output:\n${server.output()}`);
    });

    expect(server.process.exitCode, server.output()).toBeNull();
    const statuses = answers.map((a) => a.status);
    const count = (pick: (s: number) => boolean) => statuses.filter(pick).length;
    console.log(
      `pg restart: ${statuses.length} answers, ${count((s) => s < 300)} ok, ${count((s) => s === 503)} × 503`,
    );
    // The restart really happened under the load: some requests met the database away.
    expect(count((s) => s === 503)).toBeGreaterThan(0);
    expect(
      statuses.filter((s) => s >= 500 && s !== 503),
      server.output(),
    ).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.retryAfter).toMatch(/^\d+$/);
      expect((a.body as { error: { code: string } }).error.code).toBe("unavailable");
    }
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(100);

    // After the restart, writes and reads succeed again without restarting the app.
    const after = new Visitor(server.url);
    let recovered: Answer | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      recovered = await after.addFavorite(ids[0]);
      if (recovered.status === 201) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered?.status).toBe(201);
    expect(await after.favoriteIds()).toEqual([ids[0]]);
  });
});
