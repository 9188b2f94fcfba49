import { describe, expect, it } from "vitest";
import { trustProxyFromEnv } from "./config";
import { databasesUnderTest, idOf, withApp, withEnv } from "./test-support";

const sqlite = databasesUnderTest()[0];

describe("proxy headers and the public origin", () => {
  it("keys the rate limit on the connection, not on a forged X-Forwarded-For", async () => {
    await withApp(
      sqlite,
      async (app) => {
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const res = await app.inject({
            method: "GET",
            url: "/api/names/trending",
            headers: { "x-forwarded-for": `203.0.113.${i}` },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) {
            expect(res.headers["retry-after"]).toMatch(/^\d+$/);
            expect(res.json().error.code).toBe("rate_limited");
          }
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      },
      { rateLimitPerMinute: 5 },
    );
  });

  it("keys the rate limit on X-Forwarded-For when the proxy is trusted", async () => {
    await withApp(
      sqlite,
      async (app) => {
        for (let i = 0; i < 8; i++) {
          const res = await app.inject({
            method: "GET",
            url: "/api/names/trending",
            headers: { "x-forwarded-for": `203.0.113.${i}` },
          });
          expect(res.statusCode).toBe(200);
        }
      },
      { rateLimitPerMinute: 5, trustProxy: true },
    );
  });

  it("reads TRUST_PROXY as off, on, a hop count or a list of addresses", () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv("false")).toBe(false);
    expect(trustProxyFromEnv("true")).toBe(true);
    expect(trustProxyFromEnv("127.0.0.1, 10.0.0.0/8")).toBe("127.0.0.1,10.0.0.0/8");
    const hops = trustProxyFromEnv("1");
    expect(typeof hops === "function" && hops("10.0.0.1", 0) && !hops("10.0.0.1", 1)).toBe(true);
    expect(() => trustProxyFromEnv("everyone; drop table")).toThrow(/TRUST_PROXY/);
  });

  it("never writes a forged host into a cacheable sitemap or robots.txt", async () => {
    await withApp(sqlite, async (app) => {
      const headers = { host: "evil.example", "x-forwarded-host": "evil2.example" };
      await withEnv({ SITE_URL: "https://namewise.example" }, async () => {
        for (const url of ["/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml"]) {
          const res = await app.inject({ method: "GET", url, headers });
          expect(res.body).toContain("https://namewise.example/");
          expect(res.body).not.toContain("evil");
          expect(res.headers["cache-control"]).toContain("public");
        }
      });
      await withEnv({ SITE_URL: undefined }, async () => {
        const res = await app.inject({ method: "GET", url: "/robots.txt", headers });
        // Without SITE_URL the answer names the host it was asked on, so it must not be shared.
        expect(res.headers["cache-control"]).toBe("private, no-store");
        expect(res.body).not.toContain("evil2");
      });
    });
  });

  it("accepts favorite writes from the public origin behind a proxy that rewrites Host", async () => {
    await withApp(sqlite, async (app) => {
      await withEnv({ SITE_URL: "https://namewise.example" }, async () => {
        const ok = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { host: "10.0.0.7:5000", origin: "https://namewise.example" },
          payload: { nameId: idOf("olivia") },
        });
        expect(ok.statusCode).toBe(201);
        for (const origin of ["http://namewise.example", "https://namewise.example:8443", "https://evil.example"]) {
          const refused = await app.inject({
            method: "POST",
            url: "/api/favorites",
            headers: { host: "namewise.example", origin },
            payload: { nameId: idOf("olivia") },
          });
          expect(refused.statusCode, origin).toBe(403);
          expect(refused.json().error.code).toBe("cross_origin");
        }
      });
    });
  });

  it("compares the scheme of Origin with the request's own when SITE_URL is unset", async () => {
    await withApp(sqlite, async (app) => {
      await withEnv({ SITE_URL: undefined }, async () => {
        const same = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { host: "localhost:5000", origin: "http://localhost:5000" },
          payload: { nameId: idOf("emma") },
        });
        expect(same.statusCode).toBe(201);
        const otherScheme = await app.inject({
          method: "POST",
          url: "/api/favorites",
          headers: { host: "localhost:5000", origin: "https://localhost:5000" },
          payload: { nameId: idOf("emma") },
        });
        expect(otherScheme.statusCode).toBe(403);
      });
    });
  });
});
