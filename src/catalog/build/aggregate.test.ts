import { describe, expect, it } from "vitest";
import { parseBirths } from "./births";
import { pooledPerMillion, recentPerMillion, type ShareBase } from "./shares";

const big = parseBirths("usa", true, "year,sex,name,count\n2024,F,Ada,300\n2024,F,Cleo,700\n2024,M,Finn,1000\n");
const small = parseBirths("ireland", true, "year,sex,name,count\n2024,F,Cleo,10\n2024,F,Siún,90\n2024,M,Finn,100\n");
const whole = (c: typeof big): ShareBase => ({
  country: c.country,
  latestYear: 2024,
  parts: [{ births: c, coverage: () => "full" }],
});

describe("pooledPerMillion", () => {
  const bases = [whole(big), whole(small)];
  it("weights each country by the births its statistics cover", () => {
    // Siún is 90% of Irish girls but 90 of the 1,100 girls pooled.
    expect(pooledPerMillion(bases, "siún")).toBeCloseTo((90 / 1100) * 1e6, 0);
    expect(pooledPerMillion(bases, "cleo")).toBeCloseTo((710 / 1100) * 1e6, 0);
    expect(pooledPerMillion(bases, "cleo")).toBeGreaterThan(pooledPerMillion(bases, "siún"));
  });

  it("takes the sex where the name is most given, and 0 for an unknown name", () => {
    expect(pooledPerMillion(bases, "finn")).toBe(1e6);
    expect(pooledPerMillion(bases, "nobody")).toBe(0);
  });

  it("leaves top-N lists out: their counts add up to far fewer than the year's births", () => {
    const topOnly: ShareBase = { ...whole(small), parts: [{ births: small, coverage: () => "top" }] };
    expect(pooledPerMillion([whole(big), topOnly], "siún")).toBe(0);
    expect(pooledPerMillion([whole(big), topOnly], "cleo")).toBeCloseTo((700 / 1000) * 1e6, 0);
  });
});

describe("recentPerMillion", () => {
  it("counts a sex only with more than a handful of births in the recent years", () => {
    expect(recentPerMillion(whole(small), "siún", 10)).toBeCloseTo(900_000, 0);
    expect(recentPerMillion(whole(small), "cleo", 10)).toBeCloseTo(100_000, 0);
    expect(recentPerMillion(whole(small), "cleo", 11)).toBe(0);
  });
});
