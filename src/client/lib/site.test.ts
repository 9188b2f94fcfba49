import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FLAG_CODES } from "../components/Flag";
import { FIELD_OPTIONS, MORE_COUNTRIES_GROUP } from "../features/generator/options";
import { trendingCountriesOf, trendingCountryOf } from "../features/trending/countries";
import { COUNTRY_PAGE_LIST, MORE_COUNTRIES, placeLabel } from "./site";

const catalogDir = process.env.CATALOG_DIR ?? join(process.cwd(), "data", "catalog");

describe("the countries the site lists", () => {
  it("are SPEC's nine, then every other country of the catalog", () => {
    const manifest = JSON.parse(readFileSync(join(catalogDir, "manifest.json"), "utf8"));
    expect([...COUNTRY_PAGE_LIST, ...MORE_COUNTRIES].map((c) => c.code).sort()).toEqual(
      Object.keys(manifest.countries).sort(),
    );
    expect(placeLabel("new-zealand")).toBe("New Zealand");
    expect(placeLabel("northern-ireland")).toBe("Northern Ireland");
  });

  it("offer on the Trending page every country with yearly births, and nothing else", () => {
    const trending = JSON.parse(readFileSync(join(catalogDir, "trending.json"), "utf8"));
    const manifest = JSON.parse(readFileSync(join(catalogDir, "manifest.json"), "utf8"));
    const offered = trendingCountriesOf({ countries: manifest.countries } as never).map((c) => c.code);
    expect([...offered].sort()).toEqual(Object.keys(trending.countries).sort());
    expect(offered.slice(0, 2)).toEqual(["usa", "uk"]);
    expect(trendingCountryOf(new URLSearchParams("country=chile"))).toBe("chile");
    expect(trendingCountryOf(new URLSearchParams("country=%3Cscript%3E"))).toBe("usa");
  });

  it("have a flag each, but Northern Ireland, which has no official flag", () => {
    const missing = [...COUNTRY_PAGE_LIST, ...MORE_COUNTRIES].map((c) => c.code).filter((c) => !FLAG_CODES.includes(c));
    expect(missing).toEqual(["northern-ireland"]);
  });

  it("fill the generator's country filter: all, SPEC's nine, then the others under their heading", () => {
    const countries = FIELD_OPTIONS.country;
    expect(countries[0]).toEqual({ value: "all", label: "All Countries" });
    expect(countries.slice(1, 10).map((o) => o.value)).toEqual(COUNTRY_PAGE_LIST.map((c) => c.code));
    expect(countries.slice(1, 10).every((o) => !("group" in o))).toBe(true);
    expect(countries.slice(10).map((o) => [o.value, "group" in o ? o.group : ""])).toEqual(
      MORE_COUNTRIES.map((c) => [c.code, MORE_COUNTRIES_GROUP]),
    );
  });
});
