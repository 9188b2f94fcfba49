import { describe, expect, it } from "vitest";
import { parseBirths } from "./births";
import { competitionRanks } from "./ranking";

describe("competition ranks", () => {
  it("shares equal counts and skips the next rank", () => {
    expect(competitionRanks([100, 90, 90, 80])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([5, 7, 7, 9])).toEqual([4, 2, 2, 1]);
  });
});

describe("parseBirths", () => {
  const csv = "year,sex,name,count\n2020,M,Leo,10\n2020,M,Léo,8\n2020,M,LEO,8\n2020,M,Max,9\n2021,M,Leo,3\n";
  const b = parseBirths("x", true, csv);
  it("ranks the published rows, then merges spellings with one key", () => {
    expect(b.names.get("leo")?.boy).toEqual({ years: [2020, 2021], counts: [18, 3], ranks: [1, 1] });
    expect(b.names.get("léo")?.boy).toEqual({ years: [2020], counts: [8], ranks: [3] });
    expect(b.names.get("max")?.boy?.ranks).toEqual([2]);
  });
  it("keeps each published spelling's count and the yearly totals", () => {
    expect([...(b.spellings.get("leo") ?? [])]).toEqual([
      ["Leo", 13],
      ["LEO", 8],
    ]);
    expect(b.totals.boy.get(2020)).toBe(35);
    expect(b.years).toEqual([2020, 2021]);
  });
});
