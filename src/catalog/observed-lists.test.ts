// Every name SPEC's screens show on their fixed lists carries full authored knowledge (issue 4): the
// ten landing pages, the Baby Names tabs and international cards, the home and listing category
// pages, and the trending lists of every country with yearly statistics.
import { describe, expect, it } from "vitest";
import type { CategoryType } from "../core/enums";
import type { NameSummary } from "../core/name";
import { categoryPage, topNames } from "./lists";
import { loadCatalog } from "./load";
import { trendingCountries, trendingFor } from "./trending";

const { catalog } = loadCatalog();
const page = (type: CategoryType, value: string, gender: string, limit: number, extra: object = {}) =>
  categoryPage(catalog, { type, value, gender, limit, offset: 0, ...extra }).names;

const lists: Record<string, NameSummary[]> = {};
for (const [label, code] of [
  ["german", "germany"],
  ["french", "france"],
  ["british", "uk"],
]) {
  for (const gender of ["boy", "girl"]) lists[`${label} ${gender}s landing`] = page("country", code, gender, 12);
}
for (const gender of ["boy", "girl"]) lists[`latin ${gender}s landing`] = page("origin", "latin", gender, 12);
lists["celtic irish landing"] = page("origin", "celtic", "all", 12, { country: "ireland", orLanguage: "irish" });
lists["celtic scottish landing"] = page("origin", "celtic", "all", 12, { country: "scotland", orLanguage: "scottish" });
for (const code of ["usa", "uk", "germany", "france", "spain", "italy", "india", "canada", "australia"]) {
  lists[`country page ${code}`] = page("country", code, "all", 48);
}
for (const origin of ["latin", "germanic", "hebrew", "sanskrit", "arabic", "greek", "celtic"]) {
  lists[`origin page ${origin}`] = page("origin", origin, "all", 48);
}
for (const gender of ["boy", "girl"]) {
  for (const traditional of [true, false])
    lists[`top ${gender} ${traditional}`] = topNames(catalog, { gender, traditional, limit: 12 });
}
for (const country of trendingCountries(catalog)) {
  const t = trendingFor(catalog, country);
  if (t)
    lists[`trending ${country}`] = [
      ...t.boys,
      ...t.girls,
      ...t.rising.boys,
      ...t.rising.girls,
      ...t.falling.boys,
      ...t.falling.girls,
    ];
}

describe("names on the site's fixed lists", () => {
  it.each(Object.entries(lists))("%s: every name has an authored meaning and significance", (_label, names) => {
    expect(names.length).toBeGreaterThan(0);
    const lacking = names.filter((n) => n.meaningSource !== "authored" || !n.culturalSignificance || !n.pronunciation);
    expect(lacking.map((n) => n.name)).toEqual([]);
  });
});
