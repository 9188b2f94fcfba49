import { describe, expect, it } from "vitest";
import { generatorFilterSchema } from "../core/filters";
import { matchPositions } from "./candidates";
import { similarNames } from "./detail";
import { createGenerator, drawWeight } from "./generate";
import { categoryPage, searchMeanings, topNames } from "./lists";
import { makeCatalog, makeName } from "./test-fixture";

const names = [
  makeName({
    name: "Olivia",
    popularity: 9000,
    origin: "latin",
    countries: ["usa", "uk"],
    countryPopularity: { usa: 9000, uk: 8000 },
    meaning: "olive tree",
    isTraditional: true,
  }),
  makeName({
    name: "Amelia",
    popularity: 7000,
    origin: "germanic",
    countries: ["uk", "usa"],
    countryPopularity: { uk: 9500, usa: 7000 },
    meaning: "work, effort",
  }),
  makeName({
    name: "Liam",
    gender: "boy",
    popularity: 8000,
    origin: "germanic",
    countries: ["usa"],
    countryPopularity: { usa: 8000 },
    meaning: "strong-willed warrior and protector",
    isTraditional: false,
  }),
  makeName({
    name: "Émile",
    gender: "boy",
    popularity: 100,
    origin: "latin",
    countries: ["france"],
    countryPopularity: { france: 900 },
    meaning: "rival, eager",
  }),
  makeName({
    name: "Arjun",
    gender: "boy",
    popularity: 0,
    origin: "sanskrit",
    countries: ["india"],
    religions: ["hindu"],
    languages: ["hindi"],
    region: "north",
    meaning: "bright, shining, white",
  }),
  makeName({
    name: "Morgan",
    gender: "unisex",
    popularity: 50,
    origin: "celtic",
    countries: ["uk"],
    countryPopularity: { uk: 50 },
    meaning: "sea-born, sea circle",
    isTraditional: false,
  }),
];
const catalog = makeCatalog(names);
const filter = (input: object) => generatorFilterSchema.parse(input);

describe("matchPositions", () => {
  it("intersects every criterion", () => {
    const found = matchPositions(catalog, { gender: "boy", origin: "latin" }).map((p) => catalog.names[p].name);
    expect(found).toEqual(["Émile"]);
  });

  it("keeps popularity order", () => {
    const found = matchPositions(catalog, { country: "usa" }).map((p) => catalog.names[p].name);
    expect(found).toEqual(["Olivia", "Liam", "Amelia"]);
  });

  it("matches the first letter with case and accents folded", () => {
    expect(matchPositions(catalog, { letter: "e" }).map((p) => catalog.names[p].name)).toEqual(["Émile"]);
    expect(createGenerator(catalog)(filter({ startingLetter: "É" })).map((n) => n.name)).toEqual(["Émile"]);
    expect(createGenerator(catalog)(filter({ startingLetter: "o" })).map((n) => n.name)).toEqual(["Olivia"]);
  });
});

describe("the generator", () => {
  it("draws only matching names, never the same twice", () => {
    const generate = createGenerator(catalog);
    for (let i = 0; i < 50; i++) {
      const drawn = generate(filter({ gender: "boy", limit: 2 }));
      expect(drawn).toHaveLength(2);
      expect(new Set(drawn.map((n) => n.id)).size).toBe(2);
      for (const n of drawn) expect(n.gender).toBe("boy");
    }
  });

  it("favours popular names but still draws names without statistics", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const generate = createGenerator(catalog, random);
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const [n] = generate(filter({ gender: "boy", limit: 1 }));
      counts.set(n.name, (counts.get(n.name) ?? 0) + 1);
    }
    expect(counts.get("Liam")).toBeGreaterThan(counts.get("Émile") ?? 0);
    expect(counts.get("Arjun")).toBeGreaterThan(0);
    expect(drawWeight(0)).toBeGreaterThan(0);
  });

  it("returns everything, shuffled, when the limit covers the pool", () => {
    const drawn = createGenerator(catalog)(filter({ gender: "girl", limit: 50 }));
    expect(drawn.map((n) => n.name).sort()).toEqual(["Amelia", "Olivia"]);
  });
});

describe("lists", () => {
  it("orders a country by popularity in that country", () => {
    const page = categoryPage(catalog, { type: "country", value: "uk", gender: "all", limit: 10, offset: 0 });
    expect(page.names.map((n) => n.name)).toEqual(["Amelia", "Olivia", "Morgan"]);
    expect(page.total).toBe(3);
  });

  it("shows the page's country on every card of a country page, whatever the name's own country", () => {
    const usa = names.map((n) => (n.name === "Olivia" ? { ...n, country: "uk" } : n));
    const page = categoryPage(makeCatalog(usa), { type: "country", value: "usa", gender: "all", limit: 10, offset: 0 });
    expect(page.names.map((n) => [n.name, n.country])).toEqual([
      ["Olivia", "usa"],
      ["Liam", "usa"],
      ["Amelia", "usa"],
    ]);
    expect(topNames(catalog, { gender: "all", country: "uk", limit: 2 }).map((n) => n.country)).toEqual(["uk", "uk"]);
  });

  it("narrows a category to one country", () => {
    const page = categoryPage(catalog, {
      type: "origin",
      value: "latin",
      gender: "all",
      limit: 10,
      offset: 0,
      country: "france",
    });
    expect(page.names.map((n) => n.name)).toEqual(["Émile"]);
  });

  it("takes in names of another language as well when asked (Celtic origin or Irish language)", () => {
    const page = categoryPage(catalog, {
      type: "origin",
      value: "celtic",
      gender: "all",
      limit: 10,
      offset: 0,
      country: "uk",
      orLanguage: "hindi",
    });
    expect(page.names.map((n) => n.name)).toEqual(["Morgan"]);
    const india = categoryPage(catalog, {
      type: "origin",
      value: "celtic",
      gender: "all",
      limit: 10,
      offset: 0,
      country: "india",
      orLanguage: "hindi",
    });
    expect(india.names.map((n) => n.name)).toEqual(["Arjun"]);
  });

  it("splits the top names on isTraditional", () => {
    expect(topNames(catalog, { gender: "boy", traditional: false, limit: 5 }).map((n) => n.name)).toEqual(["Liam"]);
    expect(topNames(catalog, { gender: "boy", traditional: true, limit: 5 }).map((n) => n.name)).toEqual([
      "Émile",
      "Arjun",
    ]);
  });

  it("finds names by the words of their meaning, with prefixes", () => {
    expect(searchMeanings(catalog, "sea", 9).map((n) => n.name)).toEqual(["Morgan"]);
    expect(searchMeanings(catalog, "shin", 9).map((n) => n.name)).toEqual(["Arjun"]);
    expect(searchMeanings(catalog, "zzzz", 9)).toEqual([]);
  });

  it("finds similar names of the same origin and gender", () => {
    const emile = catalog.names[catalog.bySlug.get("émile") as number];
    expect(similarNames(catalog, emile)).toEqual([]);
    const amelia = catalog.names[catalog.bySlug.get("amelia") as number];
    expect(similarNames(catalog, amelia).map((n) => n.name)).not.toContain("Amelia");
  });
});
