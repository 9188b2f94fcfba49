import { describe, expect, it } from "vitest";
import type { CountryRank } from "../../../core/name";
import { rankRows } from "./rank-rows";

const row = (country: string, sex: "boy" | "girl", count: number, region?: string): CountryRank => ({
  country,
  ...(region ? { region } : {}),
  sex,
  year: 2024,
  rank: 1,
  count,
});

describe("the latest-rank rows of a name page", () => {
  it("move the other sex's rows with only a few births below the fold", () => {
    const ranks = [row("usa", "girl", 14718), row("usa", "boy", 16), row("uk", "boy", 3), row("canada", "girl", 1762)];
    const rows = rankRows(ranks, "girl");
    expect(rows.main.map((r) => `${r.country} ${r.sex}`)).toEqual(["usa girl", "canada girl"]);
    expect(rows.few.map((r) => `${r.country} ${r.sex}`)).toEqual(["usa boy", "uk boy"]);
    expect(rows.fewSex).toBe("boy");
  });

  it("keep more than a few births of the other sex in view, and every row of a unisex name", () => {
    const ranks = [row("usa", "boy", 1000), row("usa", "girl", 400)];
    expect(rankRows(ranks, "boy").few).toEqual([]);
    expect(rankRows([row("usa", "boy", 1000), row("usa", "girl", 5)], "unisex").few).toEqual([]);
  });

  it("list each province, state or city after its country", () => {
    const ranks = [
      row("canada", "girl", 1762),
      row("france", "girl", 1438),
      row("canada", "girl", 934, "ontario"),
      row("canada", "girl", 543, "quebec"),
    ];
    expect(rankRows(ranks, "girl").main.map((r) => r.region ?? r.country)).toEqual([
      "canada",
      "ontario",
      "quebec",
      "france",
    ]);
  });
});
