import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTransliterationTable, readTransliterationTable } from "./hebrew";

const TABLE = join(import.meta.dirname, "..", "..", "..", "data", "transliteration", "hebrew.tsv");

describe("the Hebrew → Latin table", () => {
  it("rejects rows that are not a Hebrew spelling and a Latin-script name, and duplicates", () => {
    const t = parseTransliterationTable("hebrew\tlatin\nנועה\tNoa\nNoa\tNoa\nדוד\tדוד\nנועה\tNoah\nשרה\n");
    expect(t.latin.get("נועה")).toBe("Noah");
    expect(t.errors).toEqual([
      "line 3: Noa is not Hebrew script",
      "line 4: דוד is not a Latin-script name",
      "line 5: נועה is listed twice",
      "line 6: expected two columns",
    ]);
  });

  it("is clean, and gives the usual Israeli spellings that merge with names already in the catalog", () => {
    const t = readTransliterationTable(TABLE);
    expect(t.errors).toEqual([]);
    expect(t.latin.size).toBeGreaterThan(2000);
    const expected: Record<string, string> = {
      נועה: "Noa",
      אריאל: "Ariel",
      דוד: "David",
      יוסף: "Yosef",
      אביגיל: "Avigail",
      מוחמד: "Muhammad",
      שרה: "Sarah",
      "איילת השחר": "Ayelet Hashachar",
    };
    for (const [hebrew, latin] of Object.entries(expected)) expect(t.latin.get(hebrew), hebrew).toBe(latin);
  });
});
