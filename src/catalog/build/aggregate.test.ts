import { describe, expect, it } from "vitest";
import { pooledPerMillion } from "./aggregate";
import { parseBirths } from "./births";

const big = parseBirths("usa", true, "year,sex,name,count\n2024,F,Ada,300\n2024,F,Cleo,700\n2024,M,Finn,1000\n");
const small = parseBirths("ireland", true, "year,sex,name,count\n2024,F,Cleo,10\n2024,F,Siún,90\n2024,M,Finn,100\n");

describe("pooledPerMillion", () => {
  it("weights each country by the births its statistics cover", () => {
    // Siún is 90% of Irish girls but 90 of the 1,100 girls pooled.
    expect(pooledPerMillion([big, small], "siún")).toBeCloseTo((90 / 1100) * 1e6, 0);
    expect(pooledPerMillion([big, small], "cleo")).toBeCloseTo((710 / 1100) * 1e6, 0);
    expect(pooledPerMillion([big, small], "cleo")).toBeGreaterThan(pooledPerMillion([big, small], "siún"));
  });

  it("takes the sex where the name is most given, and 0 for an unknown name", () => {
    expect(pooledPerMillion([big, small], "finn")).toBe(1e6);
    expect(pooledPerMillion([big, small], "nobody")).toBe(0);
  });
});
