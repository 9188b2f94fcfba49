// Server-rendered pages: the right status for every error, no cached error pages, no header-made links.
// Needs the client build in dist/ (`npm test` builds it first).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database";
import { databasesUnderTest, testApp, withEnv } from "../test-support";

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  db = await databasesUnderTest()[0].open();
  // A tight API rate limit: the server's own rendering must never count against it.
  app = await testApp(db, { withClient: true, rateLimitPerMinute: 5 });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("server-rendered pages", () => {
  it("render with their data however many pages are asked for, past the API's rate limit", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await page(i % 2 ? "/names/olivia" : "/category/country/usa");
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("Failed to load");
    }
    // The visitor's own API calls are still limited.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await page("/api/names/trending")).statusCode);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it("take canonical and og:url from SITE_URL, or keep them relative, never from Host headers", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example" };
    await withEnv({ SITE_URL: undefined }, async () => {
      const res = await page("/names/olivia", forged);
      expect(res.body).not.toContain("evil.example");
      expect(res.body).toContain('<link rel="canonical" href="/names/olivia"');
    });
    // SITE_URL is read when a page is rendered, and pages are kept once rendered: a server started
    // with it set is a new app.
    await withEnv({ SITE_URL: "https://namewise.example" }, async () => {
      const db2 = await databasesUnderTest()[0].open();
      const app2 = await testApp(db2, { withClient: true });
      try {
        const res = await app2.inject({ method: "GET", url: "/names/olivia", headers: forged });
        expect(res.body).not.toContain("evil.example");
        expect(res.body).toContain('<meta property="og:url" content="https://namewise.example/names/olivia"');
      } finally {
        await app2.close();
        await db2.close();
      }
    });
  });

  it("answer a name, list or category that cannot exist with an uncached 404 page", async () => {
    for (const url of [
      `/names/${"a".repeat(90)}`,
      "/names/no-such-name-anywhere",
      `/lists/${"a".repeat(210)}`,
      "/lists/AAAAAAAAAAAAAAAAAAAAAA",
      "/category/country/narnia",
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.body, url).not.toContain("Failed to load");
    }
  });

  it("keep SPEC's empty-state text and button for an unknown category, without the invented value", async () => {
    const res = await page("/category/country/narnia");
    expect(res.body).toContain("No names found in this category. Please try a different category.");
    expect(res.body).toContain("Explore More Categories");
    expect(res.body).not.toMatch(/<title>[^<]*Narnia/i);
  });

  it("answer a malformed address with a 400 page in HTML, and the JSON envelope under /api", async () => {
    for (const url of ["/%0A", "/%0D", "/%E2%80%A8", "/names/%zz", "/%"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain("This address is not valid");
    }
    const api = await page("/api/names/%zz");
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe("bad_url");
  });
});

describe("rendered once, served many", () => {
  it("serves a page's brotli and gzip encodings from the cache, with an ETag and a 304", async () => {
    const br = await page("/origins", { "accept-encoding": "br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(br.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
    const gzip = await page("/origins", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(br.headers.etag);
    const plain = await page("/origins");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1");
    const again = await page("/origins", { "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("carries no per-request byte: the same URL is the same HTML, and the CSP allows its inline script by hash", async () => {
    const first = await page("/about");
    const second = await page("/about");
    expect(second.body).toBe(first.body);
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("nonce");
    expect(first.body).not.toContain("nonce=");
    // The only executable inline script is the theme's: React writes none to move content into place.
    for (const url of ["/about", "/names/olivia", "/category/origin/latin"]) {
      const html = (await page(url)).body;
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)];
      expect(inline, url).toHaveLength(1);
      expect(html, url).not.toContain("<template");
    }
  });
});
