import { describe, expect, it } from "vitest";
import { readBirthRows } from "./births";
import { birthsPerYear, groupOf, mergeEditions, pooledLastYear, poolRegions, publishingIn } from "./pool";
import { BIRTH_COUNTRIES, type BirthFile } from "./sources";

const fileOf = (id: string) => BIRTH_COUNTRIES.flatMap((c) => c.files).find((f) => f.id === id) as BirthFile;
const rows = (csv: string) => readBirthRows(`year,sex,name,count\n${csv}`, true);

describe("editions of one statistic", () => {
  it("take, per year and sex, the deepest list: Denmark's full list of 2019 boys, else its top 50", () => {
    const full = rows("2019,M,William,568\n2019,M,Aksel,3");
    const top = rows("2019,M,William,568\n2019,F,Ella,400\n2024,M,Oscar,483");
    const merged = mergeEditions([
      { file: fileOf("denmark-top"), rows: top },
      { file: fileOf("denmark"), rows: full },
    ]);
    expect(groupOf(merged, 2019, "boy")?.spellings).toEqual(["William", "Aksel"]);
    expect(groupOf(merged, 2019, "girl")?.spellings).toEqual(["Ella"]);
    expect(merged.coverage?.get("2019|boy")).toBe("full");
    expect(merged.coverage?.get("2019|girl")).toBe("top");
    expect(merged.coverage?.get("2024|boy")).toBe("top");
  });
});

describe("regions of a pooled country", () => {
  const ontario = rows("2019,F,Olivia,934\n2019,F,Emma,800");
  const quebec = rows("2019,F,Emma,600\n2019,F,Olivia,500\n2020,F,Olivia,543");
  const novaScotia = rows("2019,F,Olivia,40\n2021,F,Violet,43");

  it("add up each spelling's counts over the regions that publish the year", () => {
    const pooled = poolRegions([ontario, quebec, novaScotia]);
    expect(groupOf(pooled, 2019, "girl")).toEqual({ spellings: ["Olivia", "Emma"], counts: [1474, 1400] });
    expect(birthsPerYear(pooled).get(2020)).toBe(543);
  });

  it("end in the last year that covers half the births of the best-covered year", () => {
    // 2019: 2,874 births; 2020: 543 (19%); 2021: 43.
    expect(pooledLastYear(poolRegions([ontario, quebec, novaScotia]))).toBe(2019);
    expect(pooledLastYear(poolRegions([quebec]))).toBe(2019); // 543 of 1,100: just under half
    expect(pooledLastYear(poolRegions([rows("2019,F,Léa,1000\n2020,F,Léa,500")]))).toBe(2020);
  });

  it("compare years like with like: a trend pools only the regions that publish in the latest year", () => {
    expect(publishingIn([ontario, quebec, novaScotia], 2019)).toEqual([ontario, quebec, novaScotia]);
    expect(publishingIn([ontario, quebec, novaScotia], 2020)).toEqual([quebec]);
  });
});
