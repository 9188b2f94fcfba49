import { describe, expect, it } from "vitest";
import type { ListResponse, SuggestResponse } from "../../core/api-types";
import { suiteApp } from "../test-support";

const suite = suiteApp();
const get = async <T>(url: string) => {
  const res = await suite().inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};

describe("finding a name", () => {
  it("suggests names as they are typed, accents and case ignored, with one typo allowed", async () => {
    const siob = await get<SuggestResponse>("/api/names/suggest?q=siob");
    expect(siob.names.slice(0, 2).map((n) => n.name)).toContain("Siobhan");
    expect(Object.keys(siob.names[0]).sort()).toEqual(["gender", "meaning", "name", "slug"]);
    const typo = await get<SuggestResponse>("/api/names/suggest?q=sioban");
    expect(typo.names.map((n) => n.name)).toContain("Siobhan");
    const zoe = await get<SuggestResponse>("/api/names/suggest?q=ZOE&limit=20");
    expect(zoe.names.map((n) => n.name)).toEqual(expect.arrayContaining(["Zoe", "Zoë"]));
    expect((await get<SuggestResponse>("/api/names/suggest?q=s")).names).toEqual([]);
  });

  it("refuses a suggestion query that is empty or too long, naming the field", async () => {
    for (const url of [
      "/api/names/suggest?q=",
      `/api/names/suggest?q=${"a".repeat(61)}`,
      "/api/names/suggest?q=ab&limit=99",
    ]) {
      const res = await suite().inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details[0].field).toMatch(/^(q|limit)$/);
    }
  });

  it("lists names by first letter, paged, filtered by gender, in popular or alphabetical order", async () => {
    const girls = await get<ListResponse>("/api/names/letter/s?gender=girl&limit=24&offset=24");
    expect(girls.names).toHaveLength(24);
    for (const n of girls.names) {
      expect(n.name.normalize("NFD")[0].toLowerCase()).toBe("s");
      expect(n.gender).not.toBe("boy");
    }
    const az = await get<ListResponse>("/api/names/letter/s?sort=az&limit=50");
    const sorted = [...az.names.map((n) => n.name)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(az.names.map((n) => n.name)).toEqual(sorted);
    const boys = await get<ListResponse>("/api/names/letter/s?gender=boy&limit=1");
    expect(az.total).toBeGreaterThan(girls.total + boys.total - 1);
    expect((await suite().inject({ method: "GET", url: "/api/names/letter/1" })).statusCode).toBe(400);
  });

  it("filters a category by gender and first letter, and orders risers first", async () => {
    const boys = await get<ListResponse>("/api/names/category/religion/muslim?gender=boy&limit=100");
    expect(boys.names.length).toBeGreaterThan(0);
    expect(boys.names.every((n) => n.gender === "boy")).toBe(true);
    const a = await get<ListResponse>("/api/names/category/origin/latin?letter=a&limit=50");
    expect(a.names.every((n) => n.name.normalize("NFD")[0].toLowerCase() === "a")).toBe(true);
    const rising = await get<ListResponse>("/api/names/category/country/usa?sort=rising&limit=5");
    const popular = await get<ListResponse>("/api/names/category/country/usa?limit=5");
    expect(rising.total).toBe(popular.total);
    expect(rising.names.map((n) => n.id)).not.toEqual(popular.names.map((n) => n.id));
  });

  it("pages through names matching a typed spelling", async () => {
    const res = await get<ListResponse>("/api/names/matches?q=siobhan&limit=10");
    expect(res.names[0].name).toBe("Siobhan");
  });
});
