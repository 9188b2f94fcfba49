import { describe, expect, it } from "vitest";
import type { CatalogInfoResponse, HealthResponse } from "../../core/api-types";
import { databasesUnderTest, suiteApp, testApp } from "../test-support";

const suite = suiteApp();

describe("the API as a protocol", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await suite().inject({ method: "GET", url: "/api/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json().error.code).toBe("not_found");
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const res = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      headers: { "content-type": "application/json" },
      payload: '{"gender": "girl",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_json");
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers an oversized body with a 413", async () => {
    const res = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ gender: "girl", padding: "x".repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("body_too_large");
  });

  it("answers a body that is not an object with a 400", async () => {
    const res = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      headers: { "content-type": "application/json" },
      payload: "[1,2,3]",
    });
    expect(res.statusCode).toBe(400);
  });

  it("accepts Unicode letters as startingLetter", async () => {
    const res = await suite().inject({
      method: "POST",
      url: "/api/names/generate",
      payload: { startingLetter: "É", limit: 5 },
    });
    expect(res.statusCode).toBe(200);
    for (const n of res.json().names) expect(n.name.normalize("NFD")[0].toLowerCase()).toBe("e");
  });

  it("sends security headers with a CSP that allows no third-party origin", async () => {
    const res = await suite().inject({ method: "GET", url: "/api/health" });
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("compresses large answers when asked", async () => {
    const res = await suite().inject({
      method: "GET",
      url: "/api/names/trending",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("reports health with the catalog and the database", async () => {
    const res = await suite().inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json<HealthResponse>();
    expect(body.status).toBe("ok");
    expect(body.catalog.names).toBeGreaterThan(30_000);
    expect(body.db).toEqual({ dialect: "sqlite", ok: true });
  });
});

describe("GET /api/catalog", () => {
  it("labels each country's source honestly and credits every source", async () => {
    const res = await suite().inject({ method: "GET", url: "/api/catalog" });
    expect(res.statusCode).toBe(200);
    const info = res.json<CatalogInfoResponse>();
    expect(info.countries.uk).toMatchObject({ yearly: true, latestYear: 2024 });
    expect(info.countries.uk.source).toMatch(/England/);
    expect(info.countries.germany).toMatchObject({ label: "Germany", yearly: true, latestYear: 2023 });
    expect(info.countries.germany.source).toMatch(/Berlin .* and Cologne .* only/);
    expect(info.countries.canada.regions?.map((r) => r.label)).toEqual([
      "Ontario",
      "Québec",
      "Alberta",
      "British Columbia",
      "Nova Scotia",
      "New Brunswick",
    ]);
    for (const code of ["new-zealand", "belgium", "austria", "chile", "israel", "italy", "spain", "denmark"])
      expect(info.countries[code]?.yearly, code).toBe(true);
    expect(Object.values(info.countries).filter((c) => c.yearly)).toHaveLength(19);
    expect(info.sources.find((s) => s.file.includes("usa"))?.attribution).toMatch(/Social Security/);
    // Licences the copies used do not state are marked as such.
    expect(info.sources.find((s) => s.file === "births/victoria.csv.gz")?.licence).toMatch(/to confirm/);
    expect(info.sources.find((s) => s.file === "births/austria.csv.gz")?.licence).not.toMatch(/to confirm/);
  });
});

describe("rate limiting", () => {
  it("answers a client over its limit with a JSON 429", async () => {
    const limitedDb = await databasesUnderTest()[0].open();
    const limited = await testApp(limitedDb, { rateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.inject({ method: "GET", url: "/api/names/top?gender=girl" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.inject({ method: "GET", url: "/api/names/top" });
      expect(res.json().error.code).toBe("rate_limited");
    } finally {
      await limited.close();
      await limitedDb.close();
    }
  });
});
