// Property-based hostile input: thousands of generated requests against the real app on each database.
// Whatever arrives, the answer is never a 5xx, and every API error is the app's envelope.
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { databasesUnderTest, idOf, withApp } from "./test-support";

const RUNS = 10_000;

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("", " ", "%", "%zz", "%00", "%0A", "..", "../../etc/passwd", "__proto__", "constructor", "null"),
  fc.constantFrom("a".repeat(300), "é".repeat(120), "\u202e\u200d", "<script>", "' OR 1=1 --", "0x1", "-1", "1e309"),
  fc.uuid().map((u) => u.toUpperCase()),
);

const segment = hostileText.map((s) => encodeURIComponent(s));
const knownId = fc.constantFrom(idOf("olivia"), idOf("noah"), idOf("emma"));

const path = fc.oneof(
  fc
    .tuple(fc.constantFrom("generate", "trending", "top", "search", "suggest"), fc.constant(""))
    .map(([r]) => `/api/names/${r}`),
  segment.map((s) => `/api/names/${s}`),
  fc
    .tuple(fc.constantFrom("country", "origin", "religion", "language", "planet"), segment)
    .map(([t, v]) => `/api/names/category/${t}/${v}`),
  fc.oneof(segment, knownId).map((s) => `/api/favorites/${s}`),
  fc.constant("/api/favorites"),
  fc.constant("/api/lists"),
  segment.map((s) => `/api/lists/${s}`),
  fc.constantFrom("/api/health", "/api/catalog", "/api", "/api/", "/api/names"),
  fc.array(segment, { maxLength: 4 }).map((parts) => `/api/${parts.join("/")}`),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "gender",
          "country",
          "origin",
          "limit",
          "offset",
          "q",
          "startingLetter",
          "traditional",
          "orLanguage",
        ),
        segment,
      ),
      segment,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        nameId: fc.oneof(fc.uuid(), knownId, hostileText),
        gender: fc.oneof(fc.constantFrom("boy", "girl", "unisex", "all"), hostileText),
        limit: fc.oneof(fc.integer(), fc.double(), hostileText),
        startingLetter: hostileText,
        country: hostileText,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom('{"__proto__":{"admin":true}}', "{", "[]", "null", '"text"', "1", '{"a":'.repeat(50)),
);

const request = fc.record({
  method: fc.constantFrom("GET", "POST", "DELETE", "PUT", "PATCH", "HEAD", "OPTIONS"),
  url: fc.tuple(path, queryString).map(([p, q]) => p + q),
  body: fc.option(jsonBody, { nil: undefined }),
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "",
    "application/json; charset=latin1",
  ),
  origin: fc.option(fc.constantFrom("http://localhost:80", "https://evil.example", "null", "not a url"), {
    nil: undefined,
  }),
  cookie: fc.option(fc.constantFrom("sid=forged", "sid=s%3Aabc.def", `sid=${"x".repeat(500)}`), { nil: undefined }),
});

type HostileRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(app: FastifyInstance, r: HostileRequest) {
  const headers: Record<string, string> = {};
  if (r.contentType) headers["content-type"] = r.contentType;
  if (r.origin) headers.origin = r.origin;
  if (r.cookie) headers.cookie = r.cookie;
  return app.inject({ method: r.method as "GET", url: r.url, headers, payload: r.body });
}

for (const database of databasesUnderTest()) {
  describe(`hostile requests on ${database.label}`, () => {
    it(`never get a 5xx, and every API error is the app's envelope (${RUNS} requests)`, async () => {
      await withApp(database, async (app) => {
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            const res = await send(app, r);
            expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
            if (res.statusCode < 400 || r.method === "HEAD") return;
            const { error } = res.json();
            expect(typeof error.code, `${r.method} ${r.url}`).toBe("string");
            expect(typeof error.message).toBe("string");
            if (error.code === "invalid_input") {
              expect(error.details.length).toBeGreaterThan(0);
              for (const d of error.details) expect(d.field).toMatch(/\S/);
            }
          }),
          { numRuns: RUNS, seed: 20261123 },
        );
      });
    }, 300_000);
  });
}
