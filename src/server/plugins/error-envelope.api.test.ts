import { connect } from "node:net";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { openDb } from "../db/database";
import { databasesUnderTest, suiteApp, withApp } from "../test-support";
import { envelopeFor } from "./error-handler";

const suite = suiteApp();

/** Sends raw bytes over one keep-alive connection and collects everything the server writes back. */
function rawExchange(port: number, requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
    socket.on("connect", () => {
      for (const r of requests) socket.write(r);
      setTimeout(() => socket.end(), 500);
    });
  });
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("every error in the app's envelope", () => {
  it("answers a bad % escape under /api with a JSON 400", async () => {
    const res = await suite().inject({ method: "GET", url: "/api/names/%zz" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "bad_url" });
  });

  it("answers an over-long path parameter with a JSON 414", async () => {
    const res = await suite().inject({ method: "GET", url: `/api/names/${"a".repeat(250)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error).toMatchObject({ code: "uri_too_long" });
  });

  it("refuses a prototype-polluting key by naming it, not as invalid JSON", async () => {
    for (const payload of ['{"__proto__":1}', '{"gender":"girl","constructor":{"prototype":{}}}']) {
      const res = await suite().inject({
        method: "POST",
        url: "/api/names/generate",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid_input");
      expect(res.json().error.details[0].field).toMatch(/__proto__|constructor/);
    }
  });

  it("says a compressed body could not be decompressed, and accepts a good one", async () => {
    const bad = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      headers: { "content-type": "application/json", "content-encoding": "br" },
      payload: "this is not brotli",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "invalid_encoding" });
    expect(bad.json().error.message).toContain("Content-Encoding");
    const good = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      headers: { "content-type": "application/json", "content-encoding": "br" },
      payload: brotliCompressSync(Buffer.from('{"limit":3}')),
    });
    expect(good.statusCode).toBe(200);
  });

  it("maps a lost database connection to 503 with Retry-After, and anything unknown to 500", () => {
    for (const code of ["57P01", "08006", "ECONNREFUSED", "SQLITE_BUSY"]) {
      expect(envelopeFor(Object.assign(new Error("db"), { code }) as never).status).toBe(503);
    }
    expect(envelopeFor(new Error("Connection terminated unexpectedly") as never).status).toBe(503);
    expect(envelopeFor(new TypeError("bug") as never)).toMatchObject({ status: 500, code: "internal" });
  });

  it("answers oversized headers in the envelope with Connection: close, and serves the next connection", async () => {
    await withApp(databasesUnderTest()[0], async (app) => {
      const port = await listening(app);
      const huge = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
      const answer = await rawExchange(port, [huge]);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer).toContain('"code":"headers_too_large"');
      const next = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(next.status).toBe(200);
      // Over a real socket, a refused POST (its body read) still gets its envelope, not a silent close.
      const refused = await fetch(`http://127.0.0.1:${port}/api/names/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ gender: "robot" }),
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.details[0].field).toBe("gender");
    });
  });
});

const postgres = databasesUnderTest().find((d) => d.label === "postgres");
if (postgres) {
  describe("a PostgreSQL connection that the server ends", () => {
    it("is dropped and replaced, without crashing the process", async () => {
      const db = await postgres.open();
      const errors: Error[] = [];
      const watched = await openDb({
        databaseUrl: process.env.TEST_DATABASE_URL,
        onConnectionError: (e) => errors.push(e),
      });
      try {
        // Fill the watched pool with idle connections, then have the server end just those (as a restart
        // would), leaving the connections of tests that run beside this one alone.
        const { sql } = await import("kysely");
        const held = await Promise.all(
          Array.from({ length: 4 }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(watched.kysely),
          ),
        );
        const pids = [...new Set(held.map((r) => Number(r.rows[0].pid)))];
        await sql`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`.execute(db.kysely);
        await new Promise((r) => setTimeout(r, 300));
        expect(errors.length).toBeGreaterThan(0);
        const rows = await watched.kysely.selectFrom("favorites").select("id").limit(1).execute();
        expect(Array.isArray(rows)).toBe(true);
      } finally {
        await watched.close();
        await db.close().catch(() => undefined);
      }
    });
  });
}
