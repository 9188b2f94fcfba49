import { describe, expect, it } from "vitest";
import type { CategoryResponse, NameDetailResponse, NamesResponse, TrendingResponse } from "../../core/api-types";
import { suiteApp } from "../test-support";

const suite = suiteApp();

const get = (url: string) => suite().inject({ method: "GET", url });
const post = (url: string, body: unknown) => suite().inject({ method: "POST", url, payload: body as object });

describe("POST /api/names/generate", () => {
  it("returns six names by default", async () => {
    const res = await post("/api/names/generate", {});
    expect(res.statusCode).toBe(200);
    expect(res.json<NamesResponse>().names).toHaveLength(6);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("applies every filter to every name", async () => {
    const res = await post("/api/names/generate", { gender: "girl", country: "usa", origin: "latin", limit: 20 });
    const { names } = res.json<NamesResponse>();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(n.gender).toBe("girl");
      expect(n.countries).toContain("usa");
      expect(n.origin).toBe("latin");
    }
  });

  it("filters by every country the catalog covers, and rejects one it does not", async () => {
    const { names } = (await post("/api/names/generate", { country: "chile", limit: 20 })).json<NamesResponse>();
    expect(names.length).toBe(20);
    for (const n of names) expect(n.countries).toContain("chile");
    const bad = await post("/api/names/generate", { country: "atlantis" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe("country");
  });

  it("matches startingLetter case-insensitively", async () => {
    const res = await post("/api/names/generate", { startingLetter: "m", limit: 30 });
    const { names } = res.json<NamesResponse>();
    expect(names).toHaveLength(30);
    for (const n of names) expect(n.name.toLowerCase().startsWith("m")).toBe(true);
  });

  it("never repeats a name within one draw and draws anew each call", async () => {
    const draws = await Promise.all([1, 2, 3].map(() => post("/api/names/generate", { limit: 50 })));
    const lists = draws.map((d) => d.json<NamesResponse>().names.map((n) => n.id));
    for (const ids of lists) expect(new Set(ids).size).toBe(50);
    expect(lists[0].join()).not.toBe(lists[1].join());
  });

  it("returns an empty list when nothing matches", async () => {
    const res = await post("/api/names/generate", { religion: "sikh", country: "norway", startingLetter: "ž" });
    expect(res.statusCode).toBe(200);
    expect(res.json<NamesResponse>().names).toEqual([]);
  });

  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: 51 }, "limit"],
    [{ limit: "six" }, "limit"],
    [{ gender: "male" }, "gender"],
    [{ country: "atlantis" }, "country"],
    [{ startingLetter: "ab" }, "startingLetter"],
    [{ startingLetter: "1" }, "startingLetter"],
    [{ colour: "blue" }, "colour"],
  ])("rejects %j with a 400 naming %s", async (body, field) => {
    const res = await post("/api/names/generate", body);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe("invalid_input");
    expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe("GET /api/names/generate", () => {
  it("takes the filter from the query string", async () => {
    const res = await get("/api/names/generate?gender=boy&limit=10&startingLetter=A");
    const { names } = res.json<NamesResponse>();
    expect(names).toHaveLength(10);
    for (const n of names) {
      expect(n.gender).toBe("boy");
      expect(n.name.normalize("NFD")[0].toUpperCase()).toBe("A");
    }
  });

  it("rejects a bad limit in the query", async () => {
    const res = await get("/api/names/generate?limit=1000");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("limit");
  });
});

describe("GET /api/names/trending", () => {
  it("leads with the latest USA year: Liam and Olivia at #1", async () => {
    const res = await get("/api/names/trending");
    expect(res.statusCode).toBe(200);
    const t = res.json<TrendingResponse>();
    expect(t.country).toBe("usa");
    expect(t.year).toBe(2024);
    expect(t.boys[0]).toMatchObject({ name: "Liam", rank: 1 });
    expect(t.girls[0]).toMatchObject({ name: "Olivia", rank: 1 });
    expect(t.rising.boys.length).toBeGreaterThan(0);
  });

  it("answers per country: England & Wales 2024 leads with Muhammad", async () => {
    const t = (await get("/api/names/trending?country=uk")).json<TrendingResponse>();
    expect(t.year).toBe(2024);
    expect(t.boys[0].name).toBe("Muhammad");
    expect(t.girls[0].name).toBe("Olivia");
  });

  it("carries an ETag and answers 304 when it matches", async () => {
    const first = await get("/api/names/trending");
    expect(first.headers["cache-control"]).toContain("max-age");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await suite().inject({
      method: "GET",
      url: "/api/names/trending",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("GET /api/names/category/:type/:value", () => {
  it("lists a country's names by popularity in that country, with a total", async () => {
    const res = await get("/api/names/category/country/uk?gender=boy&limit=5");
    const page = res.json<CategoryResponse>();
    expect(page.total).toBeGreaterThan(1000);
    expect(page.names).toHaveLength(5);
    expect(page.names[0].name).toBe("Muhammad");
    for (const n of page.names) expect(n.gender).toBe("boy");
  });

  it("shows the page's country on every card: German statistics with the badge Germany", async () => {
    const page = (await get("/api/names/category/country/germany?gender=boy&limit=12")).json<CategoryResponse>();
    expect(page.names.map((n) => n.name).slice(0, 2)).toEqual(["Adam", "Noah"]); // Berlin 2023
    for (const n of page.names) expect(n.country).toBe("germany");
    const usa = (await get("/api/names/category/country/usa?limit=50")).json<CategoryResponse>();
    expect(usa.names.find((n) => n.name === "Noah")?.country).toBe("usa");
  });

  it("gives no page to register placeholders and typos", async () => {
    const placeholders = ["unknown", "infant", "baby", "babyboy", "babygirl", "boy", "girl", "male", "female"];
    const more = ["child", "notnamed", "unnamed", "jr", "m", "mª", "melisssa", "willliam"];
    for (const slug of [...placeholders, ...more])
      expect((await get(`/api/names/${encodeURIComponent(slug)}`)).statusCode, slug).toBe(404);
  });

  it("pages with offset without overlap", async () => {
    const a = (await get("/api/names/category/origin/latin?limit=10")).json<CategoryResponse>();
    const b = (await get("/api/names/category/origin/latin?limit=10&offset=10")).json<CategoryResponse>();
    const ids = new Set(a.names.map((n) => n.id));
    for (const n of b.names) expect(ids.has(n.id)).toBe(false);
    expect(a.total).toBe(b.total);
  });

  it("gives an unknown value an empty list", async () => {
    const page = (await get("/api/names/category/origin/martian")).json<CategoryResponse>();
    expect(page).toEqual({ names: [], total: 0 });
  });

  it("rejects an unknown type with a 400 naming it", async () => {
    const res = await get("/api/names/category/planet/mars");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("type");
  });
});

describe("GET /api/names/search", () => {
  it.each(["light", "strength", "peace", "wisdom", "sea"])("finds names whose meaning says %s", async (word) => {
    const { names } = (await get(`/api/names/search?q=${word}&limit=9`)).json<NamesResponse>();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(9);
    expect(names[0].meaning.toLowerCase()).toContain(word.slice(0, 4));
  });

  it("needs a query", async () => {
    const res = await get("/api/names/search?q=");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("q");
  });
});

describe("GET /api/names/:slug", () => {
  it("returns the full name with its yearly series", async () => {
    const res = await get("/api/names/olivia");
    expect(res.statusCode).toBe(200);
    const { name } = res.json<NameDetailResponse>();
    expect(name.name).toBe("Olivia");
    expect(name.series.usa?.girl?.counts.length).toBeGreaterThan(50);
    expect(Array.isArray(name.similar)).toBe(true);
  });

  it("gives gender from more than a few births, else the authored record: Cheran is a boy, Itziar a girl", async () => {
    const gender = async (slug: string) => (await get(`/api/names/${slug}`)).json<NameDetailResponse>().name.gender;
    expect(await gender("cheran")).toBe("boy");
    expect(await gender("kulbir")).toBe("boy");
    expect(await gender("itziar")).toBe("girl");
    expect(await gender("alvise")).toBe("boy");
  });

  it("keeps each province on its own and the Hebrew spelling of an Israeli name", async () => {
    const olivia = (await get("/api/names/olivia")).json<NameDetailResponse>().name;
    expect(olivia.ranks).toContainEqual(expect.objectContaining({ country: "canada", region: "quebec", sex: "girl" }));
    expect(olivia.series["canada:quebec"]?.girl?.firstYear).toBe(1980);
    const avigail = (await get("/api/names/avigail")).json<NameDetailResponse>().name;
    expect(avigail.native).toEqual({ script: "hebrew", spellings: ["אביגיל"] });
    expect(avigail.ranks).toContainEqual(
      expect.objectContaining({ country: "israel", sex: "girl", year: 2024, rank: 1 }),
    );
  });

  it("keeps accents in slugs apart", async () => {
    const lea = (await get(`/api/names/${encodeURIComponent("léa")}`)).json<NameDetailResponse>();
    expect(lea.name.name).toBe("Léa");
  });

  it("answers 404 for an unknown name", async () => {
    const res = await get("/api/names/no-such-name-anywhere");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });
});
