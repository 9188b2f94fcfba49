import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 100;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "namewise-faults-")) });
});
afterAll(async () => {
  await server?.stop();
});

const MIX: autocannon.Request[] = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/api/names/trending" },
  { method: "GET", path: "/names/olivia" },
  {
    method: "POST",
    path: "/api/names/generate",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gender: "girl", limit: 12 }),
  },
  { method: "GET", path: "/category/country/usa" },
  { method: "GET", path: "/api/names/category/origin/latin?limit=50" },
  { method: "GET", path: "/baby-names/girls/french" },
  { method: "GET", path: "/api/names/search?q=light" },
  { method: "GET", path: "/names/noah" },
  { method: "GET", path: "/api/names/olivia" },
];

describe(`${SECONDS} s of load at ${CONNECTIONS} connections on pages and API calls`, () => {
  it(
    "answers every request without an error",
    async () => {
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: MIX,
        headers: { "accept-encoding": "br, gzip" },
      });
      console.log(
        `load: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
          `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
      expect(result.requests.total).toBeGreaterThan(SECONDS * 10);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(server.process.exitCode).toBeNull();
    },
    (SECONDS + 60) * 1000,
  );
});
