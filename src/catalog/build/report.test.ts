import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CatalogManifest } from "../../core/catalog-files";
import type { CatalogName, CountryRank } from "../../core/name";
import { readFullNames } from "../files";
import { catalogReport } from "./report";

const country = (latestYear: number | null) => ({
  label: "",
  source: "",
  names: 0,
  yearly: latestYear !== null,
  firstYear: latestYear,
  latestYear,
});
const manifest = {
  buildId: "x",
  dataYear: 2024,
  names: 4,
  sources: [],
  countries: { usa: country(2024), uk: country(2024), france: country(2020), spain: country(null) },
} as unknown as CatalogManifest;

const rank = (c: string, year: number, r: number): CountryRank => ({
  country: c,
  sex: "girl",
  year,
  rank: r,
  count: 5,
});
const name = (n: Partial<CatalogName>): CatalogName =>
  ({ meaning: "", origin: "", languages: [], religions: [], ranks: [], ...n }) as CatalogName;

describe("catalog report", () => {
  const names = [
    name({
      meaning: "olive tree",
      origin: "latin",
      languages: ["english"],
      religions: ["secular"],
      pronunciation: "oh-LIV-ee-uh",
      ipa: "/x/",
      pronunciationSource: "authored",
      culturalSignificance: "…",
      confidence: "attested",
      meaningSource: "authored",
      ranks: [rank("usa", 2024, 1), rank("uk", 2024, 3), rank("france", 2020, 400)],
    }),
    name({ ipa: "/y/", pronunciationSource: "cmu", ranks: [rank("usa", 2024, 999), rank("uk", 2023, 5)] }),
    name({ ipa: "/z/", pronunciationSource: "espeak", ranks: [rank("france", 2020, 501)] }),
    name({ ranks: [rank("usa", 2020, 1)] }),
  ];
  const r = catalogReport(names, manifest);

  it("keeps the existing keys and adds every field", () => {
    expect(r.names).toBe(4);
    expect(r.coverage).toMatchObject({
      meaning: 0.25,
      origin: 0.25,
      languages: 0.25,
      religions: 0.25,
      pronunciation: 0.75,
      ipa: 0.75,
      culturalSignificance: 0.25,
      confidence: 0.25,
      authored: 0.25,
      pronunciationSource: { authored: 0.25, cmu: 0.25, espeak: 0.25 },
    });
  });

  it("measures the top sets in each country's latest year", () => {
    expect(r.coverage.top1000usa).toMatchObject({ names: 2, year: 2024, cut: 1000, meaning: 0.5, pronunciation: 1 });
    expect(r.coverage.top1000uk).toMatchObject({ names: 1, country: "uk", meaning: 1 });
    expect(r.coverage.top500france).toMatchObject({ names: 1, year: 2020, cut: 500 });
  });
});

describe("the committed catalog's report", () => {
  const dir = process.env.CATALOG_DIR ?? join(process.cwd(), "data", "catalog");
  const committed = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as CatalogManifest;
  const report = catalogReport(readFullNames(dir), committed);

  it("keeps its shape, with at least 18 countries of yearly births and 100,000 names", () => {
    expect(Object.keys(report)).toEqual(["names", "countries", "coverage"]);
    expect(report.names).toBeGreaterThanOrEqual(100_000);
    const yearly = Object.entries(report.countries).filter(([, c]) => c.yearly);
    expect(yearly.length).toBeGreaterThanOrEqual(18);
    for (const [, c] of Object.entries(report.countries))
      expect(Object.keys(c)).toEqual(["names", "yearly", "latestYear"]);
    expect(report.countries["new-zealand"]).toEqual({ names: expect.any(Number), yearly: true, latestYear: 2020 });
  });
});
