import { describe, expect, it } from "vitest";
import { chartSeries, rankTicks, segments, trendSentence, yearRange, yearTicks } from "./series";

const series = {
  usa: {
    girl: { firstYear: 2000, counts: [100, 0, 120, 130], ranks: [50, 0, 40, 30] },
    boy: { firstYear: 2001, counts: [3], ranks: [9000] },
  },
  uk: { girl: { firstYear: 1998, counts: [10, 12], ranks: [700, 650] } },
};

describe("chartSeries", () => {
  it("keeps one line per country and sex, drops a sex with a sliver of the births, largest first", () => {
    const lines = chartSeries(series);
    expect(lines.map((s) => s.key)).toEqual(["usa-girl", "uk-girl"]);
    expect(lines[1].label).toBe("England & Wales (ONS), girls");
    expect(chartSeries(series, { all: true }).map((s) => s.key)).toEqual(["usa-girl", "uk-girl", "usa-boy"]);
  });

  it("splits a line at unpublished years", () => {
    const [usa] = chartSeries(series);
    expect(segments(usa).map((s) => s.points)).toEqual([
      [[2000, 50]],
      [
        [2002, 40],
        [2003, 30],
      ],
    ]);
  });

  it("spans the published years and ticks round values", () => {
    const range = yearRange(chartSeries(series, { all: true }));
    expect(range).toEqual({ from: 1998, to: 2003 });
    expect(yearTicks({ from: 1880, to: 2024 })).toEqual([1900, 1925, 1950, 1975, 2000]);
    expect(rankTicks(9000)).toEqual([1, 10, 100, 1000, 10000]);
    expect(rankTicks(1)).toEqual([1, 10]);
  });
});

describe("trendSentence", () => {
  it("says the move in words", () => {
    const base = { country: "uk", sex: "girl", fromYear: 2019, toYear: 2024 } as const;
    expect(trendSentence({ ...base, direction: "rising", fromRank: 15, toRank: 3 })).toBe(
      "From #15 in 2019 to #3 in 2024 among girls in England & Wales (ONS).",
    );
    expect(trendSentence({ ...base, direction: "steady", fromRank: 1, toRank: 1 })).toBe(
      "#1 among girls in England & Wales (ONS) in both 2019 and 2024.",
    );
    expect(trendSentence({ ...base, direction: "new", fromRank: null, toRank: 1200 })).toBe(
      "Not ranked among girls in England & Wales (ONS) in 2019; #1,200 in 2024.",
    );
  });
});
