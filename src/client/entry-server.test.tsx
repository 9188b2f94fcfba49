import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { render } from "./entry-server";

const trending = {
  country: "usa",
  countryLabel: "United States",
  year: 2024,
  fromYear: 2019,
  boys: [],
  girls: [],
  rising: { boys: [], girls: [] },
  falling: { boys: [], girls: [] },
};

async function renderToText(url: string, inject: (path: string) => Promise<{ status: number; json: unknown }>) {
  const result = await render(url, { inject });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on("end", resolve));
  result.pipe(out);
  await done;
  return { ...result, html: Buffer.concat(chunks).toString("utf8") };
}

describe("server render", () => {
  it("prefetches the route's queries through inject and dehydrates them", async () => {
    const calls: string[] = [];
    const catalogInfo = { countries: { usa: { label: "USA", yearly: true, latestYear: 2024 } } };
    const page = await renderToText("/", async (path) => {
      calls.push(path);
      return { status: 200, json: path === "/api/catalog" ? catalogInfo : trending };
    });
    expect(calls).toEqual(["/api/names/trending", "/api/catalog"]);
    expect(page.status).toBe(200);
    expect(page.meta.title).toContain("Namewise");
    expect(page.html).toContain("Baby Name Generator");
    expect(JSON.parse(page.state).queries[0].queryKey[0]).toBe("/api/names/trending");
  });

  it("answers an unknown route with 404 and the 404 page", async () => {
    const page = await renderToText("/no/such/page", async () => ({ status: 500, json: null }));
    expect(page.status).toBe(404);
    expect(page.html).toContain("404 Page Not Found");
  });

  it("answers a category with no names with 404 and the empty state", async () => {
    const page = await renderToText("/category/origin/latin", async (path) => {
      expect(path).toBe("/api/names/category/origin/latin?limit=48");
      return { status: 200, json: { names: [], total: 0 } };
    });
    // An empty list is answered 404, with SPEC's empty-state text.
    expect(page.status).toBe(404);
    expect(page.html).toContain("No names found in this category. Please try a different category.");
  });

  it("answers an unknown category value with 404, the empty state and no invented title", async () => {
    const page = await renderToText("/category/country/atlantis", async () => ({
      status: 200,
      json: { names: [], total: 0 },
    }));
    expect(page.status).toBe(404);
    expect(page.html).not.toContain("Atlantis");
    expect(page.html).toContain("No names found in this category. Please try a different category.");
  });

  it("renders the category error state when the API fails", async () => {
    const page = await renderToText("/category/origin/latin", async () => ({ status: 500, json: { error: {} } }));
    expect(page.html).toContain("Failed to load names. Please try again.");
  });
});
